// The database schema, one file per area; drizzle-kit (drizzle.config.ts) and the Drizzle client read it here.
export * from './company';
export * from './users';
export * from './clients';
export * from './projects';
export * from './files';
export * from './boqs';
export * from './service-catalogs';
export * from './matches';
export * from './quantity-surveys';
export * from './document-templates';
export * from './order-documents';
export * from './text-snippets';
export * from './idempotency';
export * from './smart-notes';
export * from './construction-notes';
export * from './configurations';
export * from './plans';
