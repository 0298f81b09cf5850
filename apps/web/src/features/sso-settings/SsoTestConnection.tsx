import { Alert, Button, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { SsoTestResult } from '@waymark/contract/sso';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { testSsoIssuer } from '../../entities/organisation/ssoSettingsCalls.js';

function problemOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as Record<string, unknown> | undefined;
  const issuer = body?.issuer;
  return Array.isArray(issuer) ? String(issuer[0]) : null;
}

/** 'Test connection': discovery at the issuer typed, and what the provider offers. */
export function SsoTestConnection({
  organisationId,
  issuer,
}: {
  organisationId: number;
  issuer: string;
}) {
  const { t } = useTranslation();
  const test = useMutation({ mutationFn: () => testSsoIssuer(organisationId, issuer.trim()) });
  const none = t('ssoSettings.test.none');
  const rows = (found: SsoTestResult): [string, string][] => [
    [t('ssoSettings.test.issuer'), found.issuer],
    [t('ssoSettings.test.authorization'), found.authorization_endpoint],
    [t('ssoSettings.test.token'), found.token_endpoint ?? none],
    [t('ssoSettings.test.endSession'), found.end_session_endpoint ?? none],
    [t('ssoSettings.test.keys'), found.jwks_uri ?? none],
    [t('ssoSettings.test.pkce'), found.code_challenge_methods_supported.join(', ') || none],
  ];
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        disabled={!issuer.trim()}
        loading={test.isPending}
        onClick={() => test.mutate()}
      >
        {t('ssoSettings.test.button')}
      </Button>
      {test.isError ? (
        <Alert severity="error" role="alert">
          {problemOf(test.error) ?? t('ssoSettings.saveFailed')}
        </Alert>
      ) : null}
      {test.data ? (
        <Alert severity="success" sx={{ width: '100%' }}>
          {t('ssoSettings.test.found')}
          <Table size="small" aria-label={t('ssoSettings.test.button')}>
            <TableBody>
              {rows(test.data).map(([name, value]) => (
                <TableRow key={name}>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Alert>
      ) : null}
    </Stack>
  );
}
