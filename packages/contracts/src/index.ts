export * from './errors.ts';
export * from './health.ts';
export * from './identity.ts';
export * from './languages.ts';
export * from './paths.ts';
export * from './remotes.ts';
