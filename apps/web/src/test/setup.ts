import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureAnswerHandling } from '../api/answerHandling.js';
import { i18n } from '../i18n/index.js';
import { resetClientState } from './resetClientState.js';

// Whole-app tests load their pages' sections on demand; on a busy machine that can take a while.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  resetClientState();
  configureAnswerHandling({});
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
