// The rule engine lives in the contract, where platform-api runs the same checks; the rule table's
// cache is browser code and lives here.
export * from '../contract/validation';
export * from './rules-store';
export * from './amount';
export * from './mobile';
