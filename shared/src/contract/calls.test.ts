import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsSource } from './calls';
import * as calls from './calls.generated';
import type { Endpoint, Route } from './endpoint';
import * as endpoints from './endpoints';

describe('the routes a page calls', () => {
  it('are generated from the current descriptors (run `pnpm --filter @platform/shared run calls`)', () => {
    const written = readFileSync(resolve(import.meta.dirname, 'calls.generated.ts'), 'utf8');
    expect(written).toBe(callsSource(endpoints));
  });

  it('are one per descriptor, each with its method, path and how its body travels, and no schema', () => {
    const routes = Object.values(calls).flatMap((group) => Object.values(group));
    expect(routes).toHaveLength(endpoints.allEndpoints().length);
    const groups = Object.entries(endpoints).filter(([name]) => name.endsWith('_ENDPOINTS'));
    for (const [group, descriptors] of groups) {
      for (const [name, descriptor] of Object.entries(descriptors as Record<string, Endpoint>)) {
        const route = (calls as unknown as Record<string, Record<string, Route> | undefined>)[group]?.[name];
        expect(route, `${group}.${name}`).toEqual({
          method: descriptor.method,
          path: descriptor.path,
          ...(descriptor.encrypted ? { encrypted: true } : {}),
          ...(descriptor.form ? { form: true } : {}),
          ...(descriptor.headers ? { headers: descriptor.headers } : {}),
        });
      }
    }
  });

  it('are told apart by method and path, which is how a development build finds the schemas', () => {
    const named = endpoints.allEndpoints().map(({ method, path }) => `${method} ${path}`);
    expect(new Set(named).size).toBe(named.length);
  });
});
