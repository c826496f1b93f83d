import type { FastifyInstance } from 'fastify';
import type { MemberInfo } from '@platform/shared/contract';
import { MEMBER_CENTRE_ENDPOINTS as MEMBER_CENTRE, AUTH_ENDPOINTS as AUTH } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { memberContacts } from '../binding/contacts';
import { walletSummary } from '../ledger/ledger';

export function registerMemberRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  route(api, AUTH.memberInfo, async (request) => {
    const member = guard.require(request);
    const info: MemberInfo = {
      id: member.id,
      nickname: member.nickname,
      account: member.account,
      type: member.type,
      regDate: member.regDate,
      toUpline: member.uplineId !== null,
      ...memberContacts(ctx.db, member.id),
    };
    return ok(info);
  });

  // The balance is the sum of the member's ledger.
  route(api, AUTH.wallet, async (request) => ok(walletSummary(ctx.db, guard.require(request).id)));

  route(api, MEMBER_CENTRE.unreadCount, async (request) => {
    const member = guard.require(request);
    const row = ctx.db
      .prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM messages WHERE member_id = ? AND read_at IS NULL',
      )
      .get(member.id);
    return ok(row?.count ?? 0);
  });
}
