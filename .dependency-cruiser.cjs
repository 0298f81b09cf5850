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
const API = '^apps/api/src/';
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

    // ---- server (apps/api/src) -------------------------------------------------------------
    // routes/ (thin: validate, authorise, call a service, present) → services/ (and uploads/,
    // the upload services) → policies/ (who may do what) → repositories/ (all SQL) → lib/.
    // http/ is the HTTP plumbing routes and app.ts use; nothing below the routes imports it.
    {
      name: 'api-repository-upward',
      comment:
        'Repositories hold all SQL and nothing else: they never import services, policies, ' +
        'uploads, jobs, http/ or routes (scoping is theirs, deciding who may do what is not).',
      severity: 'error',
      from: { path: `${API}repositories/`, pathNot: TESTS },
      to: {
        path: `${API}(services|policies|uploads|jobs|http|routes)/|${API}(app|container)\\.ts$`,
      },
    },
    {
      name: 'api-policy-upward',
      comment:
        'Policies answer who may do what from a principal and an object: they never import ' +
        'services, uploads, http/ or routes.',
      severity: 'error',
      from: { path: `${API}policies/`, pathNot: TESTS },
      to: { path: `${API}(services|uploads|jobs|http|routes)/` },
    },
    {
      name: 'api-service-to-http',
      comment:
        'Services and the upload services know nothing of HTTP: errors and orderings come from ' +
        'lib/, the caller from the principal a route hands them.',
      severity: 'error',
      from: { path: `${API}(services|uploads|jobs|search|tiles|processing)/`, pathNot: TESTS },
      to: { path: `${API}(http|routes)/` },
    },
    {
      name: 'api-lib-is-a-leaf',
      comment: 'lib/ (errors, orderings, text checks) imports nothing else of the server.',
      severity: 'error',
      from: { path: `${API}lib/`, pathNot: TESTS },
      to: { path: API, pathNot: `${API}lib/` },
    },
    {
      name: 'api-routes-from-app',
      comment: 'Routes are registered by app.ts alone; nothing else imports them.',
      severity: 'error',
      from: { path: API, pathNot: `${API}(routes/|app\\.ts$)|${TESTS}` },
      to: { path: `${API}routes/` },
    },
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
