import {
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AccessKeyRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../lib/formatWhen.js';
import { RevokeAccessKeyDialog } from './RevokeAccessKeyDialog.js';

const STATUS_COLOUR = { active: 'success', expired: 'default', revoked: 'error' } as const;

/** A user's name as the organisation list shows the owner of a key. */
function ownerName(user: AccessKeyRead['user']): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

/**
 * Keys with their dates, last use and state; live ones whose `abilities.revoke` allows it can be
 * revoked (after confirmation).
 */
export function AccessKeyTable({
  keys,
  showOwner = false,
  label,
}: {
  keys: AccessKeyRead[];
  showOwner?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<AccessKeyRead | null>(null);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('accessKeys.columns.name')}</TableCell>
            {showOwner ? <TableCell>{t('accessKeys.columns.owner')}</TableCell> : null}
            <TableCell>{t('accessKeys.columns.created')}</TableCell>
            <TableCell>{t('accessKeys.columns.expires')}</TableCell>
            <TableCell>{t('accessKeys.columns.lastUsed')}</TableCell>
            <TableCell>{t('accessKeys.columns.status')}</TableCell>
            <TableCell align="right">{t('dataGrid.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id} data-testid={`access-key-${key.id}`}>
              <TableCell>
                {key.name}
                <Typography
                  variant="caption"
                  component="div"
                  color="text.secondary"
                  sx={{ fontFamily: 'monospace' }}
                >
                  {key.prefix}…
                </Typography>
              </TableCell>
              {showOwner ? (
                <TableCell>
                  {ownerName(key.user)}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {key.user.email}
                  </Typography>
                </TableCell>
              ) : null}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(key.created_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(key.expires_at)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatWhen(key.last_used_at) || t('accessKeys.never')}
              </TableCell>
              <TableCell>
                <Chip
                  // A new chip for a new state: no colour transition from the old one.
                  key={key.status}
                  size="small"
                  label={t(`accessKeys.status.${key.status}`)}
                  color={STATUS_COLOUR[key.status]}
                  variant={key.status === 'active' ? 'filled' : 'outlined'}
                  title={
                    key.revoked_at
                      ? t('accessKeys.revokedOn', { when: formatWhen(key.revoked_at) })
                      : undefined
                  }
                />
              </TableCell>
              <TableCell align="right">
                {key.status === 'active' && key.abilities.revoke ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRevoking(key)}
                    aria-label={t('accessKeys.revokeLabel', { name: key.name })}
                  >
                    {t('accessKeys.revoke')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {revoking ? (
        <RevokeAccessKeyDialog accessKey={revoking} onClose={() => setRevoking(null)} />
      ) : null}
    </TableContainer>
  );
}
