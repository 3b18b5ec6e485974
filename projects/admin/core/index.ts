// What the schematics import as `../core` (TypeScript's rootDirs in schematics/tsconfig.json, and
// the CommonJS bundle beside the built schematics): the core's public API.
export * from './public-api';
