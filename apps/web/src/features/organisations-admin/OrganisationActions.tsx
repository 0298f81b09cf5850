import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { FormActionsBar } from '../../components/FormActionsBar.js';
import { useTranslation } from 'react-i18next';

interface Props {
  canEdit: boolean;
  editing: boolean;
  saving: boolean;
  onEdit(): void;
  onCancel(): void;
}

/** Edit while reading (only for those who may), Cancel and Save while editing. */
export function OrganisationActions({ canEdit, editing, saving, onEdit, onCancel }: Props) {
  const { t } = useTranslation();
  if (!editing) {
    return canEdit ? (
      <FormActionsBar>
        <Button key="edit" variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
          {t('organisationsAdmin.edit')}
        </Button>
      </FormActionsBar>
    ) : null;
  }
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
