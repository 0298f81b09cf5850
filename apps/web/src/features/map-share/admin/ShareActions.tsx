import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormActionsBar } from '../../../components/FormActionsBar.js';

/**
 * The buttons under a share: 'New link' and 'Revoke' beside 'Edit', or Cancel and Save while
 * editing, each as the share's abilities allow (a revoked share allows none of them).
 */
export function ShareActions({
  canChange,
  canRotate,
  canRevoke,
  editing,
  saving,
  onEdit,
  onCancel,
  onRotate,
  onRevoke,
}: {
  /** The share's abilities: change its expiry, area and note; rotate its link; revoke it. */
  canChange: boolean;
  canRotate: boolean;
  canRevoke: boolean;
  editing: boolean;
  saving: boolean;
  onEdit(): void;
  onCancel(): void;
  onRotate(): void;
  onRevoke(): void;
}) {
  const { t } = useTranslation();
  if (!canChange && !canRotate && !canRevoke) return null;
  if (editing) {
    return (
      <FormActionsBar>
        <Button onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {t('mapSharesAdmin.save')}
        </Button>
      </FormActionsBar>
    );
  }
  return (
    <FormActionsBar>
      {canRevoke ? (
        <Button color="error" startIcon={<BlockIcon />} onClick={onRevoke}>
          {t('mapSharesAdmin.revoke')}
        </Button>
      ) : null}
      {canRotate ? (
        <Button startIcon={<LinkIcon />} onClick={onRotate}>
          {t('mapSharesAdmin.rotate')}
        </Button>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {canChange ? (
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          {t('mapSharesAdmin.edit')}
        </Button>
      ) : null}
    </FormActionsBar>
  );
}
