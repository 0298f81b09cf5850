import { zodResolver } from '@hookform/resolvers/zod';
import type { MapRead } from '@waymark/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { applyServerErrors } from '../../api/serverErrors.js';
import { showToast } from '../../lib/notificationsStore.js';
import { MAP_FORM_FIELDS, mapFormRules, mapPatchPayload, valuesOfMap } from './mapFormSchema.js';
import { useMapChanges } from '../../entities/map/useMapChanges.js';

const resolver = zodResolver(mapFormRules);

/**
 * The map form of an existing map (2.11): read-only until 'Edit', Cancel puts the map's values
 * back, Save PATCHes the map and shows the answer's field errors under their fields (the rest,
 * or the status text, above the buttons).
 */
export function useMapForm(map: MapRead) {
  const { t } = useTranslation();
  const changes = useMapChanges();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  // A newer version of the map (another tab, a layer attached) shows at once while reading:
  // react-hook-form puts changed values in after the render, not during it.
  const mapValues = useMemo(() => valuesOfMap(map), [map]);
  const form = useForm({ resolver, values: editing ? undefined : mapValues });

  const edit = () => {
    setGeneral([]);
    setEditing(true);
  };
  const cancel = () => {
    form.reset(mapValues);
    setGeneral([]);
    setEditing(false);
  };
  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    setSaving(true);
    try {
      const saved = await changes.update(map.id, mapPatchPayload(values));
      form.reset(valuesOfMap(saved));
      setEditing(false);
      showToast(t('mapsAdmin.detail.saved', { name: saved.name }));
    } catch (failure) {
      const messages = applyServerErrors(failure, MAP_FORM_FIELDS, form.setError);
      const status = failure instanceof ApiError ? failure.statusText : '';
      // A detail may come both as a 'field' and as the detail: once is enough.
      const unique = [...new Set(messages)];
      setGeneral(unique.length ? unique : [status || t('mapsAdmin.add.unknownError')]);
    } finally {
      setSaving(false);
    }
  });

  return { form, editing, edit, cancel, submit, saving, general };
}
