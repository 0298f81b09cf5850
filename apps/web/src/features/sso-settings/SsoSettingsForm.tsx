import { Box, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import type { SsoSettingsAnswer } from '@waymark/contract/sso';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/data-grid/ConfirmDialog.js';
import { FormActionsBar } from '../../components/FormActionsBar.js';
import { FormChipsField } from '../../components/FormChipsField.js';
import { FormSwitchField } from '../../components/FormSwitchField.js';
import { FormTextField } from '../../components/FormTextField.js';
import { PasswordField } from '../../components/PasswordField.js';
import { FormErrorAlert } from '../../components/alerts/FormErrorAlert.js';
import type { ssoSettingsMessages } from './messages.js';
import { SsoGroupRulesField } from './SsoGroupRulesField.js';
import { SsoTestConnection } from './SsoTestConnection.js';
import { useSsoSettingsForm } from './useSsoSettingsForm.js';

/** The provider's settings: read-only until Change; Save, Cancel, Turn off, Test connection. */
export function SsoSettingsForm({
  organisationId,
  answer,
  editing,
  onEdit,
  onDone,
}: {
  organisationId: number;
  answer: SsoSettingsAnswer;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, cancel, turnOff, general, saving } = useSsoSettingsForm(
    organisationId,
    answer,
    onDone,
  );
  const [confirming, setConfirming] = useState(false);
  const { control } = form;
  const [issuer, removeSecret] = useWatch({ control, name: ['issuer', 'remove_secret'] });
  const readOnly = !editing;
  const stored = answer.settings?.has_client_secret ?? false;
  const field = (key: keyof typeof ssoSettingsMessages.en.fields) =>
    t(`ssoSettings.fields.${key}` as const);

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <FormErrorAlert messages={general} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <FormTextField
          name="display_name"
          control={control}
          label={field('displayName')}
          helperText={readOnly ? undefined : field('displayNameHint')}
          readOnly={readOnly}
          required
        />
        <FormTextField
          name="issuer"
          control={control}
          label={field('issuer')}
          helperText={readOnly ? undefined : field('issuerHint')}
          readOnly={readOnly}
          required
        />
        <FormTextField
          name="client_id"
          control={control}
          label={field('clientId')}
          readOnly={readOnly}
          required
        />
        {readOnly ? null : (
          <PasswordField
            name="client_secret"
            control={control}
            label={field('clientSecret')}
            helperText={stored ? field('clientSecretKept') : field('clientSecretHint')}
            autoComplete="new-password"
            disabled={removeSecret}
          />
        )}
        <FormTextField
          name="scopes"
          control={control}
          label={field('scopes')}
          readOnly={readOnly}
          required
        />
        <FormTextField
          name="email_claim"
          control={control}
          label={field('emailClaim')}
          readOnly={readOnly}
          required
        />
        <FormTextField
          name="groups_claim"
          control={control}
          label={field('groupsClaim')}
          readOnly={readOnly}
          required
        />
      </Box>
      {!readOnly && stored ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={removeSecret}
              onChange={(event) => form.setValue('remove_secret', event.target.checked)}
            />
          }
          label={field('removeSecret')}
        />
      ) : null}
      <FormChipsField
        control={control}
        name="email_domains"
        label={field('emailDomains')}
        hint={field('emailDomainsHint')}
        placeholder="example.com"
        readOnly={readOnly}
        normalise={(d) => d.trim().toLowerCase()}
      />
      <FormChipsField
        control={control}
        name="admin_groups"
        label={field('adminGroups')}
        hint={field('adminGroupsHint')}
        readOnly={readOnly}
      />
      <SsoGroupRulesField control={control} readOnly={readOnly} />
      <FormSwitchField
        name="create_accounts"
        control={control}
        label={field('createAccounts')}
        hint={field('createAccountsHint')}
        disabled={readOnly}
      />
      <FormSwitchField
        name="required"
        control={control}
        label={field('required')}
        hint={field('requiredHint')}
        disabled={readOnly}
      />
      <SsoTestConnection organisationId={organisationId} issuer={issuer} />
      <FormActionsBar>
        {readOnly ? (
          <>
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('ssoSettings.remove')}
            </Button>
            <Button variant="contained" onClick={onEdit}>
              {t('ssoSettings.change')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={cancel} disabled={saving}>
              {t('ssoSettings.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              {t('ssoSettings.save')}
            </Button>
          </>
        )}
      </FormActionsBar>
      <ConfirmDialog
        open={confirming}
        title={t('ssoSettings.title')}
        text={t('ssoSettings.removeConfirm')}
        confirmLabel={t('ssoSettings.remove')}
        busy={saving}
        onConfirm={() => void turnOff().then(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
