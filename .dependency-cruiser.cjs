// @ts-check
// The layering of the repository, checked by `npm run lint` (with scripts/folder-cycles.mjs for
// the folder-level cycles, which dependency-cruiser's rules cannot express).
//
// Web app (apps/web/src), each layer importing only those below it:
//   app/ → pages/ → features/<feature>/ → entities/<entity>/ → components/, lib/, api/, i18n/,
//   routing/; map/ (MapLibre wrappers, the viewer's shared state) is a leaf for features and
//   pages, not for entities. main.tsx is the entry: it alone, beside app/ itself, may import
//   app/. Entities may import other entities, never round a loop (folder-cycles.mjs).
//
// Test files (*.test.ts[x]) and test support (src/test/, any test/ folder, testXxx.ts files beside
// the code) are exempt: a test may reach across layers for its fixtures (a page's composition,
// another feature's stubs or fixtures).

const WEB = '^apps/web/src/';
const TESTS = '\\.test\\.tsx?$|/test/|/test[A-Z][^/]*\\.tsx?$';
const LEAVES = `${WEB}(components|lib|map|api|i18n|routing)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- web app --------------------------------------------------------------------------
    {
      name: 'web-feature-to-feature',
      comment:
        'A feature never imports another feature: compose them in pages/ (or app/), pass ' +
        'components as props or slots, or move what both need down to entities/ or a leaf.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-feature-upward',
      comment: 'Features are composed by pages and app; they never import them.',
      severity: 'error',
      from: { path: `${WEB}features/`, pathNot: TESTS },
      to: { path: `${WEB}(pages|app)/` },
    },
    {
      name: 'web-entity-upward',
      comment:
        'An entity (calls, query keys, hooks, cache updates of one entity) imports only other ' +
        'entities and components, lib, api, i18n, routing: never features, pages, app or map.',
      severity: 'error',
      from: { path: `${WEB}entities/`, pathNot: TESTS },
      to: { path: `${WEB}(features|pages|app|map)/` },
    },
    {
      name: 'web-leaf-upward',
      comment:
        'The shared leaves (components, lib, map, api, i18n, routing) never import features, ' +
        'entities, pages or app: what needs an entity belongs to that entity.',
      severity: 'error',
      from: { path: LEAVES, pathNot: TESTS },
      to: { path: `${WEB}(features|entities|pages|app)/` },
    },
    {
      name: 'web-calls-in-entities',
      comment:
        'Calls to the API belong to the entity they concern: only entities/ (and api/ itself) ' +
        'import the typed client, api/client.ts.',
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}(entities|api)/|${TESTS}` },
      to: { path: `${WEB}api/client\\.ts$` },
    },
    {
      name: 'web-app-is-top',
      comment: 'Nothing imports app/ but app/ itself and the entry, main.tsx.',
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}(app/|main\\.tsx$)|${TESTS}` },
      to: { path: `${WEB}app/` },
    },

    // ---- server (apps/api, packages/contract) ----------------------------------------------
    // Server rules go here (routes → services → policies → repositories), in their own
    // section. `npm run lint:layers` cruises apps/web/src only: add the server's folders to
    // its command with them. scripts/folder-cycles.mjs only looks at apps/web/src.
  ],
  options: {
    // Type-only imports count: a type from the wrong layer is a dependency on it too.
    tsPreCompilationDeps: true,
    // Absolute: a relative name would resolve its `extends` from the working directory.
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|^apps/web/src/api/generated/' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
