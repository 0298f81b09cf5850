import { Chip, Stack, Typography } from '@mui/material';
import type { UserRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './formatDateTime.js';

/**
 * What the form does not edit: superuser, whether two-factor sign-in is on, last login and when
 * the user joined.
 */
export function UserFacts({ user }: { user: UserRead }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 3 }}
      sx={{ alignItems: { sm: 'center' }, color: 'text.secondary' }}
    >
      {user.is_superuser ? (
        <Chip
          size="small"
          color="secondary"
          label={t('usersAdmin.superuser')}
          sx={{ alignSelf: 'flex-start' }}
        />
      ) : null}
      <Chip
        size="small"
        variant="outlined"
        color={user.two_factor_enabled ? 'success' : 'default'}
        label={
          user.two_factor_enabled ? t('usersAdmin.twoFactor.on') : t('usersAdmin.twoFactor.off')
        }
        sx={{ alignSelf: 'flex-start' }}
      />
      <Typography variant="body2">
        {t('usersAdmin.lastLoginAt', {
          when: user.last_login ? formatDateTime(user.last_login) : t('usersAdmin.never'),
        })}
      </Typography>
      <Typography variant="body2">
        {t('usersAdmin.joinedAt', { when: formatDateTime(user.date_joined) })}
      </Typography>
    </Stack>
  );
}
