import type { FastifyInstance } from 'fastify';
import { PATHS, type MemberInfo } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';
import { memberContacts } from '../binding/contacts';
import { walletSummary } from '../ledger/ledger';

export function registerMemberRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  api.get(PATHS.memberInfo, async (request) => {
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
  api.get(PATHS.wallet, async (request) => ok(walletSummary(ctx.db, guard.require(request).id)));

  api.get(PATHS.unreadCount, async (request) => {
    const member = guard.require(request);
    const row = ctx.db
      .prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM messages WHERE member_id = ? AND read_at IS NULL',
      )
      .get(member.id);
    return ok(row?.count ?? 0);
  });
}
