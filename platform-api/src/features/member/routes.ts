import type { FastifyInstance } from 'fastify';
import { PATHS, type MemberInfo, type WalletSummary } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ok } from '../../http/reply';

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
    };
    return ok(info);
  });

  api.get(PATHS.wallet, async (request) => {
    const member = guard.require(request);
    const row = ctx.db
      .prepare<[number], { balanceCents: number; currencySymbol: string }>(
        'SELECT balance_cents AS balanceCents, currency_symbol AS currencySymbol FROM wallets WHERE member_id = ?',
      )
      .get(member.id);
    const wallet: WalletSummary = {
      sumBalance: (row?.balanceCents ?? 0) / 100,
      currencySymbol: row?.currencySymbol ?? '₱',
    };
    return ok(wallet);
  });

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
