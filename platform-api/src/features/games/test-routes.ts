import type { FastifyInstance } from 'fastify';
import { MY_GAMES_ENDPOINTS } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import { malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { findMemberByAccount } from '../auth/members';
import { addLedgerEntry, toCents, walletSummary } from '../ledger/ledger';
import { knownMerchant } from '../system/test-routes';

/** Test mode: pays money into a new member's wallet, so a test can play rounds with an account of its own. */
export function registerGameTestRoutes(api: FastifyInstance, ctx: AppContext): void {
  route(api, MY_GAMES_ENDPOINTS.testCredit, async (request) => {
    const code = knownMerchant(ctx, request.body.merchantCode);
    const member = findMemberByAccount(ctx.db, code, request.body.account);
    if (!member) throw malformed(`Merchant ${code} has no member ${JSON.stringify(request.body.account)}.`, 'account');
    const cents = toCents(request.body.amount);
    if (cents === null) throw malformed('amount has at most two decimals.', 'amount');
    addLedgerEntry(ctx.db, {
      memberId: member.id,
      amountCents: cents,
      kind: 'deposit',
      reference: 'test-credit',
      at: ctx.now(),
    });
    return ok(walletSummary(ctx.db, member.id));
  });
}
