// `npm run natural-earth -w @waymark/api`: writes the web app's offline background archive
// (apps/web/src/map/background/natural-earth-50m.pmtiles), kept in git as the app's asset.
import { fileURLToPath } from 'node:url';
import { writeNaturalEarthArchive } from './natural-earth-archive.js';

const target = fileURLToPath(
  new URL('../../../web/src/map/background/natural-earth-50m.pmtiles', import.meta.url),
);
const summary = await writeNaturalEarthArchive(target);
console.log(`${target}: ${summary.tiles} tiles, ${summary.bytes} bytes`);
