import type { FastifyInstance } from 'fastify';
import {
  MEMBER_TEST_PATHS,
  type MemberInfo,
  type TestHelpBody,
  type TestMemberBody,
  type TestMessageBody,
  type TestMobileTemplateBody,
  type TestPromotionsBody,
} from '@platform/shared/contract';
import {
  TestHelpBodySchema,
  TestMemberBodySchema,
  TestMessageBodySchema,
  TestMobileTemplateBodySchema,
  TestPromotionsBodySchema,
} from '@platform/shared/contract/schemas';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
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
  api.put<{ Body: TestMobileTemplateBody }>(
    MEMBER_TEST_PATHS.mobileTemplate,
    { schema: { body: TestMobileTemplateBodySchema } },
    async (request) => {
      const code = knownMerchant(ctx, request.body.merchantCode);
      patchMobileTemplate(ctx.db, code, request.body.template);
      return ok(loadStartup(ctx.db, code, request.ip));
    },
  );

  api.put<{ Body: TestPromotionsBody }>(
    MEMBER_TEST_PATHS.promotions,
    { schema: { body: TestPromotionsBodySchema } },
    async (request) => {
      const code = knownMerchant(ctx, request.body.merchantCode);
      patchPromotions(ctx.db, code, request.body.promotions);
      return ok(loadPromotions(ctx.db, code));
    },
  );

  api.put<{ Body: TestMemberBody }>(
    MEMBER_TEST_PATHS.member,
    { schema: { body: TestMemberBodySchema } },
    async (request) => {
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
    },
  );

  api.post<{ Body: TestMessageBody }>(
    MEMBER_TEST_PATHS.messages,
    { schema: { body: TestMessageBodySchema } },
    async (request) => {
      const { account, category = 'system', title, content } = request.body;
      const member = memberOf(ctx, request.body.merchantCode, account);
      const id = postMessage(ctx.db, member.id, { category, title, content }, ctx.now());
      return ok(findMessage(ctx.db, member.id, id, request.language));
    },
  );

  api.put<{ Body: TestHelpBody }>(MEMBER_TEST_PATHS.help, { schema: { body: TestHelpBodySchema } }, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    replaceHelp(ctx.db, code, request.body.entries);
    return ok({ count: request.body.entries.length });
  });
}
