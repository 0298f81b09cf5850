import EmailIcon from '@mui/icons-material/EmailOutlined';
import { Alert, Grid } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { PasswordField } from '../../components/PasswordField.js';
import type { UserFormValues } from './userFormSchema.js';

interface Props {
  control: Control<UserFormValues>;
  editing: boolean;
  isNew: boolean;
  canSetPassword: boolean;
}

/** Names, email and the optional password; a new user without one is invited by mail. */
export function UserIdentityFields({ control, editing, isNew, canSetPassword }: Props) {
  const { t } = useTranslation();
  const [password, email] = useWatch({ control, name: ['password', 'email'] });
  const readOnly = !editing;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="first_name"
          control={control}
          label={t('usersAdmin.fields.firstName')}
          autoComplete="off"
          readOnly={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="last_name"
          control={control}
          label={t('usersAdmin.fields.lastName')}
          autoComplete="off"
          readOnly={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          name="email"
          control={control}
          type="email"
          label={t('usersAdmin.fields.email')}
          autoComplete="off"
          required
          readOnly={readOnly}
        />
      </Grid>
      {editing && canSetPassword ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            name="password"
            control={control}
            label={t('usersAdmin.fields.password')}
            autoComplete="new-password"
            helperText={isNew ? t('usersAdmin.passwordHintNew') : t('usersAdmin.passwordHintEdit')}
          />
        </Grid>
      ) : null}
      {isNew && !password ? (
        <Grid size={12}>
          <Alert severity="info" icon={<EmailIcon />} role="status">
            {email.trim()
              ? t('usersAdmin.invitation', { email: email.trim() })
              : t('usersAdmin.invitationNoEmail')}
          </Alert>
        </Grid>
      ) : null}
    </Grid>
  );
}
