import type { BackendModule, i18n as I18n } from 'i18next';
import type { StaticMessages } from './en.js';
import { LANGUAGES, type Language } from './languages.js';

type Texts = { readonly [key: string]: unknown };

/** The texts features have registered so far, by mount key, in every language. */
const registered = new Map<string, Readonly<Record<Language, Texts>>>();

/** French and Irish are fetched when chosen; English, the fallback, is bundled. */
const BASE_TEXTS: Record<Exclude<Language, 'en'>, () => Promise<StaticMessages>> = {
  fr: () => import('./fr.js').then((module) => module.fr),
  ga: () => import('./ga.js').then((module) => module.ga),
};

function isTree(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null;
}

/** `added` deep-merged into a copy of `base`: a feature's registered part beside its mounted part. */
function merged(base: Texts, added: Texts): Texts {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = out[key];
    out[key] = isTree(existing) && isTree(value) ? merged(existing, value) : value;
  }
  return out;
}

function withRegistered(base: Texts, language: Language): Texts {
  return [...registered].reduce<Texts>(
    (texts, [key, registeredTexts]) => merged(texts, { [key]: registeredTexts[language] }),
    base,
  );
}

/**
 * i18next's backend for the languages that are not bundled: a language's texts, with those of
 * the features registered before it arrived, so `changeLanguage` resolves once all are there.
 */
export const baseTextsBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: async (language: string, namespace: string) => {
    if (namespace !== 'translation') return {};
    const load = language === 'fr' || language === 'ga' ? BASE_TEXTS[language] : null;
    const base = load ? await load() : {};
    // A copy: i18next keeps what it is given and merges registered texts into it.
    return structuredClone(withRegistered(base, language as Language));
  },
};

/**
 * Adds a feature's texts under `mountKey` in every language already loaded, and keeps them for a
 * language loaded later. Idempotent: several entry points of a feature may each register it.
 */
export function addFeatureTexts(
  i18n: I18n,
  mountKey: string,
  texts: Readonly<Record<Language, Texts>>,
): void {
  registered.set(mountKey, texts);
  for (const language of LANGUAGES) {
    // A language not loaded yet gets them from the backend with its own texts: adding them now
    // would make i18next take the language for loaded.
    if (!i18n.hasResourceBundle(language, 'translation')) continue;
    i18n.addResourceBundle(language, 'translation', { [mountKey]: texts[language] }, true, true);
  }
}

/** A language that has just arrived gets any feature registered while it was on its way. */
export function keepRegisteredTexts(i18n: I18n): void {
  i18n.on('loaded', (loaded: Record<string, unknown>) => {
    for (const language of Object.keys(loaded)) {
      if (!(LANGUAGES as readonly string[]).includes(language)) continue;
      for (const [key, texts] of registered)
        i18n.addResourceBundle(
          language,
          'translation',
          { [key]: texts[language as Language] },
          true,
          true,
        );
    }
  });
}
