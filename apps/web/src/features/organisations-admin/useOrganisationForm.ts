import { zodResolver } from '@hookform/resolvers/zod';
import type { Organisation } from '@waymark/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { showToast } from '../../lib/notificationsStore.js';
import {
  ORGANISATION_FORM_FIELDS,
  organisationFormSchema,
  organisationFormValues,
  organisationPayload,
  type OrganisationFormInput,
  type OrganisationFormValues,
} from './organisationForm.js';
import {
  LogoUploadError,
  logoProblem,
  useSaveOrganisation,
} from '../../entities/organisation/organisationMutations.js';

/**
 * The organisation form's state and Save (PATCH, then the logo). 400 field errors go under
 * their fields; a layout or logo problem and anything else above the form.
 */
export function useOrganisationForm(organisation: Organisation, onSaved: () => void) {
  const { t } = useTranslation();
  const save = useSaveOrganisation(organisation.id);
  const [general, setGeneral] = useState<string[]>([]);
  const initial = useMemo(() => organisationFormValues(organisation), [organisation]);
  const form = useForm<OrganisationFormInput, unknown, OrganisationFormValues>({
    resolver: zodResolver(organisationFormSchema),
    defaultValues: initial,
  });
  const { reset } = form;
  // A newer copy of the organisation (saved here, or refetched) is what Cancel returns to.
  useEffect(() => reset(initial), [initial, reset]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await save.mutateAsync({
        body: organisationPayload(values, organisation.layout),
        logo: values.logoFile,
      });
      showToast(t('organisationsAdmin.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof LogoUploadError) {
        setGeneral([logoProblem(error) ?? t('organisationsAdmin.logoFailed')]);
        return;
      }
      const messages = applyServerErrors(error, ORGANISATION_FORM_FIELDS, form.setError);
      const shownUnderFields = error instanceof ApiError && error.status === 400;
      setGeneral(
        messages.length || shownUnderFields ? messages : [t('organisationsAdmin.saveFailed')],
      );
    }
  });

  const cancel = () => {
    setGeneral([]);
    reset(initial);
  };

  return { form, submit, cancel, general, saving: save.isPending };
}
