import path from 'node:path';
import type { Container } from '../../container.js';
import { ImportError, importFiles } from '../../jobs/import-files.js';
import { parse, requireInt, requireString, UsageError } from '../args.js';

/**
 * `import --organisation ID --map ID --layer NAME [--epsg N] [--attach WHERE] [--date YYYY-MM-DD]
 * FILE...`
 */
export async function importCommand(container: Container, argv: string[]): Promise<string> {
  const { values, positionals } = parse(argv, {
    organisation: { type: 'string' },
    map: { type: 'string' },
    layer: { type: 'string' },
    epsg: { type: 'string' },
    attach: { type: 'string' },
    date: { type: 'string' },
  });
  if (positionals.length === 0) throw new UsageError('give at least one FILE');
  try {
    const result = await importFiles(container, {
      organisationId: requireInt(values.organisation, 'organisation'),
      mapId: requireInt(values.map, 'map'),
      layerName: requireString(values.layer, 'layer'),
      files: positionals.map((p) => path.resolve(p)),
      ownerId: null,
      epsg: values.epsg === undefined ? null : requireInt(values.epsg, 'epsg'),
      attach: values.attach,
      surveyDate: values.date,
    });
    const lines = result.files.map(
      (f) => `  ${f.name}: ${f.status}${f.error ? ` (${f.error})` : ''}`,
    );
    return [`Layer ${result.layerId}:`, ...lines].join('\n');
  } catch (err) {
    if (err instanceof ImportError) throw new UsageError(err.message);
    throw err;
  }
}
