export * from './zod-messages.js';
export * from './common.schema.js';
export * from './permissions.js';
export * from './layout.schema.js';
export * from './auth.schema.js';
export * from './organisation.schema.js';
export * from './user.schema.js';
export * from './health.schema.js';
export * from './map.schema.js';
export * from './layer.schema.js';
export * from './file.schema.js';
export * from './coordinate-system.schema.js';
export * from './viewer.schema.js';
export * from './route.schema.js';
export * from './style-templates.js';
export * from './processing-errors.js';
export * from './file-types.js';
export * from './map-share.schema.js';
export * from './map-tools.schema.js';
export * from './access-key.schema.js';
export * from './abilities.schema.js';
export * from './popup-presets.js';
export * from './invitation.schema.js';
export * from './relief.schema.js';
export * from './earthworks.schema.js';
// Not re-exported: '@waymark/contract/usage', '@waymark/contract/analytics' and
// '@waymark/contract/markup'. Only lazily
// loaded parts of the web app use them, and zod schemas, built when their module loads, are
// never dropped by the bundler: here they would weigh on the map's first frame.
export * from './model.schema.js';
