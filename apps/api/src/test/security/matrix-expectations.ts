import { MARKERS, type Kind, type Role } from './world.js';

/** The status a role gets: the same for both kinds of object, or per kind. */
export type Cell = number | Record<Kind, number>;

export interface Expectation {
  /** 'objects': asked once per kind of organisation A's objects; 'once': the kind is moot. */
  scope: 'objects' | 'once';
  statuses: Record<Role, Cell>;
  /** Markers a role may receive here although it may not elsewhere, and why. */
  reveals?: Partial<Record<Role, string[]>>;
}

/**
 * A share link's viewer (MapShare header) opens only the map viewer's reads of its map: every
 * other operation answers 403 unless a row says otherwise.
 */
type Statuses = Omit<Record<Role, Cell>, 'shareViewer'> & { shareViewer?: Cell };
const withShare = (statuses: Statuses): Record<Role, Cell> => ({ shareViewer: 403, ...statuses });
const once = (statuses: Statuses): Expectation => ({
  scope: 'once',
  statuses: withShare(statuses),
});
const perKind = (statuses: Statuses): Expectation => ({
  scope: 'objects',
  statuses: withShare(statuses),
});
/** The same, and a share viewer of the object's map reads it too. */
const sharedRead = (expectation: Expectation, ok = 200): Expectation => ({
  ...expectation,
  statuses: { ...expectation.statuses, shareViewer: ok },
});

/** The same answer for everyone, signed in or not. */
const everyone = (status: number) =>
  once({
    anonymous: status,
    member: status,
    editor: status,
    admin: status,
    otherAdmin: status,
    impersonating: status,
    superuser: status,
  });

/** Anonymous callers get 403; every signed-in role this status (share viewers: 403). */
const signedIn = (status: number) => once({ ...everyone(status).statuses, anonymous: 403 });

/**
 * Reading organisation A's maps and layers: every member sees what is shared (ORG), only the
 * owner (the editor) and superusers what is private (OWN); other organisations see nothing.
 */
const readObject = (ok = 200) =>
  perKind({
    anonymous: 403,
    member: { ORG: ok, OWN: 404 },
    editor: ok,
    admin: { ORG: ok, OWN: 404 },
    otherAdmin: 404,
    impersonating: 404,
    superuser: ok,
  });

/**
 * Changing them: the owner, an organisation admin for shared ones, superusers; a member who
 * sees a shared object but lacks the right gets 403.
 */
const changeObject = (ok = 200) =>
  perKind({
    anonymous: 403,
    member: { ORG: 403, OWN: 404 },
    editor: ok,
    admin: { ORG: ok, OWN: 404 },
    otherAdmin: 404,
    impersonating: 404,
    superuser: ok,
  });

/** Organisation A itself, or its lists: its members; nobody else (404). */
const organisationA = (
  memberStatus: number,
  adminStatus = memberStatus,
  editorStatus = memberStatus,
) =>
  once({
    anonymous: 403,
    member: memberStatus,
    editor: editorStatus,
    admin: adminStatus,
    otherAdmin: 404,
    impersonating: 404,
    superuser: adminStatus,
  });

/**
 * An invitation of A's member into B: its invitee (the member) answers `invitee`, B's admin and
 * superusers `inviter`; others do not see it.
 */
const answerInvitation = (invitee: number, inviter: number): Expectation => ({
  ...once({
    anonymous: 403,
    member: invitee,
    editor: 404,
    admin: 404,
    otherAdmin: inviter,
    impersonating: 404,
    superuser: inviter,
  }),
  // The invitee learns which organisation invites them: its name is in the answer.
  reveals: { member: [MARKERS.orgB] },
});

/** A user of organisation A, managed by its admins (users.change_user) and superusers. */
const manageUserOfA = (ok: number) => organisationA(403, ok);

/** Creating something in organisation A: a foreign organisation_id is a field error. */
const createInA = (permitted: Partial<Record<Role, number>>) =>
  once({
    anonymous: 403,
    member: 403,
    editor: 403,
    admin: 403,
    otherAdmin: 400,
    impersonating: 400,
    superuser: 201,
    ...permitted,
  });

/**
 * A share of A's map of the cell's kind, by someone holding the map share permissions. A share
 * of a map the caller cannot see does not exist for them (404), with or without the permission.
 */
const manageShare = (ok: number) =>
  perKind({
    anonymous: 403,
    member: { ORG: 403, OWN: 404 },
    editor: ok,
    admin: { ORG: ok, OWN: 404 },
    otherAdmin: 404,
    impersonating: 404,
    superuser: ok,
  });

/** A resumable upload of the editor's: theirs alone (superusers included, it is 404). */
const ownUpload = (ok: number) =>
  once({
    anonymous: 403,
    member: 404,
    editor: ok,
    admin: 404,
    otherAdmin: 404,
    impersonating: 404,
    superuser: 404,
  });

/**
 * A pack of the editor's on A's map of the cell's kind: theirs, their organisation's admins' (of
 * a map the admin sees) and superusers'; nobody else's, a share viewer's included (404).
 */
const ownPack = (ok: number): Expectation => ({
  scope: 'objects',
  statuses: {
    anonymous: 403,
    member: 404,
    editor: ok,
    admin: { ORG: ok, OWN: 404 },
    otherAdmin: 404,
    impersonating: 404,
    superuser: ok,
    shareViewer: 404,
  },
});

/**
 * OGC API for desktop GIS tools: as the web app's reads, but a caller without credentials is
 * challenged (401, so that GDAL and QGIS ask for the key), and a share link used as a key reads
 * its map's layers.
 */
const ogcOrganisationA = () => sharedRead(once({ ...organisationA(200).statuses, anonymous: 401 }));
const ogcLayer = () => sharedRead(perKind({ ...readObject().statuses, anonymous: 401 }));

/**
 * One row per operation of the OpenAPI document. An operation missing here fails the matrix
 * test: a new endpoint cannot ship without its expectations.
 */
export const EXPECTATIONS: Record<string, Expectation> = {
  'POST /api/auth/login/': everyone(200),
  'POST /api/auth/logout/': everyone(200),
  'GET /api/auth/user/': signedIn(200),
  'GET /api/users/me/': signedIn(200),
  // A wrong current password, so nothing changes.
  'POST /api/auth/password/change/': signedIn(400),
  'POST /api/auth/password/reset/': everyone(200),
  'POST /api/auth/password/reset/confirm/': everyone(400),
  // Two-factor sign-in of one's own account: never while impersonating. Confirming and turning
  // off are sent a wrong code, so nothing changes.
  'POST /api/auth/two-factor/setup/': once({ ...signedIn(200).statuses, impersonating: 403 }),
  'POST /api/auth/two-factor/confirm/': once({ ...signedIn(400).statuses, impersonating: 403 }),
  'POST /api/auth/two-factor/disable/': once({ ...signedIn(400).statuses, impersonating: 403 }),
  'POST /api/users/{id}/two-factor/reset/': manageUserOfA(200),

  'GET /api/users/': manageUserOfA(200),
  'POST /api/users/': createInA({ admin: 201 }),
  'GET /api/users/{id}/': manageUserOfA(200),
  'PATCH /api/users/{id}/': manageUserOfA(200),
  'DELETE /api/users/{id}/': manageUserOfA(204),

  'GET /api/organisations/': signedIn(200),
  // organisations.add_organisation (only the admin and superusers hold it here).
  'POST /api/organisations/': once({
    anonymous: 403,
    member: 403,
    editor: 403,
    admin: 201,
    otherAdmin: 201,
    impersonating: 201,
    superuser: 201,
  }),
  'GET /api/organisations/{id}/': organisationA(200),
  'PATCH /api/organisations/{id}/': organisationA(403, 200),
  'GET /api/organisations/{id}/users/': organisationA(403, 200),
  'GET /api/organisations/{id}/maps/': organisationA(200),
  'GET /api/organisations/{id}/layers/': organisationA(200),
  // organisations.change_organisation and admin of A, as for PATCH.
  'POST /api/organisations/{id}/logo/': organisationA(403, 200),
  'DELETE /api/organisations/{id}/logo/': organisationA(403, 204),
  // Branding is shown before sign-in.
  'GET /api/organisations/{id}/logo/': everyone(200),
  // Branding is shown before sign-in.
  'GET /api/layout/': sharedRead(everyone(200)),
  'GET /api/layout/{id}': sharedRead(everyone(200)),

  'GET /api/maps/': signedIn(200),
  'POST /api/maps/': createInA({ editor: 201, admin: 201 }),
  'GET /api/maps/{id}/': sharedRead(readObject()),
  'PATCH /api/maps/{id}/': changeObject(),
  'DELETE /api/maps/{id}/': changeObject(204),
  'PATCH /api/maps/{id}/layer/{layerId}/': changeObject(),
  'DELETE /api/maps/{id}/layer/{layerId}/': changeObject(),
  'PUT /api/maps/{id}/layers/': changeObject(),
  'GET /api/maps/{id}/search/': sharedRead(readObject()),
  'GET /api/maps/{id}/files/': sharedRead(readObject()),
  // The viewer says it opened the map (usage: maps viewed): whoever reads the map.
  'POST /api/maps/{id}/views/': sharedRead(readObject(204), 204),
  // The viewer's controls: a cross section (no DTM in this world: an empty answer) and the
  // GeoPackage of the features the caller sees (a share viewer's inside the share's bounds).
  'GET /api/maps/{id}/section/': sharedRead(readObject()),
  'GET /api/maps/{id}/download/': sharedRead(readObject()),
  // Earthworks on the map's layers (the world's layers hold no heights: a 400 on the field for
  // those who see the map, as a DTM would answer them).
  'GET /api/maps/{id}/layers/{layerId}/elevation/': sharedRead(readObject(400), 400),
  'POST /api/maps/{id}/volume/': sharedRead(readObject(400), 400),
  'POST /api/maps/{id}/elevation-change/': perKind({
    anonymous: 403,
    member: { ORG: 403, OWN: 404 },
    editor: 400,
    admin: { ORG: 400, OWN: 404 },
    otherAdmin: 404,
    impersonating: 404,
    superuser: 400,
  }),
  // The chainage of a clicked route line, as the map's other viewer calls.
  'GET /api/maps/{id}/layers/{layerId}/features/{fid}/measure/': sharedRead(readObject()),
  'GET /api/tiles/layers/{id}/{z}/{x}/{tile}': sharedRead(readObject()),
  // Without files, a layer of heights has no terrain to send: 204 for whoever may see it.
  'GET /api/tiles/layers/{id}/terrain/{z}/{x}/{tile}': sharedRead(readObject(204), 204),

  'GET /api/layers/': signedIn(200),
  'POST /api/layers/': createInA({ editor: 201, admin: 201 }),
  'GET /api/layers/{id}/': readObject(),
  'PATCH /api/layers/{id}/': changeObject(),
  'DELETE /api/layers/{id}/': changeObject(204),
  'POST /api/layers/{id}/upload_file/': changeObject(),
  'POST /api/layers/{id}/upload_attachment/': changeObject(),
  'GET /api/layers/{id}/status': readObject(),
  'GET /api/layers/{id}/field-values/{field}/': sharedRead(readObject()),
  'GET /api/layers/{id}/files/': sharedRead(readObject()),
  'GET /api/layers/{id}/download_original/': sharedRead(readObject()),
  'GET /api/layers/{id}/files/{fileId}/content/': sharedRead(readObject()),
  'GET /api/layers/{id}/files/{fileId}/model/': sharedRead(readObject()),
  'GET /api/layers/{id}/files/{fileId}/model/properties/': sharedRead(readObject()),
  'DELETE /api/layers/{id}/files/delete_multi/': changeObject(204),
  'DELETE /api/layers/{id}/files/{fileId}': changeObject(204),
  'PATCH /api/layers/{id}/files/{fileId}/': changeObject(200),

  'GET /api/types/': signedIn(200),
  'GET /api/maps/coordinate-systems/': signedIn(200),
  'GET /api/maps/coordinate-systems/{code}/': signedIn(200),
  // profiles.impersonate, and only users of one's own organisations.
  'POST /api/impersonate/acquire/': once({
    anonymous: 403,
    member: 403,
    editor: 403,
    admin: 200,
    otherAdmin: 404,
    impersonating: 404,
    superuser: 200,
  }),
  // Only a session that impersonates can release.
  'POST /api/impersonate/release/': once({
    anonymous: 403,
    member: 403,
    editor: 403,
    admin: 403,
    otherAdmin: 403,
    impersonating: 200,
    superuser: 403,
  }),
  'GET /api/health/': sharedRead(everyone(200)),
  // Probes of load balancers and Kubernetes: public, as the health report is.
  'GET /api/health/live/': sharedRead(everyone(200)),
  'GET /api/health/ready/': sharedRead(everyone(200)),

  // Resumable uploads: creating one needs the target's upload rights; an upload is its
  // creator's alone (the editor's here), whoever else asks. (HEAD routes are not in the
  // document; tus.routes.test.ts asks HEAD as a stranger.)
  'POST /api/uploads/': changeObject(201),
  'PATCH /api/uploads/{upload}/': ownUpload(204),
  'DELETE /api/uploads/{upload}/': ownUpload(204),

  // Map shares: creating needs maps.add_mapshare and a map the creator sees (else a field
  // error); the settings need maps.change_mapshare (revoking maps.delete_mapshare) and show
  // shares of maps the reader sees. The share viewer's own validation is tested apart.
  // A map the caller cannot see is no map to share (400 on the field), with or without the right.
  'POST /api/mapshares/': perKind({
    anonymous: 403,
    member: { ORG: 403, OWN: 400 },
    editor: 201,
    admin: { ORG: 201, OWN: 400 },
    otherAdmin: 400,
    impersonating: 400,
    superuser: 201,
  }),
  'GET /api/organisations/{id}/mapshares/': organisationA(403, 200, 200),
  // Invitations of existing accounts: A's, for those who may add users to A; one's own; and an
  // invitation of A's member into B, answered by that member alone, cancelled by B's admins.
  'GET /api/organisations/{id}/invitations/': organisationA(403, 200),
  'GET /api/invitations/': signedIn(200),
  'POST /api/invitations/{id}/accept/': answerInvitation(200, 403),
  'POST /api/invitations/{id}/decline/': answerInvitation(200, 403),
  'POST /api/invitations/{id}/cancel/': answerInvitation(403, 200),
  'GET /api/mapshares/{id}/': manageShare(200),
  'PATCH /api/mapshares/{id}/': manageShare(200),
  'DELETE /api/mapshares/{id}/': manageShare(204),
  'POST /api/mapshares/{id}/rotate/': manageShare(200),
  // Personal access keys: one's own (never while impersonating: a key outlives the session);
  // an organisation's keys for its admins.
  'GET /api/access-keys/': signedIn(200),
  'POST /api/access-keys/': once({ ...signedIn(201).statuses, impersonating: 403 }),
  'DELETE /api/access-keys/{id}/': once({
    anonymous: 403,
    member: 404,
    editor: 204,
    admin: 204,
    otherAdmin: 404,
    impersonating: 404,
    superuser: 204,
  }),
  'GET /api/organisations/{id}/access-keys/': organisationA(403, 200),
  // The organisation's usage figures: its admins (and superusers).
  'GET /api/organisations/{id}/usage/': organisationA(403, 200),
  // Its audit log, read and exported: the same admins (issue 30).
  'GET /api/organisations/{id}/audit-log/': organisationA(403, 200),
  'GET /api/organisations/{id}/audit-log/export/': organisationA(403, 200),
  // Every organisation's audit log at once: superusers only.
  'GET /api/audit-log/': once({ ...everyone(403).statuses, superuser: 200 }),
  'GET /api/audit-log/export/': once({ ...everyone(403).statuses, superuser: 200 }),
  // Its identity provider: whoever may change the organisation (issue 30). Discovery at a port
  // where nothing answers is a 400 for them; the others never get that far.
  'GET /api/organisations/{id}/sso/': organisationA(403, 200),
  'PUT /api/organisations/{id}/sso/': organisationA(403, 200),
  'DELETE /api/organisations/{id}/sso/': organisationA(403, 204),
  'POST /api/organisations/{id}/sso/test/': organisationA(403, 400),
  // Signing in through a provider happens before anyone is signed in: the same for everyone
  // (a share link opens only its map). A has no provider (404 to start one); a callback
  // without a sign-in under way goes back to Login (302); a code no sign-in handed over is
  // refused.
  'GET /api/auth/sso/': everyone(200),
  'POST /api/auth/sso/lookup/': everyone(200),
  'GET /api/auth/sso/{id}/start/': everyone(404),
  'GET /api/auth/sso/callback/': everyone(302),
  'POST /api/auth/sso/exchange/': everyone(400),
  // Page views and events for the analytics service: anyone may send them (the sign-in page
  // too); what goes on is the server's to decide (off here: nothing does).
  'POST /api/analytics/events/': sharedRead(everyone(202), 202),

  // Markups (issue 27): whoever reads the map reads its markups, and a share viewer as the
  // share's mode says (the world's shares open them to comments); adding needs
  // markups.add_markup, changing and deleting authorship (the editor's here) or
  // markups.change_markup / delete_markup (the admin); commenting is every reader's.
  'GET /api/maps/{id}/markups/': sharedRead(readObject()),
  'POST /api/maps/{id}/markups/': changeObject(201),
  'GET /api/maps/{id}/markups/geojson/': sharedRead(readObject()),
  'GET /api/maps/{id}/markups/export/': sharedRead(readObject()),
  // Whom markups may be assigned to (A's people): markups.add_markup (the editor) or
  // markups.change_markup (the admin), of a map they see; never a share viewer.
  'GET /api/maps/{id}/markups/assignees/': changeObject(),
  'POST /api/maps/{id}/markups/import/': changeObject(201),
  'GET /api/maps/{id}/markups/{markupId}/': sharedRead(readObject()),
  'PATCH /api/maps/{id}/markups/{markupId}/': changeObject(),
  'DELETE /api/maps/{id}/markups/{markupId}/': changeObject(204),
  'GET /api/maps/{id}/markups/{markupId}/comments/': sharedRead(readObject()),
  'POST /api/maps/{id}/markups/{markupId}/comments/': sharedRead(readObject(201), 201),
  'GET /api/maps/{id}/markups/{markupId}/history/': sharedRead(readObject()),
  'GET /api/maps/{id}/markups/{markupId}/attachments/': sharedRead(readObject()),
  'POST /api/maps/{id}/markups/{markupId}/attachments/': changeObject(201),
  'GET /api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/': sharedRead(readObject()),
  'GET /api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/thumbnail/':
    sharedRead(readObject()),
  'DELETE /api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/': changeObject(204),
  // Categories: A's members (and its share viewers, whose shares show markups) read them; its
  // admins keep them.
  'GET /api/organisations/{id}/markup-categories/': sharedRead(organisationA(200)),
  'POST /api/organisations/{id}/markup-categories/': organisationA(403, 201),
  'PATCH /api/markup-categories/{id}/': organisationA(403, 200),
  'DELETE /api/markup-categories/{id}/': organisationA(403, 204),
  // One's own settings.
  'PATCH /api/users/me/settings/': signedIn(200),

  // Offline packs (issue 28): whoever reads the map packs it and lists their own packs (a share
  // viewer the share's view), never an access key; a pack is its maker's (the editor's here),
  // and its organisation admins', of a map they see. A signed archive URL needs no credentials:
  // a signature of nobody's is refused to everyone alike.
  'POST /api/maps/{id}/packs/estimate/': sharedRead(readObject()),
  'POST /api/maps/{id}/packs/': sharedRead(readObject(201), 201),
  'GET /api/maps/{id}/packs/': sharedRead(readObject()),
  // The archives the viewer draws from are read as the map is.
  'GET /api/maps/{id}/tile-archives/': sharedRead(readObject()),
  'GET /api/packs/{id}/': ownPack(200),
  'DELETE /api/packs/{id}/': ownPack(204),
  'GET /api/pack-archives/{archiveId}/{dataVersion}/{expires}/{signature}/{file}': sharedRead(
    everyone(403),
    403,
  ),

  'GET /api/ogc/': sharedRead(once({ ...signedIn(200).statuses, anonymous: 401 })),
  'GET /api/ogc/organisations/{id}/': ogcOrganisationA(),
  'GET /api/ogc/organisations/{id}/conformance': ogcOrganisationA(),
  'GET /api/ogc/organisations/{id}/collections': ogcOrganisationA(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}': ogcLayer(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/queryables': ogcLayer(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/schema': ogcLayer(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/items': ogcLayer(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/items/{featureId}': ogcLayer(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/tiles': ogcLayer(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/tiles/{tileMatrixSetId}': ogcLayer(),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/tiles/{tileMatrixSetId}/{tileMatrix}/{tileRow}/{tileCol}':
    ogcLayer(),
};
