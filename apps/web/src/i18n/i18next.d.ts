import 'i18next';
import type { Messages } from './en.js';

// Type-checked translation keys: t('auth.lgoin') fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
