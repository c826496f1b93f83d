import type { FastifyInstance } from 'fastify';
import type { FirebaseConfigValue } from '@platform/shared/contract';
import { SYSTEM_ENDPOINTS as SYSTEM } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { emulatorHost } from '../firebase/verify-token';
import { loadAccountSettings } from '../sms/settings';

/**
 * The Firebase web settings of the merchant. A `demo-` project works only against the Auth emulator,
 * so it is offered only while one is configured (FIREBASE_AUTH_EMULATOR_HOST); a real project needs
 * FIREBASE_API_KEY and FIREBASE_APP_ID.
 */
function firebaseConfig(project: string | null): FirebaseConfigValue | null {
  if (!project) return null;
  const emulator = emulatorHost();
  if (project.startsWith('demo-')) {
    if (!emulator) return null;
    return {
      apiKey: 'demo-api-key',
      authDomain: `${project}.firebaseapp.com`,
      projectId: project,
      appId: '1:000000000000:web:0000000000000000',
      emulatorUrl: process.env.FIREBASE_AUTH_EMULATOR_URL ?? `http://${emulator}`,
    };
  }
  const apiKey = process.env.FIREBASE_API_KEY;
  const appId = process.env.FIREBASE_APP_ID;
  if (!apiKey || !appId) return null;
  return { apiKey, appId, projectId: project, authDomain: `${project}.firebaseapp.com` };
}

export function registerAccountSystemRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, SYSTEM.countries, async (request) =>
    ok(loadAccountSettings(ctx.db, request.merchant.code).dialingCountries),
  );
  route(api, SYSTEM.firebaseConfig, async (request) =>
    ok(firebaseConfig(loadAccountSettings(ctx.db, request.merchant.code).firebaseProject)),
  );
}
