import type { FastifyInstance } from 'fastify';
import type { MemberInfo } from '@platform/shared/contract';
import { MEMBER_CENTRE_TEST_ENDPOINTS as MEMBER_CENTRE_TEST } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { findMemberByAccount } from '../auth/members';
import { replaceHelp } from '../help/help';
import { findMessage, postMessage } from '../messages/messages';
import { loadPromotions, patchPromotions } from '../promotions/promotions';
import { loadStartup, patchMobileTemplate } from './startup';
import { knownMerchant } from './test-routes';

function memberOf(ctx: AppContext, merchantCode: string, account: string): { id: number; merchantCode: string } {
  const code = knownMerchant(ctx, merchantCode);
  const member = findMemberByAccount(ctx.db, code, account);
  if (!member) throw malformed(`Merchant ${code} has no member ${JSON.stringify(account)}.`, 'account');
  return { id: member.id, merchantCode: code };
}

function memberInfo(db: Db, id: number): MemberInfo {
  const row = db
    .prepare<[number], Omit<MemberInfo, 'toUpline'> & { uplineId: number | null }>(
      'SELECT id, nickname, account, type, reg_date AS regDate, upline_id AS uplineId FROM members WHERE id = ?',
    )
    .get(id);
  if (!row) throw new Error(`member ${id} vanished`);
  const { uplineId, ...info } = row;
  return { ...info, toUpline: uplineId !== null };
}

/** Test mode: the member centre's switches (templates, promotions, member type and upline) and content. */
export function registerMemberCentreTestRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, MEMBER_CENTRE_TEST.mobileTemplate, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    patchMobileTemplate(ctx.db, code, request.body.template);
    return ok(loadStartup(ctx.db, code, request.ip));
  });

  route(api, MEMBER_CENTRE_TEST.promotions, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    patchPromotions(ctx.db, code, request.body.promotions);
    return ok(loadPromotions(ctx.db, code));
  });

  route(api, MEMBER_CENTRE_TEST.member, async (request) => {
    const { account, type, toUpline, vipLevel, neverLoggedIn } = request.body;
    const member = memberOf(ctx, request.body.merchantCode, account);
    let uplineId: number | null | undefined;
    if (toUpline === false) uplineId = null;
    if (toUpline === true) {
      uplineId = ctx.db
        .prepare<[string, number], { id: number }>(
          'SELECT id FROM members WHERE merchant_code = ? AND type = 1 AND disabled = 0 AND id != ? ORDER BY id LIMIT 1',
        )
        .get(member.merchantCode, member.id)?.id;
      if (uplineId === undefined) throw malformed('The merchant has no agent to be the upline.', 'toUpline');
    }
    ctx.db.transaction(() => {
      if (type !== undefined) ctx.db.prepare('UPDATE members SET type = ? WHERE id = ?').run(type, member.id);
      if (uplineId !== undefined) {
        ctx.db.prepare('UPDATE members SET upline_id = ? WHERE id = ?').run(uplineId, member.id);
      }
      if (vipLevel !== undefined) {
        ctx.db.prepare('UPDATE members SET vip_level = ? WHERE id = ?').run(vipLevel, member.id);
      }
      if (neverLoggedIn) {
        ctx.db.prepare('UPDATE members SET first_login_at = NULL, last_login_at = NULL WHERE id = ?').run(member.id);
      }
    })();
    return ok(memberInfo(ctx.db, member.id));
  });

  route(api, MEMBER_CENTRE_TEST.message, async (request) => {
    const { account, category = 'system', title, content } = request.body;
    const member = memberOf(ctx, request.body.merchantCode, account);
    const id = postMessage(ctx.db, member.id, { category, title, content }, ctx.now());
    const message = findMessage(ctx.db, member.id, id, request.language);
    if (!message) throw new Error(`Message ${id} was posted but cannot be read back.`);
    return ok(message);
  });

  route(api, MEMBER_CENTRE_TEST.help, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    replaceHelp(ctx.db, code, request.body.entries);
    return ok({ count: request.body.entries.length });
  });
}
