import {
  mapShareCreate,
  mapSharePatch,
  SHARE_MARKUP_MODES,
  type MapShareCreate,
  type MapSharePatch,
  type ShareMarkupMode,
} from '@waymark/contract';
import { z } from 'zod';
import { asBox, type Box } from '../../lib/box.js';
import { expiryProblem, expiryText, parseExpiryText, type QuickExpiry } from './shareExpiry.js';

/** Which part of the map a share shows: all of it, the view on screen, or a drawn box. */
export const SHARE_AREAS = ['none', 'view', 'drawn'] as const;
export type ShareArea = (typeof SHARE_AREAS)[number];

/** The share form's values: the expiry as it is shown and typed, dd/MM/yyyy HH:mm. */
export interface ShareFormValues {
  expiry: string;
  /** The quick choice the expiry came from, while it has not been changed by hand. */
  quick: QuickExpiry | null;
  area: ShareArea;
  /** The box drawn (or typed) for 'drawn'. */
  drawn: Box | null;
  note: string;
  /** What the share shows of the map's markups. */
  markups: ShareMarkupMode;
}

/** Server field errors stand under these fields. */
export const SHARE_FORM_FIELDS = [
  'expiry',
  'note',
  'markups',
] as const satisfies readonly (keyof ShareFormValues)[];

const EXPIRY_MESSAGES = {
  required: 'validation.required',
  invalid: 'mapShare.form.expiryInvalid',
  past: 'mapShare.form.expiryPast',
  tooLate: 'mapShare.form.expiryTooLate',
} as const;

/**
 * The share form's rules (message keys, translated where they are shown). `now` is asked for at
 * each check: a form left open does not accept a time that has passed meanwhile. `keptExpiry`,
 * when editing a share, is its expiry as the form shows it: left as it is, it is not checked
 * (an expired share's note may still be changed).
 */
export function shareFormRules(now: () => Date = () => new Date(), keptExpiry?: string) {
  return z
    .object({
      expiry: z.string(),
      quick: z.enum(['day', 'week', 'month']).nullable(),
      area: z.enum(SHARE_AREAS),
      drawn: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
      note: z.string().max(500, 'mapShare.form.noteTooLong'),
      markups: z.enum(SHARE_MARKUP_MODES),
    })
    .superRefine((values, ctx) => {
      const problem = values.expiry === keptExpiry ? null : expiryProblem(values.expiry, now());
      if (problem)
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: EXPIRY_MESSAGES[problem] });
      if (values.area === 'drawn' && !asBox(values.drawn)) {
        ctx.addIssue({ code: 'custom', path: ['drawn'], message: 'mapShare.form.drawBox' });
      }
    }) satisfies z.ZodType<ShareFormValues, ShareFormValues>;
}

/** The expiry as the API takes it: an ISO time (UTC). */
function expiryOf(values: ShareFormValues): string {
  const date = parseExpiryText(values.expiry);
  if (!date) throw new Error('the expiry passed the form rules but is not a time');
  return date.toISOString();
}

/** The bounds the chosen area stands for: none, the view on screen, or the drawn box. */
export function boundsOf(values: ShareFormValues, view: Box | null): Box | null {
  if (values.area === 'view') return view;
  if (values.area === 'drawn') return asBox(values.drawn);
  return null;
}

/** POST mapshares/ from values that passed the form's rules. */
export function createPayload(
  values: ShareFormValues,
  mapId: number,
  view: Box | null,
): MapShareCreate {
  const note = values.note.trim();
  return mapShareCreate.parse({
    map: mapId,
    expiry: expiryOf(values),
    bounds: boundsOf(values, view),
    ...(note ? { note } : {}),
    markups: values.markups,
  });
}

/** The settings' form values of a share as the server sent it. */
export function valuesOfShare(share: {
  expiry: string;
  bounds: readonly number[] | null;
  note: string;
  markups: ShareMarkupMode;
}): ShareFormValues {
  const drawn = asBox(share.bounds);
  return {
    expiry: expiryText(new Date(share.expiry)),
    quick: null,
    area: drawn ? 'drawn' : 'none',
    drawn,
    note: share.note,
    markups: share.markups,
  };
}

/**
 * PATCH mapshares/:id/ from the settings' form: what changed of expiry, bounds, note and
 * markups. An
 * expiry left as shown is not sent, so that the seconds the form does not show are kept.
 */
export function patchPayload(values: ShareFormValues, before: ShareFormValues): MapSharePatch {
  const bounds = boundsOf(values, null);
  const note = values.note.trim();
  const sameBox = JSON.stringify(bounds) === JSON.stringify(boundsOf(before, null));
  return mapSharePatch.parse({
    ...(values.expiry !== before.expiry ? { expiry: expiryOf(values) } : {}),
    ...(sameBox ? {} : { bounds }),
    ...(note !== before.note ? { note } : {}),
    ...(values.markups !== before.markups ? { markups: values.markups } : {}),
  });
}
