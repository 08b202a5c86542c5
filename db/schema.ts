// The one Drizzle schema, used by PGlite and postgres.js alike; each concept keeps its tables in db/schema/<concept>.ts.
export * from './schema/platform';
export * from './schema/media';
export * from './schema/blog';
export * from './schema/redirects';
export * from './schema/assessments';
export * from './schema/contact';
export * from './schema/generation';
export * from './schema/chatbot';
export * from './schema/emoji';
export * from './schema/operators';
export * from './schema/usage';
