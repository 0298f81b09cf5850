import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Branding } from '../../entities/layout/Branding.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useTwoFactorDone } from '../../entities/two-factor/twoFactorMutations.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { paths } from '../../routing/paths.js';
import { twoFactorMessages } from './messages.js';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.js';

// Loaded on demand: the texts come with it (see i18n/registerMessages.ts).
registerMessages('twoFactor', twoFactorMessages);

/**
 * What a session sees while an organisation of its user requires two-factor sign-in and the user
 * has none: the set-up, and signing out; the app opens once the recovery codes are put away.
 */
export function TwoFactorRequiredScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const done = useTwoFactorDone();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 640 }} elevation={3}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Branding />
            </Box>
            <Typography variant="h5" component="h1">
              {t('twoFactor.required.title')}
            </Typography>
            <Typography>{t('twoFactor.required.intro')}</Typography>
            <TwoFactorEnrolment email={user?.email ?? ''} onFinished={() => void done('all')} />
            <Button
              startIcon={<LogoutIcon />}
              sx={{ alignSelf: 'flex-end' }}
              onClick={() => void navigate(paths.logout)}
            >
              {t('twoFactor.required.signOut')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
