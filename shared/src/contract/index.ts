// The API contract: paths, payloads, responses and error codes, shared by the client and platform-api.
// No browser code may live here.
export * from './errors';
export * from './http';
export * from './encryption';
export * from './system';
export * from './auth';
export * from './content';
export * from './rules';
export * from './accounts';
export * from './lobby';
export * from './member';
