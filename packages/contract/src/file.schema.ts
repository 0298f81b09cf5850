import { z } from 'zod';
import { layerFileAbilities } from './abilities.schema.js';
import { idNumber, wholeNumberText } from './common.schema.js';
import { FILE_STATES, LAYER_STATES } from './layer.schema.js';

export const FILE_ROLES = ['source', 'companion', 'attachment', 'derived'] as const;

/** A stored file of a layer (spec section 3, Layer file). */
/**
 * Where a 3D model attachment stands when the file gives no place of its own: its origin's
 * longitude, latitude and height (metres), the degrees its north is turned clockwise, and the
 * scale of its units to metres.
 */
export const modelPlacement = z.object({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-85).max(85),
  height: z.number().min(-500).max(9000),
  heading: z.number().min(-360).max(360),
  scale: z.number().positive().max(1000),
});
export type ModelPlacement = z.infer<typeof modelPlacement>;

export const layerFileRead = z.object({
  id: z.number().int(),
  layer_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  role: z.enum(FILE_ROLES),
  file_type: z.string().nullable(),
  size: z.number().int(),
  sha256: z.string(),
  content_type: z.string().nullable(),
  epsg: z.number().int().nullable(),
  fid: z.number().int().nullable(),
  attach_where: z.string().nullable(),
  status: z.enum(FILE_STATES),
  progress: z.number().int(),
  error_code: z.number().int().nullable(),
  error: z.string().nullable(),
  feature_count: z.number().int().nullable(),
  bounds: z.array(z.number()).nullable(),
  /** The day the file's data was captured ('YYYY-MM-DD'), apart from its upload (created_at). */
  survey_date: z.string().nullable(),
  /** Where it comes from: the file's own metadata, or its uploader. */
  survey_date_source: z.enum(['file', 'user']).nullable(),
  /** A 3D model's place set by its layer's editors (null: the file's own, if any). */
  placement: modelPlacement.nullable(),
  created_at: z.string(),
  abilities: layerFileAbilities,
});
export type LayerFileRead = z.infer<typeof layerFileRead>;

export const layerStatus = z.object({
  id: z.number().int(),
  status: z.enum(LAYER_STATES),
  files: z.array(
    layerFileRead.pick({
      id: true,
      name: true,
      status: true,
      progress: true,
      error_code: true,
      error: true,
    }),
  ),
});
export type LayerStatus = z.infer<typeof layerStatus>;

export const FILE_ORDERING = ['id', 'name', 'size', 'created_at', 'file_type'] as const;

export const layerFilesQuery = z.object({
  details: z.enum(['true', 'false']).optional(),
  ordering: z.string().max(50).optional(),
  type: z.enum(['attachment', 'geodata']).optional(),
  fid: wholeNumberText(15).optional(),
});
export type LayerFilesQuery = z.infer<typeof layerFilesQuery>;

/**
 * A survey day as the API takes it: 'YYYY-MM-DD', a day that exists (year 1 or later: PostgreSQL
 * has no year 0).
 */
export const surveyDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return (
      !text.startsWith('0000') && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text)
    );
  }, 'Enter a date that exists.');

/**
 * PATCH layers/:id/files/:fileId/: set or correct a file's survey date (null: it has none), or
 * a 3D model's place (null: the file's own); what is left out stays.
 */
export const layerFilePatch = z
  .object({
    survey_date: surveyDate.nullable().optional(),
    placement: modelPlacement.nullable().optional(),
  })
  .refine((patch) => patch.survey_date !== undefined || patch.placement !== undefined, {
    message: 'Give a survey date or a placement.',
  });
export type LayerFilePatch = z.infer<typeof layerFilePatch>;

export const deleteFilesBody = z.object({
  ids: z.array(idNumber).min(1).max(1000),
});
