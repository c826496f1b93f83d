// Runtime (TypeBox) schemas of the contract's requests, for servers that validate with them.
// The page's code must not import this module: the contract's types already describe every payload.
export * from './lobby';
export * from './member';
