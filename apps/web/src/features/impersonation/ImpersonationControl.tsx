import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../lib/createStore.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { impersonationStore } from '../../entities/session/impersonationStore.js';
import { LoginAsSelect } from './LoginAsSelect.js';
import { useReleaseImpersonation } from '../../entities/session/useImpersonation.js';

/**
 * The impersonation control (2.12): 'Login as...', or while impersonating the name and 'Release';
 * shown when the session's `abilities.impersonate` says so (holders of the right, and anyone
 * while impersonating, to end it).
 */
export function ImpersonationControl() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const abilities = useSessionAbilities();
  const storedFlag = useStore(impersonationStore);
  const release = useReleaseImpersonation();
  if (!user || !abilities.impersonate) return null;

  if (user.impersonated_by || storedFlag) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="impersonation">
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={user.name}>
          {t('impersonation.actingAs', { name: user.name || user.email })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => release.mutate()}
          loading={release.isPending}
        >
          {t('impersonation.release')}
        </Button>
      </Box>
    );
  }
  return <LoginAsSelect />;
}
