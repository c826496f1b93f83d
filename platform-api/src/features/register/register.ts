import type { RegisterRequest, RegisterValue, Whitelabel } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import type { Merchant } from '../../http/request-context';
import { checkCreation, countCreation, type Requester } from '../auth/creation-limits';
import { admit } from '../auth/login';
import { findMemberByAccount, findMemberById, findMemberByMobile } from '../auth/members';
import { hashPassword, unusablePasswordHash } from '../auth/passwords';
import { checkCaptcha } from '../captcha/captcha';
import { loadRuleTable } from '../content/rules';
import { verifyMerchantToken } from '../firebase/firebase-login';
import { issueSignupBonus } from '../rewards/turnover';
import { normalizeMobile, ruleValue, storedMobile } from '../sms/mobile';
import { checkSmsCode } from '../sms/sms-codes';
import { loadWhitelabel } from '../system/startup';
import { findAffiliate } from './affiliate';
import { createMember } from './create-member';
import { checkAgainstRule, checkRequired, OPTIONAL_FIELDS } from './validate';

/** Which fields a registration has, from the flags: the client shows the same. */
export function registrationShape(flags: Whitelabel, method: RegisterRequest['registerMethod']) {
  const mobileMode = method === 'mobile';
  return {
    allowed: mobileMode ? Boolean(flags.MOBILENUMREG3) : Boolean(flags.USERNAMEREG3) || !flags.MOBILENUMREG3,
    password: !mobileMode || Boolean(flags.MOBILENUMPASSREG3),
    mobileRequired: mobileMode || Boolean(flags.REGMOBVERF3),
    smsCode: mobileMode || Boolean(flags.REGMOBVERF3),
  };
}

async function checkMobileProof(
  ctx: AppContext,
  merchant: Merchant,
  request: RegisterRequest,
  mobileNorm: string,
): Promise<void> {
  if (request.firebaseIdToken) {
    const identity = await verifyMerchantToken(ctx, merchant.code, request.firebaseIdToken);
    const proven = identity.phoneNumber ? normalizeMobile(identity.phoneNumber, request.countryDialingCode) : '';
    if (proven !== mobileNorm) {
      throw new ApiFailure(400, 'verification.code_error', 'The token proves another number.', {
        field: 'verificationCode',
      });
    }
    return;
  }
  checkSmsCode(ctx, merchant.code, mobileNorm, 'register', request.verificationCode ?? '', { consume: true });
}

/** Registers a member as the merchant's rules and flags say, then signs the new member in. */
export async function registerMember(
  ctx: AppContext,
  merchant: Merchant,
  request: RegisterRequest,
  who: Requester,
): Promise<RegisterValue> {
  checkCreation(ctx, 'registrations', who);
  const table = loadRuleTable(ctx.db, merchant.code);
  const shape = registrationShape(loadWhitelabel(ctx.db, merchant.code), request.registerMethod);
  if (!shape.allowed) throw new ApiFailure(403, 'auth.no_permission', 'This registration method is switched off.');
  if (!request.ageConfirmed) throw new ApiFailure(400, 'request.malformed', 'Age not confirmed.', { field: 'age' });

  const mobileMode = request.registerMethod === 'mobile';
  const mobileNorm = normalizeMobile(request.mobileNum ?? '', request.countryDialingCode);
  if (!mobileMode) checkRequired(table, 'username', 'username', request.username);
  if (shape.mobileRequired) checkRequired(table, 'mobileNum', 'mobileNum', request.mobileNum);
  else checkAgainstRule(table.mobileNum, 'mobileNum', ruleValue('mobileNum', request.mobileNum ?? ''));
  if (shape.password) {
    checkRequired(table, 'password', 'password', request.password);
    if (request.password !== request.confirmPassword) {
      throw new ApiFailure(400, 'request.malformed', 'The confirmation differs.', { field: 'confirmPassword' });
    }
  }
  for (const field of OPTIONAL_FIELDS) checkAgainstRule(table[field], field, request[field]);
  if (table.captcha.enabled) checkCaptcha(ctx, merchant.code, request.captchaId, request.captcha);

  const account = mobileMode ? `0${mobileNorm}` : (request.username ?? '').trim();
  if (findMemberByAccount(ctx.db, merchant.code, account)) {
    throw new ApiFailure(409, 'auth.username_exists', undefined, { field: mobileMode ? 'mobileNum' : 'username' });
  }
  if (mobileNorm && findMemberByMobile(ctx.db, merchant.code, mobileNorm)) {
    throw new ApiFailure(409, 'auth.mobile_exists', undefined, { field: 'mobileNum' });
  }
  const affiliateCode = table.affiliateCode.enabled ? request.affiliateCode?.trim() : undefined;
  const affiliate = affiliateCode ? findAffiliate(ctx.db, merchant.code, affiliateCode) : undefined;
  if (affiliateCode && !affiliate) {
    throw new ApiFailure(400, 'affiliate.invalid', undefined, { field: 'affiliateCode' });
  }
  const recommenderId = table.recommenderId.enabled ? request.recommenderId?.trim() : undefined;
  const recommender = recommenderId ? findMemberByAccount(ctx.db, merchant.code, recommenderId) : undefined;
  if (recommenderId && !recommender) {
    throw new ApiFailure(400, 'referrer.link_error', undefined, { field: 'recommenderId' });
  }
  if (shape.smsCode && mobileNorm) await checkMobileProof(ctx, merchant, request, mobileNorm);

  const profile: Record<string, string> = {};
  for (const field of ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'payeeName'] as const) {
    const value = table[field].enabled ? request[field]?.trim() : undefined;
    if (value) profile[field] = value;
  }
  if (request.registerUrl) profile.registerUrl = request.registerUrl.slice(0, 200);
  const paymentPassword = table.paymentPassword.enabled ? request.paymentPassword?.trim() : undefined;
  const passwordHash = shape.password ? await hashPassword(request.password ?? '') : unusablePasswordHash();
  const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
  // Counted with no await before the account exists, so parallel registrations all meet the limit.
  countCreation(ctx, 'registrations', who);
  const id = createMember(
    ctx.db,
    {
      merchantCode: merchant.code,
      account,
      passwordHash,
      type: 0,
      nickname: table.nickname.enabled ? (request.nickname?.trim() ?? '') : '',
      uplineId: affiliate?.agentId ?? recommender?.id ?? null,
      mobileNum: mobileNorm ? storedMobile(request.mobileNum ?? '', request.countryDialingCode) : null,
      mobileNorm: mobileNorm || null,
      countryDialingCode: request.countryDialingCode ?? null,
      email: table.email.enabled ? request.email?.trim() || null : null,
      profile,
      paymentPasswordHash,
      registerChannel: request.channel,
      registerMethod: request.registerMethod,
      affiliateCode: affiliate ? affiliateCode : null,
    },
    ctx.now(),
  );
  issueSignupBonus(ctx.db, id, merchant.code, ctx.now());
  const member = findMemberById(ctx.db, id);
  if (!member) throw new Error('the new member vanished');
  return admit(ctx, member, {});
}
