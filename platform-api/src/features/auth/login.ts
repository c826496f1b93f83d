import {
  NON_AGENT_HOME_TYPES,
  type LoginChallengeRequest,
  type LoginChallengeValue,
  type LoginRequest,
  type LoginValue,
} from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import { RateLimiter } from '../../http/rate-limit';
import type { Merchant } from '../../http/request-context';
import { checkCaptcha } from '../captcha/captcha';
import { firebaseLogin } from '../firebase/firebase-login';
import { looksLikeMobile, normalizeMobile } from '../sms/mobile';
import { refuseExcluded } from '../responsible/responsible';
import { checkSmsCode } from '../sms/sms-codes';
import { checkChallenge, issueChallenge } from './login-challenge';
import { LoginGuard } from './login-guard';
import { findLoginMember, findMemberByMobile, type MemberRow } from './members';
import { decoyHash, verifyPassword } from './passwords';
import { issueSession } from './sessions';

/** Refusals every kind of login shares, then the session. */
export function admit(ctx: AppContext, member: MemberRow, request: Pick<LoginRequest, 'portal'>): LoginValue {
  if (member.disabled) throw new ApiFailure(403, 'auth.user_missing_or_disabled');
  if (request.portal === 'agent' && NON_AGENT_HOME_TYPES.includes(member.type)) {
    throw new ApiFailure(403, 'auth.non_agent');
  }
  const now = ctx.now();
  refuseExcluded(ctx.db, member.id, now);
  const stamp = new Date(now).toISOString();
  const session = ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE members SET first_login_at = COALESCE(first_login_at, ?), last_login_at = ? WHERE id = ?')
      .run(stamp, stamp, member.id);
    return issueSession(ctx.db, member.id, now);
  })();
  return {
    token: session.token,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: member.firstLoginAt === null,
  };
}

/**
 * What failures are counted by: the member when the name finds one (so every spelling of a mobile
 * number counts together), else the normalized spelling.
 */
function failureKey(member: MemberRow | undefined, account: string, dialingCode: string | undefined): string {
  if (member) return `member:${member.id}`;
  return looksLikeMobile(account) ? `mobile:${normalizeMobile(account, dialingCode)}` : account.toLowerCase();
}

/** Failed logins of one account from one address: past the limit, that address must wait. */
const pairBucket = (merchantCode: string, key: string, address: string) =>
  `login:failures:${merchantCode}:${key}:${address}`;

/** Wrong, used, expired or another's challenges sent from one address. */
const proofFailuresBucket = (address: string) => `login:proof-failures:${address}`;

/**
 * A challenge for the next login of the account a name finds, from this address. Each one carries one
 * attempt, so none is issued to an address that keeps failing them, or for an account whose guesses
 * from this address are used up.
 */
export function requestChallenge(
  ctx: AppContext,
  merchant: Merchant,
  request: LoginChallengeRequest,
  address: string,
): LoginChallengeValue {
  const limiter = new RateLimiter(ctx.db, ctx.now);
  limiter.check(proofFailuresBucket(address), ctx.limits.loginProofFailuresPerAddress);
  limiter.hit(`login:challenge:${address}`, ctx.limits.loginChallengesPerAddress);
  const account = request.username.trim();
  const member = findLoginMember(ctx.db, merchant.code, account, request.countryDialingCode);
  const accountKey = failureKey(member, account, request.countryDialingCode);
  limiter.check(pairBucket(merchant.code, accountKey, address), ctx.limits.loginFailuresPerAccountAddress);
  return issueChallenge(ctx, { merchantCode: merchant.code, accountKey, address });
}

/**
 * Checks the proof a login brings when one is needed: a solved challenge (counted against the address
 * when it fails), else a captcha. A login that needs one only because its address is busy and brings
 * none is asked for a challenge (`auth.challenge_required`), which the site's client solves and sends.
 */
function checkProof(
  ctx: AppContext,
  request: LoginRequest,
  owner: { merchantCode: string; accountKey: string; address: string },
  captchaAsked: boolean,
): void {
  if (request.challengeId) {
    try {
      checkChallenge(ctx, owner, request.challengeId, request.challengeNonce ?? '');
    } catch (refusal) {
      const limiter = new RateLimiter(ctx.db, ctx.now);
      limiter.record(proofFailuresBucket(owner.address), ctx.limits.loginProofFailuresPerAddress);
      throw refusal;
    }
    return;
  }
  if (!captchaAsked && !request.captchaId) throw new ApiFailure(400, 'auth.challenge_required');
  checkCaptcha(ctx, owner.merchantCode, request.captchaId, request.captcha);
}

/** Records one login attempt from the address (and in all), in the widest of the address's windows. */
function recordAttempt(ctx: AppContext, limiter: RateLimiter, addressBucket: string): void {
  const { loginPerAddress, loginPerAddressCeiling } = ctx.limits;
  limiter.record('login:all', ctx.limits.loginGlobal);
  limiter.record(
    addressBucket,
    loginPerAddress.windowMs > loginPerAddressCeiling.windowMs ? loginPerAddress : loginPerAddressCeiling,
  );
}

async function loginWithUsername(
  ctx: AppContext,
  merchant: Merchant,
  request: LoginRequest,
  address: string,
): Promise<LoginValue> {
  const account = request.username.trim();
  const limiter = new RateLimiter(ctx.db, ctx.now);
  const addressBucket = `login:address:${address}`;
  limiter.check('login:all', ctx.limits.loginGlobal);
  limiter.check(proofFailuresBucket(address), ctx.limits.loginProofFailuresPerAddress);
  limiter.check(addressBucket, ctx.limits.loginPerAddressCeiling);
  // Past the address's share, every login brings a proof; the address itself is not refused.
  const addressBusy = limiter.fullUntil(addressBucket, ctx.limits.loginPerAddress) !== null;
  const member = findLoginMember(ctx.db, merchant.code, account, request.countryDialingCode);
  const key = failureKey(member, account, request.countryDialingCode);
  const pair = pairBucket(merchant.code, key, address);
  limiter.check(pair, ctx.limits.loginFailuresPerAccountAddress);
  const guard = new LoginGuard(ctx.db, ctx.now);
  const captchaAsked = guard.captchaRequired(merchant.code, key);
  const proofless = !request.challengeId && !request.captchaId;
  // Being asked for a challenge is not an attempt: the client answers it with the same login at once.
  if (!(addressBusy && !captchaAsked && proofless)) recordAttempt(ctx, limiter, addressBucket);
  if (captchaAsked || addressBusy) {
    // A solved challenge stands in for the captcha for whoever cannot see its image.
    checkProof(ctx, request, { merchantCode: merchant.code, accountKey: key, address }, captchaAsked);
  }
  // Counted as failed before the slow hash (all synchronous up to here), so guesses sent in parallel
  // already see each other; a right password takes it back.
  const { captcha } = guard.recordFailure(merchant.code, key);
  limiter.record(pair, ctx.limits.loginFailuresPerAccountAddress);
  // A missing account costs the same scrypt as a wrong password, so timing does not tell them apart.
  const stored = member?.passwordHash ?? decoyHash();
  const passwordOk = await ctx.hashSlots.run(() => verifyPassword(request.password, stored));
  if (!member || !passwordOk) {
    throw new ApiFailure(401, 'auth.credentials_invalid', undefined, captcha ? { captcha: true } : undefined);
  }
  guard.clear(merchant.code, key);
  limiter.clear(pair);
  return admit(ctx, member, request);
}

function loginWithSms(ctx: AppContext, merchant: Merchant, request: LoginRequest): LoginValue {
  const mobileNorm = normalizeMobile(request.username, request.countryDialingCode);
  checkSmsCode(ctx, merchant.code, mobileNorm, 'login', request.password, { consume: true });
  const member = findMemberByMobile(ctx.db, merchant.code, mobileNorm);
  if (!member) throw new ApiFailure(403, 'auth.user_missing_or_disabled');
  return admit(ctx, member, request);
}

/** Signs a member in by username and password, mobile and SMS code, or a Firebase ID token. */
export async function loginMember(
  ctx: AppContext,
  merchant: Merchant,
  request: LoginRequest,
  address = '',
): Promise<LoginValue> {
  switch (request.type) {
    case 'username':
      return loginWithUsername(ctx, merchant, request, address);
    case 'sms':
      return loginWithSms(ctx, merchant, request);
    case 'firebase':
      return firebaseLogin(ctx, merchant, request);
  }
}
