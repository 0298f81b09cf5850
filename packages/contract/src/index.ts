export * from './zod-messages.js';
export * from './common.schema.js';
export * from './permissions.js';
export * from './layout.schema.js';
export * from './auth.schema.js';
export * from './organisation.schema.js';
export * from './user.schema.js';
export * from './health.schema.js';
