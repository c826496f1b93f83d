import { NON_AGENT_HOME_TYPES, type LoginRequest, type LoginValue } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import type { Merchant } from '../../http/request-context';
import { findRule } from '../content/rules';
import { LoginGuard } from './login-guard';
import { decoyHash, verifyPassword } from './passwords';
import { issueSession } from './sessions';

/** The decrypted login body. Lengths are loose on purpose: old accounts may predate today's rules. */
export const loginRequestSchema = {
  type: 'object',
  required: ['type', 'username', 'password'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['username', 'sms', 'firebase'] },
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    captcha: { type: 'string', maxLength: 16 },
    portal: { type: 'string', enum: ['member', 'agent'] },
  },
} as const;

interface MemberRow {
  id: number;
  account: string;
  passwordHash: string;
  type: number;
  disabled: number;
  firstLoginAt: string | null;
}

function findMember(ctx: AppContext, merchantCode: string, account: string): MemberRow | undefined {
  return ctx.db
    .prepare<[string, string], MemberRow>(
      `SELECT id, account, password_hash AS passwordHash, type, disabled, first_login_at AS firstLoginAt
         FROM members WHERE merchant_code = ? AND account = ?`,
    )
    .get(merchantCode, account);
}

function checkCaptcha(ctx: AppContext, merchant: Merchant, captcha: string | undefined): void {
  // Until the captcha endpoint exists, any value that passes the merchant's captcha rule is accepted.
  if (!captcha) {
    throw new ApiFailure(400, 'auth.captcha_required', undefined, { captcha: true, field: 'captcha' });
  }
  const rule = findRule(ctx.db, merchant.code, 'captcha');
  if (rule && !new RegExp(rule.pattern, 'u').test(captcha)) {
    throw new ApiFailure(400, 'verification.code_error', undefined, { captcha: true, field: 'captcha' });
  }
}

/** Signs a member in with username and password; every refusal is an ApiFailure. */
export async function loginWithPassword(
  ctx: AppContext,
  merchant: Merchant,
  request: LoginRequest,
): Promise<LoginValue> {
  if (request.type !== 'username') {
    throw new ApiFailure(403, 'auth.no_permission', `Login type ${request.type} is not available yet.`);
  }
  const account = request.username.trim();
  const guard = new LoginGuard(ctx.db, ctx.now);
  if (guard.captchaRequired(merchant.code, account)) checkCaptcha(ctx, merchant, request.captcha);

  const member = findMember(ctx, merchant.code, account);
  // A missing account costs the same scrypt as a wrong password, so timing does not tell them apart.
  const passwordOk = await verifyPassword(request.password, member?.passwordHash ?? decoyHash());
  if (!member || !passwordOk) {
    const { captcha } = guard.recordFailure(merchant.code, account);
    throw new ApiFailure(401, 'auth.credentials_invalid', undefined, captcha ? { captcha: true } : undefined);
  }
  if (member.disabled) throw new ApiFailure(403, 'auth.user_missing_or_disabled');
  if (request.portal === 'agent' && NON_AGENT_HOME_TYPES.includes(member.type)) {
    throw new ApiFailure(403, 'auth.non_agent');
  }

  const now = ctx.now();
  const stamp = new Date(now).toISOString();
  const session = ctx.db.transaction(() => {
    guard.clear(merchant.code, account);
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
