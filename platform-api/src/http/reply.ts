import type { Envelope } from '@platform/shared/contract';

/** Wraps a payload in the success envelope every route answers with. */
export function ok<T>(value: T): Envelope<T> {
  return { value };
}
