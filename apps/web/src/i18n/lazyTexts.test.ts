import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../features/upload/messages.js';
import { en } from './en.js';
import { i18n } from './index.js';
import { addFeatureTexts } from './lazyTexts.js';

const t = (key: string) => (i18n.t as (key: string) => string)(key);

describe('texts loaded on demand', () => {
  it('brings French with the features registered before it was chosen', async () => {
    // The test setup registered every feature while only English was loaded.
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    await i18n.changeLanguage('fr');
    expect(t('auth.login')).toBe('Se connecter');
    expect(t('upload.dropZone')).toBe(uploadMessages.fr.dropZone);
    // The map page's part of a feature, mounted in the message file, is kept beside it.
    expect(t('upload.button')).toBe('Téléverser');
  });

  it('adds a feature registered later to the loaded languages and to those loaded after', async () => {
    await i18n.changeLanguage('fr');
    addFeatureTexts(i18n, 'lateFeature', {
      en: { hello: 'Hello' },
      fr: { hello: 'Bonjour' },
      ga: { hello: 'Dia duit' },
    });
    expect(t('lateFeature.hello')).toBe('Bonjour');
    await i18n.changeLanguage('ga');
    expect(t('lateFeature.hello')).toBe('Dia duit');
    expect(t('auth.login')).toBe('Logáil isteach');
    await i18n.changeLanguage('en');
    expect(t('lateFeature.hello')).toBe('Hello');
  });

  it('leaves the message files as they are', () => {
    expect(en).not.toHaveProperty('lateFeature');
    expect(en.upload).not.toHaveProperty('dropZone');
  });
});
