import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_TYPES, type LayerRead, type OrganisationAbilities } from '@waymark/contract';
import type { ReactNode } from 'react';
import { map, profileWith } from '../../../test/fixtures.js';
import { layer } from '../../../test/layers.js';
import { mockApi, type MockAnswer, type MockRequest } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { PROFILE_KEY } from '../../../entities/session/profileQuery.js';

type Route = MockAnswer | ((request: MockRequest) => MockAnswer | Promise<MockAnswer>);

/**
 * A user who may upload (the session's `upload`) and, in 'Demo Rail Surveys', what
 * `organisation` says: by default create maps and layers.
 */
export const uploader = (
  organisation: Partial<OrganisationAbilities> = { add_map: true, add_layer: true },
) => profileWith({ upload: true }, organisation);

export const corridor: LayerRead = layer({
  id: 2,
  name: 'Survey Corridor',
  type: 'vector',
  owner: { id: 1 },
  attachment_field: 'SENDISTNUM',
});
export const orthophotos: LayerRead = layer({
  id: 3,
  name: 'Orthophotos',
  type: 'raster',
  owner: { id: 1 },
  attachment_field: null,
});
export const demoMap = map({ id: 1, layers: [corridor, orthophotos] });

/** The calls the upload dialogs make, answered; `routes` add to or replace them. */
export function mockUploadApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /api/types/': { body: FILE_TYPES },
    'GET /api/organisations/1/maps/': { body: [demoMap] },
    'GET /api/maps/1/': { body: demoMap },
    'GET /api/layers/2/field-values/SENDISTNUM/': { body: ['35', '36'] },
    ...routes,
  });
}

/** A component under test, signed in as `user`, at `path`. */
export function renderSignedIn(ui: ReactNode, user = uploader(), path = '/maps/1/') {
  const view = renderWithProviders(ui, path);
  view.queryClient.setQueryData(PROFILE_KEY, user);
  return view;
}

export const file = (name: string, size = 100) => new File(['x'.repeat(size)], name);

/** Chooses files as the drop zone's file chooser does. */
export async function addFiles(files: File[]) {
  await userEvent.upload(await screen.findByTestId('upload-input'), files);
}

export const rowOf = (name: string) => within(screen.getByTestId(`upload-row-${name}`));

/** Opens a select or combobox and clicks one of its options. */
export async function choose(combobox: HTMLElement, option: string | RegExp) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

export const WARNING =
  'All files must be assigned to layers and files which require a coordinate system must be set.';
