import Database from 'better-sqlite3';
import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@platform/shared/contract';
import { allEndpoints } from '@platform/shared/contract/endpoints';
import { buildApp } from '../app';

/** Routes that answer something other than a JSON envelope, with why. */
const NOT_JSON: Record<string, string> = {
  'GET /art/:kind/:id.svg': 'generated SVG pictures',
  'GET /art/:kind/:id.webp': 'generated game icons as WebP pictures',
  'GET /play/:nodeId': "the demo game's HTML page",
  'GET /play/assets/play.js': "the demo game page's script",
  'GET /play/assets/play.css': "the demo game page's style sheet",
  'GET /download/:merchant.mobileconfig': 'the iOS configuration profile (XML)',
  'GET /sandbox-pay/checkout': "the stand-in payment provider's HTML checkout",
  'POST /sandbox-pay/checkout': "the stand-in checkout's form, answered by a redirect",
};

interface SeenRoute {
  key: string;
  hasResponse: boolean;
}

async function registeredRoutes(): Promise<SeenRoute[]> {
  const app = buildApp({ db: new Database(':memory:'), mode: 'test', payment: { sandbox: true } });
  const routes: SeenRoute[] = [];
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat().filter((method) => method !== 'HEAD');
    const schema = options.schema as (FastifySchema & { response?: Record<string, unknown> }) | undefined;
    for (const method of methods) {
      routes.push({
        key: `${method} ${options.url.slice(API_BASE.length)}`,
        hasResponse: Boolean(schema?.response?.[200]),
      });
    }
  });
  await app.ready();
  await app.close();
  return routes;
}

describe('the routes of platform-api', async () => {
  const routes = await registeredRoutes();

  it('each declare the schema of their success answer, but for pages and files', () => {
    const without = routes.filter((route) => !route.hasResponse && !(route.key in NOT_JSON)).map((route) => route.key);
    expect(without).toEqual([]);
  });

  it('name only real routes among the exceptions', () => {
    const keys = routes.map((route) => route.key);
    expect(Object.keys(NOT_JSON).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('include every endpoint of the contract', () => {
    const keys = new Set(routes.filter((route) => route.hasResponse).map((route) => route.key));
    expect(
      allEndpoints()
        .map((e) => `${e.method} ${e.path}`)
        .filter((key) => !keys.has(key)),
    ).toEqual([]);
  });
});
