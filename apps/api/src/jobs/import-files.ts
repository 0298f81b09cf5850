import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Container } from '../container.js';
import { baseNameOf } from '../processing/companions.js';
import { extensionOf } from '../processing/file-types.js';
import { classifyZip } from '../processing/zip/classify-zip.js';
import type { LayerFileRow } from '../repositories/layer-file.repository.js';
import { contentTypeOf } from '../uploads/content-type.js';
import { FileProcessor } from './file-processor.js';

export interface ImportRequest {
  organisationId: number;
  mapId: number;
  layerName: string;
  files: string[];
  ownerId: number | null;
  epsg?: number | null;
  /** For attachments among the files: 'field,value' or '__ALL__,*'. */
  attach?: string;
}

export interface ImportResult {
  layerId: number;
  files: { name: string; status: string; error: string | null }[];
}

export class ImportError extends Error {}

/**
 * Bulk loading from the command line (and the demo seed): files from the local disk into a
 * layer of a map (created when missing), processed right here as a worker would.
 */
export async function importFiles(
  container: Container,
  request: ImportRequest,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<ImportResult> {
  const { repos, storage } = container;
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
  const existing = (
    await repos.layers.listForMap(map.id, { userId: 0, scope: { kind: 'all' }, isSuperuser: true })
  ).find((l) => l.name === request.layerName);
  const layer =
    existing ??
    (await repos.layers.create({
      name: request.layerName,
      organisation_id: map.organisation_id,
      owner_id: request.ownerId,
      visibility: 'ORG',
    }));
  if (!existing) await repos.mapLayers.attach(map.id, layer.id);

  const names = request.files.map((f) => path.basename(f));
  const { geodata } = classifyZip(names.map((n) => ({ path: n, size: 0 })));
  const kindOf = new Map(geodata.map((g) => [g.path, g.kind]));
  const attach = parseAttach(request.attach);
  const stored = new Map<string, LayerFileRow>();
  const store = async (
    file: string,
    values: Partial<LayerFileRow> & Pick<LayerFileRow, 'role' | 'file_type'>,
  ) => {
    const name = path.basename(file);
    const key = `layers/${layer.id}/${randomUUID()}/${name}`;
    const object = await storage.put(key, createReadStream(file));
    const row = await repos.layerFiles.create({
      layer_id: layer.id,
      name,
      storage_key: key,
      size: object.size,
      sha256: object.sha256,
      content_type: contentTypeOf(name),
      epsg: request.epsg ?? null,
      uploaded_by: request.ownerId,
      status: values.role === 'source' ? 'queued' : 'ready',
      progress: values.role === 'source' ? 0 : 100,
      ...values,
    });
    stored.set(name, row);
    return row;
  };

  const queue: number[] = [];
  for (const file of request.files) {
    const name = path.basename(file);
    const kind = extensionOf(name) === '.zip' ? 'zip' : kindOf.get(name);
    if (kind === 'vector' || kind === 'raster' || kind === 'photo' || kind === 'zip') {
      queue.push((await store(file, { role: 'source', file_type: kind })).id);
    }
  }
  for (const file of request.files) {
    const name = path.basename(file);
    if (stored.has(name)) continue;
    const parent = [...stored.values()].find(
      (s) =>
        s.role === 'source' && baseNameOf(s.name).toLowerCase() === baseNameOf(name).toLowerCase(),
    );
    if (kindOf.get(name) === 'companion' && parent) {
      await store(file, { role: 'companion', file_type: parent.file_type, parent_id: parent.id });
    } else {
      await store(file, {
        role: 'attachment',
        file_type: 'attachment',
        attach_all: attach.all,
        link_field: attach.field,
        link_value: attach.value,
      });
    }
  }

  const processor = new FileProcessor({
    db: container.db,
    config: container.config,
    files: repos.layerFiles,
    features: repos.features,
    storage,
    log,
  });
  for (const id of queue) await processor.process(id);
  const rows = await Promise.all(queue.map((id) => repos.layerFiles.findById(id)));
  return {
    layerId: layer.id,
    files: rows.flatMap((r) =>
      r ? [{ name: r.name, status: r.status, error: r.error_detail }] : [],
    ),
  };
}

function parseAttach(raw: string | undefined): {
  all: boolean;
  field: string | null;
  value: string | null;
} {
  if (!raw) return { all: false, field: null, value: null };
  if (raw === '__ALL__,*') return { all: true, field: null, value: null };
  const comma = raw.indexOf(',');
  if (comma <= 0) throw new ImportError(`--attach must be 'field,value' or '__ALL__,*'`);
  return { all: false, field: raw.slice(0, comma), value: raw.slice(comma + 1) };
}
