import type { Container } from '../../container.js';
import { relayoutRasters } from '../../jobs/relayout-rasters.js';
import { parse, UsageError } from '../args.js';

/** `relayout-rasters`: older imagery COGs onto the web's tiles, with progress; run again to resume. */
export async function relayoutCommand(container: Container, argv: string[]): Promise<string> {
  parse(argv, {});
  const s = await relayoutRasters(container, (line) => console.log(line));
  const line = `${s.rewritten} rewritten, ${s.values} kept (values), ${s.changed} changed meanwhile, ${s.failed} failed`;
  if (s.failed > 0) throw new UsageError(`${line}: run again to retry the failed`);
  return line;
}
