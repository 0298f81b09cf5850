import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './ApiError.js';

/**
 * Puts a 400 answer's field errors under the form's fields and returns the rest (detail,
 * non_field_errors, fields the form does not have) as general messages.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const general: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { type: 'server', message: messages.join(' ') });
    else general.push(...messages);
  }
  if (error.detail) general.push(error.detail);
  return general;
}
