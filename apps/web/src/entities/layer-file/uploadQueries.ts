import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/ApiError.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';
import { showToast } from '../../lib/notificationsStore.js';

/** GET types/: per type, the extensions it takes and each extension's companion files. */
export type FileTypesCatalogue = Record<
  string,
  Record<string, { children: { required: string[]; optional: string[] } }>
>;

export const FILE_TYPES_KEY = ['file-types'] as const;
export const fieldValuesKey = (layerId: number, field: string) =>
  ['field-values', layerId, field] as const;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : '');

/** Shows a toast once per failure (a query's error changes identity on each failed try). */
function useFailureToast(error: unknown, text: (status: number | '') => string) {
  useEffect(() => {
    if (error) showToast(text(statusOf(error)));
    // The text is built from the error; a new error is what shows a new toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}

/** GET types/: the file types catalogue; a failure is the toast '<status> Unable to get file types'. */
export function useFileTypes() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: FILE_TYPES_KEY,
    queryFn: async ({ signal }): Promise<FileTypesCatalogue> =>
      ok(api.GET('/api/types/', { signal })),
    // The catalogue is part of the server's code: it does not change while the app runs.
    staleTime: Infinity,
  });
  useFailureToast(query.error, (status) => t('upload.typesFailed', { status }));
  return query;
}

const fieldValues = z.array(z.string());

/**
 * GET layers/:id/field-values/:field/: the values of the layer's attachment field, offered as
 * attach targets; a failure is the toast '<status> Unable to get field values'.
 */
export function useFieldValues(layerId: number | null, field: string | null) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: fieldValuesKey(layerId ?? 0, field ?? ''),
    queryFn: async ({ signal }) =>
      checkedAnswer(
        fieldValues,
        await ok(
          api.GET('/api/layers/{id}/field-values/{field}/', {
            params: { path: { id: idOf(layerId ?? 0), field: field ?? '' } },
            signal,
          }),
        ),
      ),
    enabled: layerId !== null && !!field,
    staleTime: 60 * 1000,
  });
  useFailureToast(query.error, (status) => t('upload.fieldValuesFailed', { status }));
  return query;
}
