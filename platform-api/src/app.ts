import Fastify, { type FastifyInstance } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector, type Serializer, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { API_BASE } from '@platform/shared/contract';
import { registerArtRoutes } from './art/routes';
import type { ApiMode, AppContext } from './context';
import type { Db } from './db/connection';
import { migrate } from './db/migrate';
import { seedCatalogueIfEmpty } from './db/seed';
import { registerAuthRoutes } from './features/auth/routes';
import { registerContentRoutes } from './features/content/routes';
import { registerGameRoutes } from './features/games/routes';
import { registerMemberRoutes } from './features/member/routes';
import { processKeys, type ServerKeys } from './features/security/keypair';
import { registerSecurityRoutes } from './features/security/routes';
import { registerSystemRoutes } from './features/system/routes';
import { registerAccountSystemRoutes } from './features/system/account-routes';
import { registerCaptchaRoutes } from './features/captcha/routes';
import { registerPasswordRoutes } from './features/password/routes';
import { registerRegisterRoutes } from './features/register/routes';
import { registerSmsRoutes } from './features/sms/routes';
import { registerTrialRoutes } from './features/trial/routes';
import { registerTestRoutes } from './features/system/test-routes';
import { registerMemberCentreTestRoutes } from './features/system/member-centre-test-routes';
import { registerMessageRoutes } from './features/messages/routes';
import { registerNoticeRoutes } from './features/notices/routes';
import { registerHelpRoutes } from './features/help/routes';
import { registerServiceRoutes } from './features/service/routes';
import { registerPromotionRoutes } from './features/promotions/routes';
import { registerClubRoutes } from './features/club/routes';
import { registerDownloadRoutes } from './features/download/routes';
import { registerPromotionTestRoutes } from './features/promotions/test-routes';
import { registerRewardRoutes } from './features/rewards/routes';
import { registerVipRoutes } from './features/vip/routes';
import { registerAgentRoutes } from './features/agent/routes';
import { registerDepositRoutes } from './features/deposit/routes';
import { paymentConfigFromEnv, type PaymentProviderConfig } from './features/deposit/provider';
import { registerPaymentSandboxRoutes } from './features/payment-sandbox/routes';
import { registerWithdrawRoutes } from './features/withdraw/routes';
import { registerTransferRoutes } from './features/transfer/routes';
import { registerRecordRoutes } from './features/records/routes';
import { registerResponsibleRoutes } from './features/responsible/routes';
import { registerIdentityRoutes, registerIdentityTestRoutes } from './features/identity/routes';
import { registerBindingRoutes } from './features/binding/routes';
import { registerAreaHealthRoutes } from './features/area-health/routes';
import { createSessionGuard } from './http/auth';
import { installErrorHandling, reportToStderr, type ErrorReporter } from './http/error-handler';
import { installRequestContext } from './http/request-context';
import { plainDecimalKeyword } from './http/plain-decimal';
import { PRODUCTION_LIMITS, Semaphore, TEST_MODE_LIMITS, type RateLimits } from './http/rate-limit';

export interface BuildOptions {
  db: Db;
  mode: ApiMode;
  /** Fastify's logger; off unless LOG=1. */
  logger?: boolean;
  /** The clock; tests move it to cross expiry windows. */
  now?: () => number;
  /** The RSA key for encrypted bodies; one per process unless a test brings its own. */
  keys?: Promise<ServerKeys>;
  /** Where unexpected errors go (the response only ever says `unknown`). */
  reportError?: ErrorReporter;
  /** Overrides of the mode's rate limits. */
  limits?: Partial<RateLimits>;
  /** Overrides of the payment provider's settings (read from PAYMENT_* variables). */
  payment?: Partial<PaymentProviderConfig>;
}

/**
 * One pool of validators and serializers for every app this process builds. Fastify gives each
 * instance its own compilers; the schemas are the same objects every time (the descriptors', and one
 * envelope per answer), and what was compiled is kept by schema, so a second app (a test's) compiles
 * nothing again. A server builds one app, so it changes nothing there.
 */
const buildValidator = AjvCompiler();
const serializers = new WeakMap<object, Serializer>();
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = serializers.get(schema);
    if (!serializer) {
      serializer = compile(route);
      serializers.set(schema, serializer);
    }
    return serializer;
  };
};

/** Builds the API. The database must be seeded by the caller; its schema is brought up to date here. */
export function buildApp(options: BuildOptions): FastifyInstance {
  migrate(options.db);
  seedCatalogueIfEmpty(options.db);
  const ctx: AppContext = {
    db: options.db,
    mode: options.mode,
    now: options.now ?? Date.now,
    keys: options.keys ?? processKeys(),
    limits: { ...(options.mode === 'test' ? TEST_MODE_LIMITS : PRODUCTION_LIMITS), ...options.limits },
    hashSlots: new Semaphore(() => ctx.limits.concurrentHashes),
  };
  const payment: PaymentProviderConfig = { ...paymentConfigFromEnv(process.env), ...options.payment };
  const app = Fastify({
    logger: options.logger ?? process.env.LOG === '1',
    // The site's own servers proxy /api from the same machine; trust them for the caller's address.
    trustProxy: 'loopback',
    // Amounts are checked raw by their own keyword; the rest keeps Fastify's coercion (query strings).
    ajv: { plugins: [plainDecimalKeyword] },
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
  });
  installErrorHandling(app, options.reportError ?? reportToStderr);
  installRequestContext(app, ctx.db);
  // The forgot-password call is form-encoded, as the operator's API has it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const guard = createSessionGuard(ctx);

  void app.register(
    async (api) => {
      registerSystemRoutes(api, ctx);
      registerSecurityRoutes(api, ctx);
      registerAuthRoutes(api, ctx, guard);
      registerMemberRoutes(api, ctx, guard);
      registerContentRoutes(api, ctx, guard);
      registerArtRoutes(api, ctx);
      registerAccountSystemRoutes(api, ctx);
      registerCaptchaRoutes(api, ctx);
      registerSmsRoutes(api, ctx);
      registerRegisterRoutes(api, ctx);
      registerPasswordRoutes(api, ctx, guard);
      registerTrialRoutes(api, ctx);
      registerGameRoutes(api, ctx, guard);
      registerMessageRoutes(api, ctx, guard);
      registerNoticeRoutes(api, ctx, guard);
      registerHelpRoutes(api, ctx);
      registerServiceRoutes(api, ctx);
      registerPromotionRoutes(api, ctx, guard);
      registerClubRoutes(api, ctx, guard);
      registerDownloadRoutes(api, ctx);
      registerRewardRoutes(api, ctx, guard);
      registerVipRoutes(api, ctx, guard);
      registerAgentRoutes(api, ctx, guard);
      registerDepositRoutes(api, ctx, guard, payment);
      // The stand-in provider's callbacks go through the notify route, as a real provider's would.
      if (payment.sandbox) registerPaymentSandboxRoutes(api, ctx, payment, (request) => app.inject(request));
      registerWithdrawRoutes(api, ctx, guard);
      registerRecordRoutes(api, ctx, guard);
      registerTransferRoutes(api, ctx, guard);
      registerResponsibleRoutes(api, ctx, guard);
      registerIdentityRoutes(api, ctx, guard);
      registerBindingRoutes(api, ctx, guard);
      registerAreaHealthRoutes(api, ctx);
      if (ctx.mode === 'test') {
        registerTestRoutes(api, ctx);
        registerMemberCentreTestRoutes(api, ctx);
        registerPromotionTestRoutes(api, ctx);
        registerIdentityTestRoutes(api, ctx);
      }
    },
    { prefix: API_BASE },
  );
  return app;
}
