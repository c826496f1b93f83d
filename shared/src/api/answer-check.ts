import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Endpoint, Route } from '../contract';
import { allEndpoints } from '../contract/endpoints';

const SHOWN_ERRORS = 3;

/** The first errors of `value` against `schema`, as `path: message` lines; empty when it matches. */
export function answerErrors(schema: TSchema, value: unknown): string[] {
  if (Value.Check(schema, value)) return [];
  const errors: string[] = [];
  for (const error of Value.Errors(schema, value)) {
    errors.push(`${error.path || '/'}: ${error.message}`);
    if (errors.length === SHOWN_ERRORS) break;
  }
  return errors;
}

const byRoute = new Map(allEndpoints().map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/** The descriptor a route was generated from. */
export function descriptorOf(route: Route): Endpoint {
  const descriptor = byRoute.get(`${route.method} ${route.path}`);
  if (!descriptor) throw new Error(`No endpoint of the contract is ${route.method} ${route.path}.`);
  return descriptor;
}

/**
 * Development builds only: says in the console when an answer does not match its endpoint's response
 * schema, with the call and the first errors, so a contract that drifted from the server shows at once.
 */
export function reportAnswerMismatch(route: Route, url: string, value: unknown): void {
  const endpoint = descriptorOf(route);
  const errors = answerErrors(endpoint.response, value);
  if (errors.length === 0) return;
  console.error(
    `The answer of ${endpoint.method} ${url} does not match the contract (${endpoint.path}); fix the response schema or the server:\n  ${errors.join('\n  ')}`,
    value,
  );
}
