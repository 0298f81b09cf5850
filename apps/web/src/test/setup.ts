import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { configureAnswerHandling } from '../api/answerHandling.js';
import { featureMessages } from '../app/featureMessages.js';
import { wireCredentials } from '../app/startup.js';
import { i18n } from '../i18n/index.js';
import { addFeatureTexts } from '../i18n/lazyTexts.js';
import { forgetInsertedStyles } from './emotionStyles.js';
import { resetClientState } from './resetClientState.js';

// As main.tsx does: requests carry the session's authentication header.
wireCredentials();

// The app registers a feature's texts when its code loads; tests render features directly.
for (const [key, messages] of Object.entries(featureMessages)) addFeatureTexts(i18n, key, messages);

// Whole-app tests load their pages' sections on demand; on a busy machine that can take a while.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and its Ranges have no rectangles: CodeMirror (the popup template and
// style editors) measures its selection and placeholder with them after each change, and threw
// a TypeError into the log of every test that typed in an editor. No layout: no rectangles.
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

// jsdom has no object URLs, and Node's own refuse jsdom's Blobs ('must be an instance of Blob'):
// maplibre-gl makes its worker's URL from a Blob as it loads. Every test starts with stand-ins,
// whatever an earlier file in the same worker left (a stub it removed, or none).
let objectUrls = 0;
beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: () => `blob:http://localhost/${(objectUrls += 1)}`,
    revokeObjectURL: () => undefined,
  });
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  resetClientState();
  configureAnswerHandling({});
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// A file's styles go with it (the web files share one jsdom per worker; see emotionStyles.tsx).
afterAll(forgetInsertedStyles);
