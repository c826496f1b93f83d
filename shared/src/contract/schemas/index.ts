// The request schemas of the contract, in TypeBox (which is JSON Schema): platform-api validates with
// them, and the contract's types are derived from them with type-only imports. This module is reached
// only through `@platform/shared/contract/schemas`, so TypeBox never enters the page's shared bundle.
export * from './encryption';
export * from './auth';
export * from './accounts';
export * from './content';
export * from './system';
export * from './lobby';
export * from './play';
export * from './member';
export { closedObject, oneOf, DialingCodeSchema, MerchantCodeSchema, DECIMAL_KEYWORD, EmptySchema } from './common';
export * from './promotions';
export * from './agent';
export * from './money';
export * from './transfer';
export * from './responsible';
export * from './identity';
export * from './binding';
