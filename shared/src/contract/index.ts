// The API contract: paths, payloads, responses and error codes, shared by the client and platform-api,
// with the two things both sides run: the encryption of bodies and the rule check, and one descriptor per
// endpoint (./endpoints) holding its TypeBox schemas. No browser code may live here.
export * from './errors';
export * from './http';
export * from './endpoint';
export * from './encryption';
export * from './system';
export * from './auth';
export * from './content';
export * from './rules';
export * from './validation';
export * from './mobile';
export * from './accounts';
export * from './lobby';
export * from './games';
export * from './play';
export * from './fairness';
export * from './fair-games';
export * from './member';
export * from './promotions';
export * from './agent';
export * from './money';
export * from './transfer';
export * from './amount';
export * from './responsible';
export * from './identity';
export * from './binding';
export * from './challenge';
export * from './contrast';
export * from './calls.generated';
