import { Readable } from 'node:stream';
import { PERMISSIONS, type Permission } from '@waymark/contract';
import { seedFeatures, seedLayer, seedLayerFile } from '../layers.js';
import type { TestContext } from '../test-app.js';
import { categoryOf, seedCategory, seedMarkup, seedMarkupPhoto } from './world-markups.js';

/**
 * Who calls, in the permission matrix and the fuzzing. Each role's token; `anonymous` has none.
 * `impersonating` is an admin of organisation B acting as a user who is admin of A and member
 * of B: the session may act only in B (the intersection).
 */
export const ROLES = [
  'anonymous',
  'member',
  'editor',
  'admin',
  'otherAdmin',
  'impersonating',
  'superuser',
  'shareViewer',
] as const;
export type Role = (typeof ROLES)[number];

/** ORG: shared with organisation A, owned by the editor. OWN: the editor's private objects. */
export const KINDS = ['ORG', 'OWN'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * Markers in the names of tenant data. A 2xx body that carries a marker its caller may not see
 * is a leak, whatever the status says.
 */
export const MARKERS = {
  orgA: 'MARKER-ALPHA-ORG',
  ownA: 'MARKER-ALPHA-OWN',
  orgB: 'MARKER-BRAVO',
} as const;

/** The markers each role must never receive. */
export const FORBIDDEN_MARKERS: Record<Role, string[]> = {
  anonymous: [MARKERS.orgA, MARKERS.ownA, MARKERS.orgB],
  member: [MARKERS.ownA, MARKERS.orgB],
  editor: [MARKERS.orgB],
  admin: [MARKERS.ownA, MARKERS.orgB],
  otherAdmin: [MARKERS.orgA, MARKERS.ownA],
  impersonating: [MARKERS.orgA, MARKERS.ownA],
  superuser: [],
  // A share of the ORG map (by the admin) shows no private layer; the OWN map's share (by its
  // owner) shows the owner's layers: see forbiddenMarkers.
  shareViewer: [MARKERS.orgB],
};

/** What a role must not receive about objects of a kind. */
export function forbiddenMarkers(role: Role, kind: Kind): string[] {
  if (role === 'shareViewer' && kind === 'ORG') return [MARKERS.ownA, MARKERS.orgB];
  return FORBIDDEN_MARKERS[role];
}

const EDITOR_PERMISSIONS: Permission[] = [
  'layers.add_layer',
  'layers.change_layer',
  'layers.delete_layer',
  'layers.upload',
  'layers.upload_geodata',
  'maps.add_map',
  'maps.change_map',
  'maps.delete_map',
  'maps.add_mapshare',
  'maps.change_mapshare',
  'maps.delete_mapshare',
  'markups.add_markup',
];

/** Where the seeded features lie (Dublin), and the z10 tile that holds them. */
export const FEATURE_LON = -6.26;
export const FEATURE_LAT = 53.35;
export function tileOf(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { x, y };
}

export interface WorldObjects {
  map: number;
  layer: number;
  /** A stored attachment of `layer`, listed by every viewer of the layer. */
  file: number;
  fileName: string;
  /** An IFC attachment of `layer` with its converted glb and properties beside it. */
  model: number;
  /** A markup on `map`, at the features (inside the share's bounds), by the map's owner. */
  markup: number;
  /** A photo of `markup`, with its thumbnail. */
  attachment: number;
}

/** Roles that sign in with a user's token. */
export type UserRole = Exclude<Role, 'anonymous' | 'shareViewer'>;

/** The share viewer's box: around the seeded features. */
export const SHARE_BOUNDS = [
  FEATURE_LON - 0.05,
  FEATURE_LAT - 0.05,
  FEATURE_LON + 0.05,
  FEATURE_LAT + 0.05,
];

export interface World {
  orgA: number;
  orgB: number;
  tokens: Record<UserRole, string>;
  userIds: Record<UserRole, number> & { shared: number };
  /** Share tokens of A's maps: ORG shared by the admin, OWN by its owner (the editor). */
  shareTokens: Record<Kind, string>;
  shareIds: Record<Kind, number>;
  /** A fresh share of A's map of this kind (for revoking and rotating). */
  newShare(kind: Kind): Promise<number>;
  /** Organisation A's objects by kind. */
  a: Record<Kind, WorldObjects>;
  /** Organisation B's (shared with B, owned by its admin). */
  b: WorldObjects;
  /** A plain member of A, for the user endpoints. */
  memberOfA: number;
  /** Fresh objects for operations that delete or detach what they are given. */
  newMap(kind: Kind): Promise<number>;
  newLayer(kind: Kind, mapId?: number): Promise<number>;
  newFile(layerId: number): Promise<number>;
  newMemberOfA(): Promise<number>;
  /** Each organisation's first markup category. */
  categories: { a: number; b: number };
  /** A fresh markup on A's map of this kind, by the editor (its owner). */
  newMarkup(kind: Kind): Promise<number>;
  newAttachment(markupId: number): Promise<number>;
  /** A fresh category of A that no markup uses. */
  newCategory(): Promise<number>;
}

let sequence = 0;

async function put(t: TestContext, key: string, content: string) {
  return t.container.storage.put(key, Readable.from([Buffer.from(content)]));
}

/** An IFC attachment as its conversion leaves it: ready, a glb and properties beside it. */
async function storeModel(t: TestContext, layerId: number, marker: string) {
  const name = `station-${marker}-${(sequence += 1)}`;
  const key = `layers/${layerId}/attachments/${name}`;
  const ifc = await put(t, `${key}.ifc`, 'ISO-10303-21;');
  const id = await seedLayerFile(t, layerId, {
    role: 'attachment',
    file_type: 'attachment',
    name: `${name}.ifc`,
    storage_key: `${key}.ifc`,
    size: ifc.size,
    sha256: ifc.sha256,
    attach_all: true,
  });
  const parts = [
    ['glb', 'model-glb', 'model/gltf-binary', 'glTF'],
    ['properties.json', 'model-properties', 'application/json', '{"schema":"IFC4","elements":{}}'],
  ] as const;
  for (const [extension, type, contentType, content] of parts) {
    const stored = await put(t, `${key}.${extension}`, content);
    await seedLayerFile(t, layerId, {
      parent_id: id,
      role: 'derived',
      file_type: type,
      name: `${name}.${extension}`,
      storage_key: `${key}.${extension}`,
      size: stored.size,
      sha256: stored.sha256,
      content_type: contentType,
    });
  }
  return id;
}

async function storeFile(t: TestContext, layerId: number, marker: string) {
  const name = `report-${marker}-${(sequence += 1)}.pdf`;
  const key = `layers/${layerId}/attachments/${name}`;
  const stored = await t.container.storage.put(key, Readable.from([Buffer.from('%PDF-1.4\n')]));
  const id = await seedLayerFile(t, layerId, {
    role: 'attachment',
    file_type: 'attachment',
    name,
    storage_key: key,
    size: stored.size,
    sha256: stored.sha256,
    content_type: 'application/pdf',
    attach_all: true,
  });
  return { id, name };
}

/** Organisations A and B, a user per role, and marked maps, layers, features and files. */
export async function buildWorld(t: TestContext): Promise<World> {
  const orgA = await t.createOrganisation(`Alpha ${MARKERS.orgA}`, 'alpha.test');
  const orgB = await t.createOrganisation(`Bravo ${MARKERS.orgB}`, 'bravo.test');
  const user = (
    email: string,
    organisations: { id: number; admin?: boolean }[],
    permissions: Permission[] = [],
    superuser = false,
  ) => t.createUser({ email, organisations, permissions, superuser });

  const member = await user('member@alpha.test', [{ id: orgA }]);
  const editor = await user('editor@alpha.test', [{ id: orgA }], EDITOR_PERMISSIONS);
  const admin = await user('admin@alpha.test', [{ id: orgA, admin: true }], [...PERMISSIONS]);
  const otherAdmin = await user('admin@bravo.test', [{ id: orgB, admin: true }], [...PERMISSIONS]);
  const impersonator = await user(
    'support@bravo.test',
    [{ id: orgB, admin: true }],
    ['profiles.impersonate'],
  );
  const shared = await user(
    'shared@bravo.test',
    [{ id: orgA, admin: true }, { id: orgB }],
    [...PERMISSIONS],
  );
  const superuser = await user('root@waymark.test', [], [], true);
  const acquired = await t.request('POST', '/api/impersonate/acquire/', {
    token: impersonator.token,
    body: { user_pk: shared.id },
  });
  if (acquired.statusCode !== 200) throw new Error(`impersonation failed: ${acquired.body}`);

  const newLayer = async (kind: Kind, mapId?: number) => {
    const marker = kind === 'ORG' ? MARKERS.orgA : MARKERS.ownA;
    const layerId = await seedLayer(
      t,
      orgA,
      editor.id,
      {
        name: `Layer ${marker} ${(sequence += 1)}`,
        type: 'vector',
        visibility: kind,
        attributes: ['name'],
        search_field: 'name',
        extent: [FEATURE_LON - 0.01, FEATURE_LAT - 0.01, FEATURE_LON + 0.01, FEATURE_LAT + 0.01],
      },
      mapId === undefined ? [] : [mapId],
    );
    await seedFeatures(t, layerId, [
      { fid: 1, properties: { name: `Bridge ${marker}` }, lon: FEATURE_LON, lat: FEATURE_LAT },
    ]);
    return layerId;
  };
  const newMap = async (kind: Kind) => {
    const marker = kind === 'ORG' ? MARKERS.orgA : MARKERS.ownA;
    const map = await t.container.repos.maps.create({
      organisation_id: orgA,
      owner_id: editor.id,
      visibility: kind,
      name: `Map ${marker} ${(sequence += 1)}`,
    });
    return map.id;
  };

  const here = { lon: FEATURE_LON, lat: FEATURE_LAT };
  const markerOf = (kind: Kind) => (kind === 'ORG' ? MARKERS.orgA : MARKERS.ownA);
  const maps: Partial<Record<Kind, number>> = {};
  const newMarkup = (kind: Kind) =>
    seedMarkup(
      t,
      { organisationId: orgA, mapId: maps[kind]!, authorId: editor.id },
      markerOf(kind),
      here,
    );
  const objectsOf = async (kind: Kind): Promise<WorldObjects> => {
    const map = await newMap(kind);
    maps[kind] = map;
    const layer = await newLayer(kind, map);
    const marker = markerOf(kind);
    const file = await storeFile(t, layer, marker);
    const model = await storeModel(t, layer, marker);
    const markup = await newMarkup(kind);
    const attachment = await seedMarkupPhoto(t, markup, marker, editor.id);
    return { map, layer, file: file.id, fileName: file.name, model, markup, attachment };
  };
  const a = { ORG: await objectsOf('ORG'), OWN: await objectsOf('OWN') };
  // Each map of A also holds the other kind's layer: a map must not show a layer its viewer
  // may not see.
  await t.container.repos.mapLayers.attach(a.ORG.map, a.OWN.layer);
  await t.container.repos.mapLayers.attach(a.OWN.map, a.ORG.layer);

  const mapB = await t.container.repos.maps.create({
    organisation_id: orgB,
    owner_id: otherAdmin.id,
    visibility: 'ORG',
    name: `Map ${MARKERS.orgB}`,
  });
  const layerB = await seedLayer(
    t,
    orgB,
    otherAdmin.id,
    { name: `Layer ${MARKERS.orgB}`, attributes: ['name'], search_field: 'name' },
    [mapB.id],
  );
  await seedFeatures(t, layerB, [
    { fid: 1, properties: { name: `Bridge ${MARKERS.orgB}` }, lon: FEATURE_LON, lat: FEATURE_LAT },
  ]);
  const fileB = await storeFile(t, layerB, MARKERS.orgB);
  const modelB = await storeModel(t, layerB, MARKERS.orgB);
  const markupB = await seedMarkup(
    t,
    { organisationId: orgB, mapId: mapB.id, authorId: otherAdmin.id },
    MARKERS.orgB,
    here,
  );
  const attachmentB = await seedMarkupPhoto(t, markupB, MARKERS.orgB, otherAdmin.id);

  const newMemberOfA = async () =>
    (
      await t.container.repos.users.create({
        email: `victim${(sequence += 1)}@alpha.test`,
        first_name: 'Victim',
        last_name: MARKERS.orgA,
        password_hash: null,
      })
    ).id;
  const memberOfA = await newMemberOfA();
  await t.container.repos.users.upsertMembership(memberOfA, orgA, false);

  // ORG map shared by the admin (who cannot see the editor's private layer on it); OWN map
  // shared by its owner, the editor.
  const share = async (kind: Kind) => {
    const res = await t.request('POST', '/api/mapshares/', {
      token: kind === 'ORG' ? admin.token : editor.token,
      body: {
        map: a[kind].map,
        expiry: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
        bounds: SHARE_BOUNDS,
        // Open to comments: a share viewer reads the markups and comments on them.
        markups: 'comment',
      },
    });
    if (res.statusCode !== 201) throw new Error(`share failed: ${res.body}`);
    return res.json() as { id: number; token: string };
  };
  const shares = { ORG: await share('ORG'), OWN: await share('OWN') };

  return {
    orgA,
    orgB,
    tokens: {
      member: member.token,
      editor: editor.token,
      admin: admin.token,
      otherAdmin: otherAdmin.token,
      impersonating: impersonator.token,
      superuser: superuser.token,
    },
    userIds: {
      member: member.id,
      editor: editor.id,
      admin: admin.id,
      otherAdmin: otherAdmin.id,
      impersonating: impersonator.id,
      superuser: superuser.id,
      shared: shared.id,
    },
    a,
    b: {
      map: mapB.id,
      layer: layerB,
      file: fileB.id,
      fileName: fileB.name,
      model: modelB,
      markup: markupB,
      attachment: attachmentB,
    },
    memberOfA,
    shareTokens: { ORG: shares.ORG.token, OWN: shares.OWN.token },
    shareIds: { ORG: shares.ORG.id, OWN: shares.OWN.id },
    newShare: async (kind) => (await share(kind)).id,
    newMap,
    newLayer,
    newFile: async (layerId) => (await storeFile(t, layerId, MARKERS.orgA)).id,
    categories: { a: await categoryOf(t, orgA), b: await categoryOf(t, orgB) },
    newMarkup,
    newAttachment: (markupId) => seedMarkupPhoto(t, markupId, MARKERS.orgA, editor.id),
    newCategory: () => seedCategory(t, orgA),
    newMemberOfA: async () => {
      const id = await newMemberOfA();
      await t.container.repos.users.upsertMembership(id, orgA, false);
      return id;
    },
  };
}
