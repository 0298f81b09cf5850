import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormActionsBar } from '../../components/FormActionsBar.js';
import { openChangePassword } from '../../lib/changePasswordDialogStore.js';
import type { UserEditRules } from './userEditRules.js';

interface Props {
  rules: UserEditRules;
  editing: boolean;
  saving: boolean;
  onEdit(): void;
  onCancel(): void;
  onDelete(): void;
  onResetTwoFactor(): void;
}

/**
 * Below the user form: Edit, 'Delete user' and 'Reset two-factor sign-in' while reading (each
 * only for those allowed), Cancel and Save while editing. Users change their own password in its
 * own dialog (2.13).
 * Each button has its key, so that Save never reuses the red Delete's element (and fades from it).
 */
export function UserActions({
  rules,
  editing,
  saving,
  onEdit,
  onCancel,
  onDelete,
  onResetTwoFactor,
}: Props) {
  const { t } = useTranslation();
  if (editing) {
    return (
      <FormActionsBar>
        <Button key="cancel" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button key="save" type="submit" variant="contained" loading={saving}>
          {t('common.save')}
        </Button>
      </FormActionsBar>
    );
  }
  if (!rules.self && !rules.canDelete && !rules.canEdit && !rules.canResetTwoFactor) return null;
  return (
    <FormActionsBar>
      {rules.self ? (
        <Button key="password" startIcon={<KeyIcon />} onClick={openChangePassword}>
          {t('password.change')}
        </Button>
      ) : null}
      {rules.canResetTwoFactor ? (
        <Button key="two-factor" startIcon={<PhonelinkEraseIcon />} onClick={onResetTwoFactor}>
          {t('usersAdmin.twoFactor.reset')}
        </Button>
      ) : null}
      {rules.canDelete ? (
        <Button key="delete" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          {t('usersAdmin.deleteUser')}
        </Button>
      ) : null}
      {rules.canEdit ? (
        <Button key="edit" variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          {t('usersAdmin.edit')}
        </Button>
      ) : null}
    </FormActionsBar>
  );
}
