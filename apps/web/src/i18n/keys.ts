import type { ParseKeys, TFunction } from 'i18next';

/** Any key of the message files, e.g. 'auth.login'. */
export type MessageKey = ParseKeys;

/** A text to show later, translated when shown so that a language switch applies to it too. */
export type Translatable =
  { key: MessageKey; values?: Record<string, string | number> } | { text: string };

export function translate(t: TFunction, message: Translatable): string {
  if ('text' in message) return message.text;
  return (t as (key: string, values?: Record<string, string | number>) => string)(
    message.key,
    message.values,
  );
}

/**
 * Form messages are message keys when the client wrote them and plain text when the server did
 * (its field errors); only the former are translated.
 */
export function translateFormMessage(
  t: TFunction,
  exists: (key: string) => boolean,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  return exists(message) ? (t as (key: string) => string)(message) : message;
}
