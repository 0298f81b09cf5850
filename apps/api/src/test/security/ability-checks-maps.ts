import {
  LAYER_ACTIONS,
  LAYER_FILE_ACTIONS,
  MAP_ACTIONS,
  MAP_SHARE_ACTIONS,
} from '@waymark/contract';
import { seedLayer } from '../layers.js';
import { FEATURE_LAT, FEATURE_LON } from './world.js';
import { ask, tryUpload } from './ability-callers.js';
import {
  abilitiesOf,
  EXPIRY,
  flip,
  unique,
  type CheckContext,
  type EntityCheck,
  type Subject,
} from './ability-checks.js';

/** A layer id on no map: an elevation change of it fails on its surveys, after the gate. */
const NO_SUCH_LAYER = 2_000_000_000;

/** Maps, layers, their files and map shares: A's shared and private ones, and B's. */
export function mapChecks({ t, aw }: CheckContext): EntityCheck[] {
  const { world } = aw;
  const mapOfB = async () =>
    (
      await t.container.repos.maps.create({
        organisation_id: world.orgB,
        owner_id: world.userIds.otherAdmin,
        visibility: 'ORG',
        name: unique('Map of B'),
      })
    ).id;
  const layerOf = (organisation: number, owner: number) => () =>
    seedLayer(t, organisation, owner, { name: unique('Layer'), visibility: 'ORG' });

  const markupOfMap = (mapId: number) =>
    [world.a.ORG, world.a.OWN, world.b].find((objects) => objects.map === mapId)?.markup ??
    NO_SUCH_LAYER;
  const maps: Subject[] = [
    { label: 'A shared', id: world.a.ORG.map, fresh: () => world.newMap('ORG') },
    { label: 'A private', id: world.a.OWN.map, fresh: () => world.newMap('OWN') },
    { label: 'B shared', id: world.b.map, fresh: mapOfB },
  ];
  const layers: Subject[] = [
    { label: 'A shared', id: world.a.ORG.layer, fresh: () => world.newLayer('ORG') },
    { label: 'A private', id: world.a.OWN.layer, fresh: () => world.newLayer('OWN') },
    { label: 'B shared', id: world.b.layer, fresh: layerOf(world.orgB, world.userIds.otherAdmin) },
    { label: 'the uploader’s', id: aw.uploaderLayer, fresh: layerOf(world.orgA, aw.uploaderId) },
  ];
  const layerOfFile = new Map<number, number>([
    [world.a.ORG.file, world.a.ORG.layer],
    [world.a.OWN.file, world.a.OWN.layer],
    [world.b.file, world.b.layer],
  ]);
  const files: Subject[] = [...layerOfFile].map(([file, layer]) => ({
    label: `file of layer ${layer}`,
    id: file,
    fresh: () => world.newFile(layer),
  }));
  const shares: Subject[] = (['ORG', 'OWN'] as const).map((kind) => ({
    label: `share of A ${kind}`,
    id: world.shareIds[kind],
    fresh: () => world.newShare(kind),
  }));

  return [
    {
      entity: 'map',
      actions: MAP_ACTIONS,
      subjects: async () => maps,
      read: async (caller, map) => abilitiesOf(await ask(t, caller, 'GET', `/api/maps/${map.id}/`)),
      act: async (caller, map, action) => {
        switch (action) {
          case 'change':
            return ask(t, caller, 'PATCH', `/api/maps/${map.id}/`, { title: 'Checked' });
          case 'delete':
            return ask(t, caller, 'DELETE', `/api/maps/${await map.fresh()}/`);
          case 'change_visibility': {
            const id = await map.fresh();
            const { visibility } = (await t.container.repos.maps.findById(id))!;
            return ask(t, caller, 'PATCH', `/api/maps/${id}/`, { visibility: flip(visibility) });
          }
          case 'share':
            return ask(t, caller, 'POST', '/api/mapshares/', { map: map.id, expiry: EXPIRY() });
          case 'upload':
            return tryUpload(t, caller, `map:${map.id}`);
          case 'add_layer':
            return ask(t, caller, 'POST', `/api/maps/${map.id}/elevation-change/`, {
              earlier: { layer: NO_SUCH_LAYER },
              later: { layer: NO_SUCH_LAYER },
            });
          case 'view_markups':
            return ask(t, caller, 'GET', `/api/maps/${map.id}/markups/`);
          case 'add_markup':
            return ask(t, caller, 'POST', `/api/maps/${map.id}/markups/`, {
              geometry: { type: 'Point', coordinates: [FEATURE_LON, FEATURE_LAT] },
              title: unique('Markup'),
              category: map.id === world.b.map ? world.categories.b : world.categories.a,
            });
          case 'list_markup_assignees':
            return ask(t, caller, 'GET', `/api/maps/${map.id}/markups/assignees/`);
          case 'pack':
            return ask(t, caller, 'POST', `/api/maps/${map.id}/packs/estimate/`, {
              bbox: null,
              zoom_min: 10,
              zoom_max: 12,
            });
          case 'comment_markups':
            return ask(
              t,
              caller,
              'POST',
              `/api/maps/${map.id}/markups/${markupOfMap(map.id)}/comments/`,
              {
                body: unique('Comment'),
                name: 'Ann Lee',
              },
            );
          default:
            return ask(t, caller, 'GET', `/api/maps/${map.id}/`);
        }
      },
      // A map the caller cannot see is no map to share: the share form's field error.
      refusedAsField: { change_visibility: 'visibility', share: 'map' },
      // B's map holds no layer with data: an allowed packer learns there is nothing to pack.
      passedAsField: { add_layer: 'earlier', pack: 'bbox' },
    },
    {
      entity: 'layer',
      actions: LAYER_ACTIONS,
      subjects: async () => layers,
      read: async (caller, layer) =>
        abilitiesOf(await ask(t, caller, 'GET', `/api/layers/${layer.id}/`)),
      act: async (caller, layer, action) => {
        switch (action) {
          case 'change':
            return ask(t, caller, 'PATCH', `/api/layers/${layer.id}/`, { description: 'Checked' });
          case 'delete':
            return ask(t, caller, 'DELETE', `/api/layers/${await layer.fresh()}/`);
          case 'change_visibility': {
            const id = await layer.fresh();
            const row = await t.container.repos.layers.findById(id);
            return ask(t, caller, 'PATCH', `/api/layers/${id}/`, {
              visibility: flip(row?.visibility),
            });
          }
          case 'upload':
            return tryUpload(t, caller, `layer:${layer.id}`);
          default:
            return ask(t, caller, 'GET', `/api/layers/${layer.id}/`);
        }
      },
      refusedAsField: { change_visibility: 'visibility' },
    },
    {
      entity: 'layer file',
      actions: LAYER_FILE_ACTIONS,
      subjects: async () => files,
      read: async (caller, file) => {
        const layer = layerOfFile.get(file.id)!;
        const res = await ask(t, caller, 'GET', `/api/layers/${layer}/files/`);
        if (res.statusCode !== 200) return null;
        const listed = (res.json() as { id: number; abilities: Record<string, boolean> }[]).find(
          (f) => f.id === file.id,
        );
        return listed?.abilities ?? null;
      },
      act: async (caller, file, action) => {
        const layer = layerOfFile.get(file.id)!;
        if (action === 'delete') {
          return ask(t, caller, 'DELETE', `/api/layers/${layer}/files/${await file.fresh()}`);
        }
        if (action === 'change') {
          return ask(t, caller, 'PATCH', `/api/layers/${layer}/files/${file.id}/`, {
            survey_date: '2024-06-01',
          });
        }
        return ask(t, caller, 'GET', `/api/layers/${layer}/files/${file.id}/content/`);
      },
    },
    {
      entity: 'map share',
      actions: MAP_SHARE_ACTIONS,
      subjects: async () => shares,
      read: async (caller, share) =>
        abilitiesOf(await ask(t, caller, 'GET', `/api/mapshares/${share.id}/`)),
      act: async (caller, share, action) => {
        switch (action) {
          case 'change':
            return ask(t, caller, 'PATCH', `/api/mapshares/${share.id}/`, { note: 'Checked' });
          case 'delete':
            return ask(t, caller, 'DELETE', `/api/mapshares/${await share.fresh()}/`);
          case 'rotate':
            return ask(t, caller, 'POST', `/api/mapshares/${await share.fresh()}/rotate/`);
          default:
            return ask(t, caller, 'GET', `/api/mapshares/${share.id}/`);
        }
      },
    },
  ];
}
