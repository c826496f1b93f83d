import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { RateLimiter, type RateLimits, type RateRule } from '../../http/rate-limit';

/** What creates something new on the platform: each is limited per address and per device. */
export type CreationKind = 'trials' | 'registrations' | 'registerSms';

/** Who asks: the address, and the id the browser keeps (absent from clients that send none). */
export interface Requester {
  address: string;
  device?: string;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function requesterOf(request: FastifyRequest): Requester {
  const header = request.headers[HEADERS.deviceId.toLowerCase()];
  const device = typeof header === 'string' && DEVICE_ID.test(header) ? header : undefined;
  return { address: request.ip, device };
}

const RULES = {
  trials: ['trialsPerAddress', 'trialsPerDevice'],
  registrations: ['registrationsPerAddress', 'registrationsPerDevice'],
  registerSms: ['registerSmsPerAddress', 'registerSmsPerDevice'],
} as const satisfies Record<CreationKind, readonly [keyof RateLimits, keyof RateLimits]>;

function buckets(ctx: AppContext, kind: CreationKind, who: Requester): Array<{ bucket: string; rule: RateRule }> {
  const [perAddress, perDevice] = RULES[kind];
  const list = [{ bucket: `create:${kind}:address:${who.address}`, rule: ctx.limits[perAddress] }];
  if (who.device) list.push({ bucket: `create:${kind}:device:${who.device}`, rule: ctx.limits[perDevice] });
  return list;
}

/** Refuses (429 `rate.creation_limited`) when the address or the device has created enough lately. */
export function checkCreation(ctx: AppContext, kind: CreationKind, who: Requester): void {
  const limiter = new RateLimiter(ctx.db, ctx.now);
  for (const { bucket, rule } of buckets(ctx, kind, who)) limiter.check(bucket, rule, 'rate.creation_limited');
}

/**
 * Checks, then counts one creation. Synchronous up to the creation itself, so requests sent in
 * parallel cannot all pass the check before any is counted.
 */
export function countCreation(ctx: AppContext, kind: CreationKind, who: Requester): void {
  checkCreation(ctx, kind, who);
  const limiter = new RateLimiter(ctx.db, ctx.now);
  for (const { bucket, rule } of buckets(ctx, kind, who)) limiter.record(bucket, rule);
}
