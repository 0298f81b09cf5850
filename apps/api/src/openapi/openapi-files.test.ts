import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { documentText, OPENAPI_JSON, OPENAPI_TYPES, typesText } from './openapi-files.js';

const STALE = 'is not what the server generates: run `npm run openapi` and commit the result';

describe('the API description the web app is built from', () => {
  const t = useTestApp();

  it('is the document the server generates', async () => {
    const checkedIn = await readFile(OPENAPI_JSON, 'utf8');
    expect(checkedIn, `apps/web/src/api/generated/openapi.json ${STALE}`).toBe(documentText(t.app));
  });

  it('has the types openapi-typescript makes of it', async () => {
    const document = await readFile(OPENAPI_JSON, 'utf8');
    expect(await readFile(OPENAPI_TYPES, 'utf8'), `schema.ts ${STALE}`).toBe(
      await typesText(document),
    );
  });
});
