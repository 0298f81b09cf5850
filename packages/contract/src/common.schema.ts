import { z } from 'zod';
// Before any schema is built or parsed, in whichever chunk of the web app it lands: zod's
// configuration (no eval under the Content-Security-Policy; the portal's messages).
import './zod-messages.js';

/** Page size default and ceiling for every list endpoint (spec section 7 and 9). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/** The largest id PostgreSQL's integer columns hold. */
export const INT4_MAX = 2147483647;

/**
 * A whole number written in a path or a query string: decimal digits only, so that '0x10',
 * '1e3', ' 7' or '+7' are not read as numbers, and no longer than `maxDigits`.
 */
export function wholeNumberText(maxDigits: number) {
  return z
    .string()
    .regex(new RegExp(`^\\d{1,${maxDigits}}$`), 'Enter a whole number.')
    .transform(Number);
}

// Bounded, so that the pattern itself caps the length.
const DECIMAL_NUMBER = /^[-+]?(\d{1,20}(\.\d{0,20})?|\.\d{1,20})([eE][-+]?\d{1,3})?$/;
const NUMBER_MESSAGE = 'A valid number is required.';

/**
 * A decimal number written in a query string (a coordinate): '-6.25', '.5', '1e-7' as
 * JavaScript writes small numbers. Empty is refused and missing is 'This field is required.'
 * (unless optional); neither is ever read as 0, as `Number('')` would.
 */
export function decimalText(min: number, max: number) {
  return z
    .string()
    .regex(DECIMAL_NUMBER, NUMBER_MESSAGE)
    .transform(Number)
    .refine(Number.isFinite, NUMBER_MESSAGE)
    .pipe(z.number().min(min).max(max));
}

/** Longitude and latitude in degrees, as query text. */
export const longitudeText = decimalText(-180, 180);
export const latitudeText = decimalText(-90, 90);

/** An id in a path or a query: a positive int4 written in decimal digits. */
export const idText = wholeNumberText(10).pipe(
  z.number().int().positive('Enter a positive id.').max(INT4_MAX, 'Enter a valid id.'),
);

/** An id in a JSON body: a positive int4. */
export const idNumber = z.number().int().positive().max(INT4_MAX);

export const idParam = z.object({ id: idText });
export type IdParam = z.infer<typeof idParam>;

export const listQuery = z.object({
  page: wholeNumberText(9).pipe(z.number().int().min(1)).default(1),
  items: wholeNumberText(9)
    .pipe(z.number().int().min(1).max(MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
  ordering: z.string().max(100).optional(),
  /** Part of the listed objects' names, matched without regard to case or accents. */
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const detailResponse = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponse>;

/** 400 answers: a map of field name to messages; `non_field_errors` for the payload as a whole. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/** Any 400 answer: field errors, or a detail for a payload that could not be read at all. */
export const badRequest = z.union([fieldErrors, detailResponse]);

/** Hosts and domains: a DNS name with an optional port, lower-cased. */
export const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/, 'Enter a valid domain name.');

export const VISIBILITIES = ['OWN', 'ORG'] as const;

/** [west, south, east, north] in degrees. */
export const bbox = z
  .tuple([
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
  ])
  .refine(([w, s, e, n]) => w <= e && s <= n, 'West must not exceed east, nor south north.');
export type BBox = z.infer<typeof bbox>;

/** Zoom fields of layers and maps (spec 5.1). */
export const zoomLevel = z
  .number()
  .int('Must be integer')
  .min(0, 'Must be integer between 0 and 22')
  .max(22, 'Must be integer between 0 and 22');

/** zoom_max must not be below zoom_min (spec 5.1). */
export const zoomOrder = (
  value: { zoom_min?: number; zoom_max?: number },
  ctx: z.RefinementCtx,
) => {
  if (
    value.zoom_min !== undefined &&
    value.zoom_max !== undefined &&
    value.zoom_max < value.zoom_min
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['zoom_max'],
      message: 'Maximum Zoom should be greater than Minimum Zoom',
    });
  }
};
