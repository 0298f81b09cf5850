import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SsoSettingsAnswer } from '@waymark/contract/sso';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import {
  removeSsoSettings,
  saveSsoSettings,
  ssoSettingsQuery,
} from '../../entities/organisation/ssoSettingsCalls.js';
import { showToast } from '../../lib/notificationsStore.js';
import {
  SSO_FORM_FIELDS,
  ssoFormSchema,
  ssoFormValues,
  ssoPayload,
  type SsoFormValues,
} from './ssoForm.js';

/** The single sign-on form's state, Save (PUT) and Turn off (DELETE). */
export function useSsoSettingsForm(
  organisationId: number,
  answer: SsoSettingsAnswer,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string[]>([]);
  const initial = useMemo(() => ssoFormValues(answer.settings), [answer.settings]);
  const form = useForm<SsoFormValues>({
    resolver: zodResolver(ssoFormSchema),
    defaultValues: initial,
  });
  const { reset } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const key = ssoSettingsQuery(organisationId).queryKey;

  const save = useMutation({
    mutationFn: (values: SsoFormValues) => saveSsoSettings(organisationId, ssoPayload(values)),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  const remove = useMutation({
    mutationFn: () => removeSsoSettings(organisationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await save.mutateAsync(values);
      showToast(t('ssoSettings.saved'));
      onDone();
    } catch (error) {
      const messages = applyServerErrors(error, SSO_FORM_FIELDS, form.setError);
      const underFields = error instanceof ApiError && error.status === 400;
      setGeneral(messages.length || underFields ? messages : [t('ssoSettings.saveFailed')]);
    }
  });

  const turnOff = async () => {
    setGeneral([]);
    try {
      await remove.mutateAsync();
      showToast(t('ssoSettings.removed'));
      onDone();
    } catch {
      setGeneral([t('ssoSettings.saveFailed')]);
    }
  };

  const cancel = () => {
    setGeneral([]);
    reset(initial);
    onDone();
  };

  return { form, submit, cancel, turnOff, general, saving: save.isPending || remove.isPending };
}
