import { Chip } from '@mui/material';
import type { MapShareRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';

const COLOURS = { active: 'success', expired: 'warning', revoked: 'error' } as const;

/** A share's status: active, expired or revoked. */
export function ShareStatusChip({
  status,
  size = 'small',
}: {
  status: MapShareRead['status'];
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={COLOURS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={t(`mapSharesAdmin.status.${status}`)}
    />
  );
}
