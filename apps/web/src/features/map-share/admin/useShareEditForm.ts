import { zodResolver } from '@hookform/resolvers/zod';
import type { MapShareRead } from '@waymark/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../api/serverErrors.js';
import { showToast } from '../../../lib/notificationsStore.js';
import {
  patchPayload,
  SHARE_FORM_FIELDS,
  shareFormRules,
  valuesOfShare,
  type ShareFormValues,
} from '../shareForm.js';
import { useShareChanges } from '../../../entities/map-share/useShareChanges.js';

/**
 * The form of one share (expiry, area, note): read-only until 'Edit', Cancel restores what the
 * server has, Save sends what changed (PATCH) with field errors under their fields.
 */
export function useShareEditForm(share: MapShareRead) {
  const { t } = useTranslation();
  const changes = useShareChanges();
  const initial = useMemo(() => valuesOfShare(share), [share]);
  const resolver = useMemo(
    () => zodResolver(shareFormRules(undefined, initial.expiry)),
    [initial.expiry],
  );
  const form = useForm<ShareFormValues>({ resolver, defaultValues: initial });
  const [editing, setEditing] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);

  // The share as the server has it now (saved, rotated, revoked): shown unless being edited.
  useEffect(() => {
    if (!editing) form.reset(initial);
  }, [form, initial, editing]);

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    try {
      await changes.update(share.id, patchPayload(values, initial));
      setEditing(false);
      showToast(t('mapSharesAdmin.saved'));
    } catch (failure) {
      const rest = applyServerErrors(failure, SHARE_FORM_FIELDS, form.setError);
      setGeneral(rest.length ? rest : [t('mapSharesAdmin.saveFailed')]);
    }
  });

  return {
    form,
    editing,
    general,
    saving: form.formState.isSubmitting,
    submit,
    edit: () => setEditing(true),
    cancel: () => {
      setGeneral([]);
      form.reset(initial);
      setEditing(false);
    },
  };
}
