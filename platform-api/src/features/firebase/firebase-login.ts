import { createHash } from 'node:crypto';
import type { LoginRequest, LoginValue } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import { ApiFailure } from '../../http/errors';
import type { Merchant } from '../../http/request-context';
import { admit } from '../auth/login';
import { findMemberByAccount, findMemberByFirebase, findMemberByMobile, findMemberById } from '../auth/members';
import { unusablePasswordHash } from '../auth/passwords';
import { createMember } from '../register/create-member';
import { normalizeMobile } from '../sms/mobile';
import { loadAccountSettings } from '../sms/settings';
import { verifyFirebaseToken, type FirebaseIdentity } from './verify-token';

/** The merchant's Firebase project, or a refusal when it has none. */
export function firebaseProjectOf(ctx: AppContext, merchantCode: string): string {
  const project = loadAccountSettings(ctx.db, merchantCode).firebaseProject;
  if (!project) throw new ApiFailure(403, 'auth.no_permission', 'This merchant has no Firebase sign-in.');
  return project;
}

/** Verifies a token for the merchant; the phone number it proves, when it proves one, is in the identity. */
export function verifyMerchantToken(ctx: AppContext, merchantCode: string, idToken: string): Promise<FirebaseIdentity> {
  return verifyFirebaseToken(firebaseProjectOf(ctx, merchantCode), idToken, ctx.now());
}

function linkFirebase(ctx: AppContext, memberId: number, uid: string): void {
  ctx.db.prepare('UPDATE members SET firebase_uid = ? WHERE id = ? AND firebase_uid IS NULL').run(uid, memberId);
}

/** A free account name for a new social sign-in: `g` or `f` and eight characters of the uid's hash. */
function socialAccountName(ctx: AppContext, merchantCode: string, identity: FirebaseIdentity, prefix: string): string {
  for (let salt = 0; ; salt += 1) {
    const hash = createHash('sha256').update(`${identity.uid}:${salt}`).digest('hex').slice(0, 8);
    const name = `${prefix}${hash}`;
    if (!findMemberByAccount(ctx.db, merchantCode, name)) return name;
  }
}

/**
 * Google and Facebook: the member linked to the Firebase user, else the member with the same e-mail
 * (linked now), else a new member. Phone (`sms`): the member with the verified number.
 */
export async function firebaseLogin(ctx: AppContext, merchant: Merchant, request: LoginRequest): Promise<LoginValue> {
  const identity = await verifyMerchantToken(ctx, merchant.code, request.firebaseIdToken ?? '');
  const linked = findMemberByFirebase(ctx.db, merchant.code, identity.uid);
  if (linked) return admit(ctx, linked, request);

  if (request.firebaseChannel === 'sms') {
    if (!identity.phoneNumber) throw new ApiFailure(401, 'auth.credentials_invalid', 'The token proves no phone.');
    const member = findMemberByMobile(
      ctx.db,
      merchant.code,
      normalizeMobile(identity.phoneNumber, request.countryDialingCode ?? '63'),
    );
    if (!member) throw new ApiFailure(403, 'auth.user_missing_or_disabled');
    linkFirebase(ctx, member.id, identity.uid);
    return admit(ctx, member, request);
  }

  const email = identity.email?.toLowerCase();
  const byEmail = email
    ? ctx.db
        .prepare<[string, string], { id: number }>(
          'SELECT id FROM members WHERE merchant_code = ? AND lower(email) = ? ORDER BY id LIMIT 1',
        )
        .get(merchant.code, email)
    : undefined;
  if (byEmail) {
    linkFirebase(ctx, byEmail.id, identity.uid);
    const member = findMemberById(ctx.db, byEmail.id);
    if (member) return admit(ctx, member, request);
  }
  const prefix = request.firebaseChannel === 'facebook' ? 'f' : 'g';
  const id = createMember(
    ctx.db,
    {
      merchantCode: merchant.code,
      account: socialAccountName(ctx, merchant.code, identity, prefix),
      passwordHash: unusablePasswordHash(),
      type: 0,
      nickname: identity.name?.slice(0, 20) ?? '',
      email: email ?? null,
      firebaseUid: identity.uid,
      registerMethod: request.firebaseChannel ?? 'google',
    },
    ctx.now(),
  );
  const member = findMemberById(ctx.db, id);
  if (!member) throw new Error('the new member vanished');
  return admit(ctx, member, request);
}
