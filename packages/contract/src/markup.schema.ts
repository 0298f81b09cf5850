import { z } from 'zod';
// Through the index, which the web app's first frame loads whole: a lazy part that reached only
// some of its modules would split the first frame's chunk of them into smaller ones.
import {
  idNumber,
  idText,
  listQuery,
  markupAbilities,
  markupCategoryAbilities,
  surveyDate,
} from './index.js';

/**
 * Markups (issue 27): a survey's findings drawn on a map — a point, a line or an area with a
 * title, a category, a status, an assignee, a due date, photos and files, and a thread of
 * comments — every change kept as history.
 */

export const MARKUP_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type MarkupStatus = (typeof MARKUP_STATUSES)[number];

/** The icons a category may take (the map draws them inside the status colour). */
export const MARKUP_ICONS = ['defect', 'observation', 'hazard', 'question', 'flag', 'pin'] as const;
export type MarkupIcon = (typeof MARKUP_ICONS)[number];

/** Each new organisation's categories, until its admins change them. */
export const DEFAULT_MARKUP_CATEGORIES: readonly { name: string; icon: MarkupIcon }[] = [
  { name: 'Defect', icon: 'defect' },
  { name: 'Observation', icon: 'observation' },
  { name: 'Hazard', icon: 'hazard' },
  { name: 'Question', icon: 'question' },
];

export const MARKUP_TITLE_MAX = 200;
export const MARKUP_TEXT_MAX = 10_000;
export const MARKUP_COMMENT_MAX = 5_000;
/** The most vertices one markup's geometry may have. */
export const MARKUP_VERTEX_MAX = 5_000;
/** The most markups one GeoJSON import may hold. */
export const MARKUP_IMPORT_MAX = 5_000;
/** A share viewer's name on a comment. */
export const SHARE_COMMENTER_NAME_MAX = 100;

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
const position = z.tuple([longitude, latitude]);
const line = z.array(position).min(2).max(MARKUP_VERTEX_MAX);
const ring = z
  .array(position)
  .min(4)
  .max(MARKUP_VERTEX_MAX)
  .refine((r) => {
    const [first, last] = [r[0], r[r.length - 1]];
    return (
      first !== undefined && last !== undefined && first[0] === last[0] && first[1] === last[1]
    );
  }, 'A ring must end where it starts.');

/**
 * A markup's geometry: GeoJSON in WGS 84 degrees (longitude, latitude; heights are dropped).
 * The server also refuses a geometry PostGIS finds invalid (a line of one repeated point, a
 * self-crossing area).
 */
export const markupGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: line }),
  z.object({
    type: z.literal('Polygon'),
    coordinates: z
      .array(ring)
      .min(1)
      .max(100)
      .refine(
        (rings) => rings.reduce((sum, r) => sum + r.length, 0) <= MARKUP_VERTEX_MAX,
        `At most ${MARKUP_VERTEX_MAX} vertices.`,
      ),
  }),
]);
export type MarkupGeometry = z.infer<typeof markupGeometry>;

/** The layer feature a markup is about: the feature's popup lists its markups. */
export const markupFeatureLink = z.object({ layer: idNumber, fid: z.string().min(1).max(200) });
export type MarkupFeatureLink = z.infer<typeof markupFeatureLink>;

/** A day, 'YYYY-MM-DD', that exists (and PostgreSQL stores). */
const dateOnly = surveyDate;
const person = z.object({ id: z.number().int(), name: z.string() });

const editableFields = {
  geometry: markupGeometry,
  title: z.string().trim().min(1).max(MARKUP_TITLE_MAX),
  /** Plain text; links are written as they are and shown as links (never HTML). */
  description: z.string().max(MARKUP_TEXT_MAX),
  category: idNumber,
  status: z.enum(MARKUP_STATUSES),
  /** A user of the map's organisation, or null. */
  assignee: idNumber.nullable(),
  due_date: dateOnly.nullable(),
  feature: markupFeatureLink.nullable(),
  /** The survey date the finding was seen on (the map's date slider), if one was shown. */
  survey_date: dateOnly.nullable(),
};

/** POST maps/:id/markups/. */
export const markupCreate = z.object({
  geometry: editableFields.geometry,
  title: editableFields.title,
  description: editableFields.description.optional(),
  category: editableFields.category,
  status: editableFields.status.optional(),
  assignee: editableFields.assignee.optional(),
  due_date: editableFields.due_date.optional(),
  feature: editableFields.feature.optional(),
  survey_date: editableFields.survey_date.optional(),
});
export type MarkupCreate = z.infer<typeof markupCreate>;

/**
 * PATCH maps/:id/markups/:markupId/: the fields changed and the `version` the client edited; a
 * markup changed since answers 409 with its current state.
 */
export const markupPatch = z
  .object(editableFields)
  .partial()
  .extend({ version: z.number().int().min(1) });
export type MarkupPatch = z.infer<typeof markupPatch>;

export const markupCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.enum(MARKUP_ICONS),
  /** The list's order. */
  position: z.number().int(),
  /** How many markups use it (a category in use is archived rather than deleted). */
  markup_count: z.number().int(),
  archived: z.boolean(),
  abilities: markupCategoryAbilities,
});
export type MarkupCategory = z.infer<typeof markupCategory>;

export const markupCategoryCreate = z.object({
  name: z.string().trim().min(1).max(60),
  icon: z.enum(MARKUP_ICONS),
  /** Where in the list it goes (0: first); the others close up behind it. */
  position: z.number().int().min(0).max(1000).optional(),
});
export type MarkupCategoryCreate = z.infer<typeof markupCategoryCreate>;
export const markupCategoryPatch = markupCategoryCreate
  .partial()
  .extend({ archived: z.boolean().optional() });
export type MarkupCategoryPatch = z.infer<typeof markupCategoryPatch>;

/**
 * GET maps/:id/markups/assignees/: whom the map's markups may be assigned to — the active
 * members of its organisation, by name ('First Last', else the email) — for those who may add
 * markups to it or change others' (the map's abilities.list_markup_assignees).
 */
export const markupAssignee = z.object({ id: z.number().int(), name: z.string() });
export type MarkupAssignee = z.infer<typeof markupAssignee>;
export const markupAssignees = z.array(markupAssignee);

/** A markup as its map's readers see it. */
export const markupRead = z.object({
  id: z.number().int(),
  map: z.number().int(),
  geometry: markupGeometry,
  title: z.string(),
  description: z.string(),
  category: z.object({ id: z.number().int(), name: z.string(), icon: z.enum(MARKUP_ICONS) }),
  status: z.enum(MARKUP_STATUSES),
  status_changed_by: person.nullable(),
  status_changed_at: z.string(),
  assignee: person.nullable(),
  due_date: z.string().nullable(),
  feature: markupFeatureLink.nullable(),
  survey_date: z.string().nullable(),
  author: person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Increases with every change; a PATCH sends the version it edited. */
  version: z.number().int(),
  comment_count: z.number().int(),
  attachment_count: z.number().int(),
  abilities: markupAbilities,
});
export type MarkupRead = z.infer<typeof markupRead>;

/** The 409 of a stale write: the markup as it is now. */
export const markupConflict = z.object({ detail: z.string(), current: markupRead });
export type MarkupConflict = z.infer<typeof markupConflict>;

export const MARKUP_ORDERING = [
  'id',
  'title',
  'status',
  'created_at',
  'updated_at',
  'due_date',
] as const;

/** A comma-separated list of statuses: 'open,in_progress'. */
const statusList = z
  .string()
  .max(100)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(z.enum(MARKUP_STATUSES)).max(MARKUP_STATUSES.length));

/** 'w,s,e,n' in degrees: the markups touching the box (the panel's 'in view'). */
const bboxText = z
  .string()
  .max(200)
  .transform((text) => text.split(',').map(Number))
  .pipe(
    z
      .tuple([longitude, latitude, longitude, latitude])
      .refine(([w, s, e, n]) => w <= e && s <= n, 'West must not exceed east, nor south north.'),
  );

/**
 * GET maps/:id/markups/ (and its exports and the map layer): `search` matches title, description
 * and comments; `assignee` is a user id, 'me' or 'none'; `from`/`to` bound the creation date.
 */
export const markupListQuery = listQuery.extend({
  status: statusList.optional(),
  category: idText.optional(),
  assignee: z.union([z.enum(['me', 'none']), idText]).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  bbox: bboxText.optional(),
  layer: idText.optional(),
  fid: z.string().min(1).max(200).optional(),
});
export type MarkupListQuery = z.infer<typeof markupListQuery>;

/** A page of markups with the count of each status among all that match (the panel's chips). */
export const markupPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(markupRead),
  status_counts: z.record(z.enum(MARKUP_STATUSES), z.number().int()),
});
export type MarkupPage = z.infer<typeof markupPage>;

export const MARKUP_EXPORT_FORMATS = ['csv', 'geojson'] as const;
export const markupExportQuery = markupListQuery.omit({ page: true, items: true }).extend({
  format: z.enum(MARKUP_EXPORT_FORMATS),
  comments: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type MarkupExportQuery = z.infer<typeof markupExportQuery>;

/** POST maps/:id/markups/import/: a GeoJSON FeatureCollection as the export writes it. */
export const markupImport = z.object({
  type: z.literal('FeatureCollection'),
  features: z
    .array(
      z.object({
        type: z.literal('Feature'),
        geometry: markupGeometry,
        properties: z.record(z.string(), z.unknown()).nullable(),
      }),
    )
    .min(1)
    .max(MARKUP_IMPORT_MAX),
});
export type MarkupImport = z.infer<typeof markupImport>;

/**
 * What the import reads of each feature's properties (the names the GeoJSON export writes;
 * others, such as the author, the dates and the comments, are left): the category by name (one
 * the organisation lacks is created, with `category_icon`; none given: the organisation's
 * first), the assignee by email (someone who is no member of the map's organisation is left
 * out, and said so in `notes`), the feature only when its layer is on the map.
 */
export const markupImportProperties = z.object({
  title: editableFields.title,
  description: editableFields.description.nullish(),
  category: z.string().trim().min(1).max(60).nullish(),
  category_icon: z.enum(MARKUP_ICONS).nullish(),
  status: editableFields.status.nullish(),
  assignee: z.string().trim().max(254).nullish(),
  due_date: dateOnly.nullish(),
  survey_date: dateOnly.nullish(),
  feature: markupFeatureLink.nullish(),
});
export type MarkupImportProperties = z.infer<typeof markupImportProperties>;

export const markupImportResult = z.object({
  created: z.number().int(),
  /** Categories named by the file that the organisation did not have: created. */
  categories_created: z.array(z.string()),
  /** What was left out, feature by feature (an assignee who is no member, a layer not on the map). */
  notes: z.array(z.string()),
});
export type MarkupImportResult = z.infer<typeof markupImportResult>;

export const markupComment = z.object({
  id: z.number().int(),
  body: z.string(),
  author: person.nullable(),
  /** Set when a share link's viewer wrote it: the name they gave. */
  share_name: z.string().nullable(),
  created_at: z.string(),
});
export type MarkupComment = z.infer<typeof markupComment>;

export const markupCommentCreate = z.object({
  body: z.string().trim().min(1).max(MARKUP_COMMENT_MAX),
  /** Required of a share link's viewer, ignored for a signed-in user. */
  name: z.string().trim().min(1).max(SHARE_COMMENTER_NAME_MAX).optional(),
});
export type MarkupCommentCreate = z.infer<typeof markupCommentCreate>;

export const MARKUP_EVENT_KINDS = [
  'created',
  'changed',
  'commented',
  'attached',
  'detached',
] as const;
/**
 * One entry of a markup's history: who (`actor`, or a share link's viewer by `share_name`), when,
 * and what changed, field → {from, to}. 'created' and 'commented' carry no changes; 'changed'
 * carries each field changed: title, description, status, due_date and survey_date as their
 * values, category by its name, assignee by their name (null: nobody), feature as {layer, fid}
 * (or null), geometry by its type (the shape itself is not kept); 'attached' and 'detached'
 * carry `file`, the file's name (from null, or to null).
 */
export const markupEvent = z.object({
  id: z.number().int(),
  kind: z.enum(MARKUP_EVENT_KINDS),
  at: z.string(),
  actor: person.nullable(),
  share_name: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type MarkupEvent = z.infer<typeof markupEvent>;

export const markupAttachment = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** A photo: it has a thumbnail (…/thumbnail/). */
  is_photo: z.boolean(),
  /** Where the photo's EXIF says it was taken, [lon, lat], if it says. */
  position: z.tuple([z.number(), z.number()]).nullable(),
  taken_at: z.string().nullable(),
  author: person.nullable(),
  created_at: z.string(),
});
export type MarkupAttachment = z.infer<typeof markupAttachment>;

export const markupParams = z.object({ id: idText, markupId: idText });
export const markupAttachmentParams = markupParams.extend({ attachmentId: idText });

/** The multipart field of a markup's file. */
export const MARKUP_FILE_FIELD = 'file';
/** The largest file one markup attachment may be. */
export const MARKUP_FILE_MAX_BYTES = 50 * 1024 * 1024;

/**
 * GET maps/:id/markups/geojson/: the map layer's markups, lean (the panel reads the rest), in no
 * set order; the list's filters apply.
 */
export const markupCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.number().int(),
      geometry: markupGeometry,
      properties: z.object({
        title: z.string(),
        status: z.enum(MARKUP_STATUSES),
        icon: z.enum(MARKUP_ICONS),
      }),
    }),
  ),
});
export type MarkupCollection = z.infer<typeof markupCollection>;
