import {
  MARKUP_STATUSES,
  MARKUP_TEXT_MAX,
  MARKUP_TITLE_MAX,
  type MarkupCreate,
  type MarkupFeatureLink,
  type MarkupGeometry,
  type MarkupPatch,
  type MarkupRead,
  type MarkupStatus,
} from '@waymark/contract/markup';
import { z } from 'zod';

/** The markup form's values, as its fields hold them (ids and days as text, '' for none). */
export interface MarkupFormValues {
  title: string;
  description: string;
  category: string;
  status: MarkupStatus;
  assignee: string;
  due_date: string;
  survey_date: string;
}

/** Server field errors stand under these fields. */
export const MARKUP_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'status',
  'assignee',
  'due_date',
  'survey_date',
] as const satisfies readonly (keyof MarkupFormValues)[];

const day = z.union([z.literal(''), z.iso.date('markup.form.dayInvalid')]);

/** The form's rules; messages are keys, translated where they are shown. */
export const markupFormRules = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(MARKUP_TITLE_MAX, 'markup.form.titleTooLong'),
  description: z.string().max(MARKUP_TEXT_MAX, 'markup.form.descriptionTooLong'),
  category: z.string().min(1, 'validation.required'),
  status: z.enum(MARKUP_STATUSES),
  assignee: z.string(),
  due_date: day,
  survey_date: day,
}) satisfies z.ZodType<MarkupFormValues, MarkupFormValues>;

/** A new markup's values: open, in the first category, on the survey date shown (if any). */
export function newMarkupValues(
  category: number | null,
  surveyDate: string | null,
): MarkupFormValues {
  return {
    title: '',
    description: '',
    category: category === null ? '' : String(category),
    status: 'open',
    assignee: '',
    due_date: '',
    survey_date: surveyDate ?? '',
  };
}

/** The form's values of a markup as the server has it. */
export function valuesOfMarkup(markup: MarkupRead): MarkupFormValues {
  return {
    title: markup.title,
    description: markup.description,
    category: String(markup.category.id),
    status: markup.status,
    assignee: markup.assignee ? String(markup.assignee.id) : '',
    due_date: markup.due_date ?? '',
    survey_date: markup.survey_date ?? '',
  };
}

const idOrNull = (text: string) => (text === '' ? null : Number(text));
const dayOrNull = (text: string) => (text === '' ? null : text);

/** The fields as the API takes them. */
function fieldsOf(values: MarkupFormValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    category: Number(values.category),
    status: values.status,
    assignee: idOrNull(values.assignee),
    due_date: dayOrNull(values.due_date),
    survey_date: dayOrNull(values.survey_date),
  };
}

/** POST maps/:id/markups/ from values that passed the rules, the drawn shape and its feature. */
export function createBody(
  values: MarkupFormValues,
  geometry: MarkupGeometry,
  feature: MarkupFeatureLink | null,
): MarkupCreate {
  return { geometry, ...fieldsOf(values), feature };
}

/** PATCH: what changed of the markup's fields, with the version edited. */
export function patchBody(values: MarkupFormValues, markup: MarkupRead): MarkupPatch {
  const next = fieldsOf(values);
  const before = fieldsOf(valuesOfMarkup(markup));
  const changed = Object.fromEntries(
    Object.entries(next).filter(([field, value]) => before[field as keyof typeof before] !== value),
  ) as Partial<typeof next>;
  return { ...changed, version: markup.version };
}
