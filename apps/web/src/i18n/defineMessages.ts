/** A tree of texts: the shape of a message file and of each feature's messages. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The same keys as `T`, each a text: what a translation of `T` must provide. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * A feature's texts in the three languages, kept beside the feature (features/<name>/
 * messages.ts) and mounted under one key of each message file. French and Irish must have
 * exactly the English keys: the compiler checks it here, messages.test.ts again at run time.
 */
export function defineMessages<T extends MessageTree>(messages: {
  en: T;
  fr: Translation<T>;
  ga: Translation<T>;
}) {
  return messages;
}
