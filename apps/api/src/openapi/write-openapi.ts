import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig, ROOT_DIR } from '../config.js';
import { createDb } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import {
  documentText,
  GENERATED_DIR,
  OPENAPI_JSON,
  OPENAPI_TYPES,
  typesText,
} from './openapi-files.js';

// `npm run openapi`: writes the API description and its types for the web app.
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' });
await migrate(config.DATABASE_URL);
const db = createDb(config.DATABASE_URL, 2);
const { app } = await buildApp({
  config,
  db,
  queue: { enqueueFile: async () => {}, enqueuePackArchive: async () => {} },
});
await app.ready();
const document = documentText(app);
await mkdir(GENERATED_DIR, { recursive: true });
await writeFile(OPENAPI_JSON, document);
await writeFile(OPENAPI_TYPES, await typesText(document));
await app.close();
await db.destroy();
console.log(
  `wrote ${path.relative(ROOT_DIR, OPENAPI_JSON)} and ${path.relative(ROOT_DIR, OPENAPI_TYPES)}`,
);
