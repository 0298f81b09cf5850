import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Container } from '../container.js';
import { HttpError } from '../lib/errors.js';
import { baseNameOf } from '../processing/companions.js';
import { extensionOf } from '../processing/file-types.js';
import { classifyZip } from '../processing/zip/classify-zip.js';
import type { UploadField } from '../uploads/receive-parts.js';
import { stageLocalFiles } from '../uploads/stage-local-files.js';

export interface ImportRequest {
  organisationId: number;
  mapId: number;
  layerName: string;
  files: string[];
  ownerId: number | null;
  epsg?: number | null;
  /** For attachments among the files: 'field,value' or '__ALL__,*'. */
  attach?: string;
  /** The survey date of the files ('YYYY-MM-DD'); without it, each file's own, if it has one. */
  surveyDate?: string;
}

export interface ImportResult {
  layerId: number;
  files: { name: string; status: string; error: string | null }[];
}

export class ImportError extends Error {}

/**
 * The type field the upload dialog would send for each file: the one type of its extension
 * (a JPEG without world file is a 360° photo), nothing for a companion of a main file given
 * with it (planning pairs them), 'attachment' for the rest.
 */
function typesOf(names: readonly string[]): string[] {
  const { geodata } = classifyZip(names.map((n) => ({ path: n, size: 0 })));
  const kinds = new Map(geodata.map((g) => [g.path, g.kind]));
  const mains = new Set(
    names
      .filter((n) => ['vector', 'raster', 'photo'].includes(kinds.get(n) ?? ''))
      .map((n) => baseNameOf(n).toLowerCase()),
  );
  return names.map((name) => {
    const kind = kinds.get(name);
    if (extensionOf(name) === '.zip') return 'zip';
    if (kind === 'vector' || kind === 'raster' || kind === 'photo') return kind;
    if (kind === 'companion' && mains.has(baseNameOf(name).toLowerCase())) return '';
    return 'attachment';
  });
}

/**
 * Bulk loading from the command line (and the demo seed): files from the local disk into a
 * layer of a map, created when missing. The files go through the same planning, checks and
 * storing as an upload, committed by the system (see Uploader), and are processed right here,
 * as a worker would, before this answers.
 */
export async function importFiles(
  container: Container,
  request: ImportRequest,
): Promise<ImportResult> {
  const { repos, services, storage, processor } = container;
  const map = await repos.maps.findById(request.mapId);
  if (!map || map.organisation_id !== request.organisationId) {
    throw new ImportError(
      `map ${request.mapId} is not a map of organisation ${request.organisationId}`,
    );
  }
  for (const file of request.files) {
    if (!(await stat(file).catch(() => null))?.isFile())
      throw new ImportError(`not a file: ${file}`);
  }
  const existing = (await repos.layers.listAllForMap(map.id)).find(
    (l) => l.name === request.layerName,
  );
  const types = typesOf(request.files.map((f) => path.basename(f)));
  const each = (value: string) => request.files.map(() => value);
  const fields: Record<UploadField, string[]> = {
    uploads_layer_ids: each(existing ? String(existing.id) : ''),
    uploads_layer_names: each(existing ? '' : request.layerName),
    uploads_epsgs: each(request.epsg ? String(request.epsg) : ''),
    uploads_attach: types.map((t) => (t === 'attachment' ? (request.attach ?? '') : '')),
    uploads_types: types,
    uploads_dates: each(request.surveyDate ?? ''),
  };
  const received = await stageLocalFiles(storage, request.files, fields);
  const committed = await services.uploadCommits
    .commit(
      received,
      { kind: 'map', map },
      { kind: 'system', ownerId: request.ownerId },
      'by-caller',
    )
    .catch((err: unknown) => {
      // A refusal names every problem, as the upload dialog would show them.
      if (err instanceof HttpError && err.statusCode === 400) {
        const messages = Object.values(err.body).flatMap((v) => (Array.isArray(v) ? v : [v]));
        throw new ImportError(messages.map(String).join('\n'));
      }
      throw err;
    });
  for (const id of committed.toProcess) await processor.process(id);
  const rows = await Promise.all(committed.toProcess.map((id) => repos.layerFiles.findById(id)));
  return {
    layerId: existing?.id ?? committed.newLayers.get(request.layerName)!,
    files: rows.flatMap((r) =>
      r ? [{ name: r.name, status: r.status, error: r.error_detail }] : [],
    ),
  };
}
