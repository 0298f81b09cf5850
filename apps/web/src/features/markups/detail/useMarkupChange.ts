import type { MarkupPatch } from '@waymark/contract/markup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.js';
import { MarkupConflictError, reapplied } from '../../../entities/markup/markupConflict.js';
import { useUpdateMarkup } from '../../../entities/markup/markupMutations.js';

/**
 * Changes to a markup (its form, its status, a photo's position), each sent with the version
 * shown. A change refused because someone else changed the markup meanwhile is kept as
 * `conflict`: the panel then shows the markup as it is now, and the user may send the refused
 * change again on top of it, or drop it.
 */
export function useMarkupChange(mapId: number, markupId: number) {
  const { t } = useTranslation();
  const update = useUpdateMarkup(mapId, markupId);
  const [conflict, setConflict] = useState<MarkupConflictError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /**
   * Sends `patch`. A conflict or a failure is shown by the panel, except a refusal of fields
   * (400) when the caller shows them under its own fields (`fieldErrors`): answered as `error`.
   */
  const apply = async (
    patch: MarkupPatch,
    { fieldErrors = false } = {},
  ): Promise<{ saved: boolean; error?: ApiError }> => {
    setFailure(null);
    try {
      await update.mutateAsync(patch);
      setConflict(null);
      return { saved: true };
    } catch (error) {
      if (error instanceof MarkupConflictError) {
        setConflict(error);
        return { saved: false };
      }
      if (fieldErrors && error instanceof ApiError && error.status === 400)
        return { saved: false, error };
      const detail = error instanceof ApiError ? error.detail : null;
      setFailure(detail ?? t('markup.detail.saveFailed'));
      return { saved: false };
    }
  };

  return {
    apply,
    conflict,
    failure,
    saving: update.isPending,
    reapply: () => (conflict ? apply(reapplied(conflict)) : Promise.resolve({ saved: false })),
    dismiss: () => setConflict(null),
  };
}

export type MarkupChange = ReturnType<typeof useMarkupChange>;
