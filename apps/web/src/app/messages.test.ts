import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { featureMessages } from './featureMessages.js';
import { fr } from '../i18n/fr.js';
import { ga } from '../i18n/ga.js';

type Tree = { [key: string]: string | Tree };

/** Two trees as one, as i18next's deep addResourceBundle merges them. */
function merge(base: Tree, added: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = out[key];
    out[key] =
      typeof value !== 'string' && existing !== undefined && typeof existing !== 'string'
        ? merge(existing, value)
        : value;
  }
  return out;
}

/**
 * Every text of a language: its message file, and the texts each feature registers when it loads
 * (under the same key, beside a part the message file may mount for the map page).
 */
function allTexts(base: Tree, language: 'en' | 'fr' | 'ga'): Tree {
  return Object.entries(featureMessages).reduce<Tree>(
    (tree, [key, messages]) => merge(tree, { [key]: messages[language] }),
    base,
  );
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// Texts that are rightly the same in another language: the product name, the dash of an empty
// value, and French words spelled as in English.
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: [
    'app.name',
    'common.emptyValue',
    'sidebar.organisations',
    'sidebar.organisation',
    'admin.organisation',
    'usersAdmin.groups.organisations',
    'layersAdmin.columns.type',
    'layerForm.description',
    'layerForm.attribution',
    'layerForm.style',
    'layerForm.previewZoom',
    'dataGrid.actions',
    'dataGrid.columnMenu',
    'popups.files.date',
    'popups.files.actions',
    'popups.legend.points',
    'viewers.pointCloud.classification',
    'mapPdf.orientation',
    'mapPdf.portrait',
    'mapPdf.north',
    'layerForm.files.place.lng',
    'layerForm.files.place.lat',
    'mapFiles.columns.date',
    'tour.steps.menu.title',
    'invitations.title',
    'invitations.menu',
    'invitations.organisation.tab',
    'invitations.organisation.list',
    'mapsAdmin.controls.volume',
    // 'Image', 'Terrain' and 'Point' are French words too; viridis is the ramp's own name.
    'layerForm.raster.kinds.image',
    'layerForm.raster.ramps.terrain',
    'layerForm.raster.ramps.viridis',
    'measure.point',
    // '3D' in French too; an exaggeration is '×1.5' and a size '2 px' in every language.
    'scene.title',
    'scene.times',
    'scene.pixels',
    'scene.mode.classification',
    // The same words in French: 'Point', 'Description', 'Format', 'Photo(s)', 'Observation',
    // 'Question'; a history entry is its actor and what they did.
    'markup.draw.point',
    'markup.form.description',
    'markup.files.thumbnail',
    'markup.history.entry',
    'markup.export.format',
    'markup.report.photos',
    'markupWords.icons.observation',
    'markupWords.icons.question',
    // 'Action' and 'Organisation' are French words too.
    'auditLog.filters.action',
    'auditLog.columns.action',
    'auditLog.entry.action',
    'auditLog.actionGroups.organisation',
    'auditLog.entry.organisation',
    'auditLog.columns.organisation',
    'auditLog.objectTypes.organisation',
    'ssoSettings.rules.permissions',
  ],
  ga: [
    'app.name',
    'common.emptyValue',
    'layerForm.raster.ramps.viridis',
    'scene.times',
    'scene.pixels',
    // A status and its count, a field going from one value to another: no words to translate.
    'markup.list.statusChip',
    'markup.history.fromTo',
  ],
};

describe.each([
  ['fr', fr],
  ['ga', ga],
] as const)('%s messages', (language, messages) => {
  const english = flatten(allTexts(en, 'en'));
  const translated = flatten(allTexts(messages, language));

  it('have every English key and no other', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it('are translations, not copies of the English', () => {
    const copies = Object.keys(english).filter(
      (key) => translated[key] === english[key] && !SAME_AS_ENGLISH[language]?.includes(key),
    );
    expect(copies).toEqual([]);
  });

  it('keep the placeholders of the English', () => {
    for (const [key, text] of Object.entries(english)) {
      const placeholders = text.match(/{{\w+}}/g) ?? [];
      for (const placeholder of placeholders) expect(translated[key]).toContain(placeholder);
    }
  });
});

describe('Feature messages', () => {
  it('are each registered under a key the message files use for nothing else', () => {
    for (const [key, messages] of Object.entries(featureMessages)) {
      const mounted = (en as Tree)[key];
      if (mounted === undefined) continue;
      // A mounted part (i18n/shell/) shares no key with the registered part.
      const shared = Object.keys(flatten({ [key]: mounted })).filter((path) =>
        Object.keys(flatten({ [key]: messages.en })).includes(path),
      );
      expect(shared).toEqual([]);
    }
  });
});

describe('English messages', () => {
  it('carry the exact texts of the spec', () => {
    const english = flatten(allTexts(en, 'en'));
    for (const text of [
      'Initialising...',
      'File not found',
      'You dont have permission to complete action',
      'This domain is not configured. Please contact the admin.',
      'Login as...',
      'Release',
      'Change Password',
      'Logout',
      'Back to login',
      'Send reset link',
      'Set new password',
      'Password successfully reset',
      'Please login with the new password',
      'Token expired',
      'Password should match',
      'Value is required',
      'This field is required',
      'No map found',
      'Settings',
      '{{status}} Could not connect to server',
      'Search',
      'No results',
      'Search by',
      'Please add some layers:',
      'Edit Map',
      'Loading layers...',
      'Background Map',
      'Hide',
      'Map Info',
      'Link Valid Until',
      'Shared By',
      'Map bounds are restricted',
      'All Features',
      'Street Map',
      'Satellite Map',
    ]) {
      expect(Object.values(english)).toContain(text);
    }
  });
});
