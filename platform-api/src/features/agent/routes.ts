import type { FastifyInstance } from 'fastify';
import { CONTRACT_KINDS, NO_CONTRACT_TYPES, type ContractKind } from '@platform/shared/contract';
import { AGENT_ENDPOINTS as AGENT } from '@platform/shared/contract/endpoints';
import type { AppContext } from '../../context';
import type { SessionGuard } from '../../http/auth';
import { ApiFailure, malformed } from '../../http/errors';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { findMemberByAccount } from '../auth/members';
import { knownMerchant } from '../system/test-routes';
import { openAccount, openAccountLimits } from './accounts';
import {
  answerContract,
  currentContract,
  memberContracts,
  offerContract,
  offerToDownline,
  pendingContracts,
} from './contracts';
import { periodOf } from './days';
import { dividends, rebates, redRain } from './earnings';
import { requireAgent, teamBets, teamKpi, teamMembers, teamPnl } from './team';

function contractKind(raw: string): ContractKind {
  const kind = CONTRACT_KINDS.find((k) => k === raw);
  if (!kind) throw malformed(`Unknown contract kind ${JSON.stringify(raw)}.`, 'kind');
  return kind;
}

/** The agent area's calls; every one is for an agent's session only. */
export function registerAgentRoutes(api: FastifyInstance, ctx: AppContext, guard: SessionGuard): void {
  const agentOf = (request: Parameters<SessionGuard['require']>[0]) => requireAgent(guard.require(request));

  route(api, AGENT.teamKpi, async (request) => {
    const agent = agentOf(request);
    const { startDate, endDate, size = 0 } = request.query;
    return ok(teamKpi(ctx.db, agent.id, periodOf(startDate, endDate), size, ctx.now()));
  });

  route(api, AGENT.teamMembers, async (request) => ok(teamMembers(ctx.db, agentOf(request), request.query)));

  route(api, AGENT.teamPnl, async (request) => {
    const agent = agentOf(request);
    return ok(teamPnl(ctx.db, agent.id, periodOf(request.query.startDate, request.query.endDate)));
  });

  route(api, AGENT.teamBets, async (request) => {
    const agent = agentOf(request);
    const period = periodOf(request.query.startDate, request.query.endDate);
    return ok(teamBets(ctx.db, agent.id, period, request.query, request.language === 'EN' ? 'name_en' : 'name_ty'));
  });

  // Spec §6: every member but types 4, 40, 41 and 42 is checked for contracts, players included.
  route(api, AGENT.pendingContracts, async (request) => {
    const member = guard.require(request);
    if (NO_CONTRACT_TYPES.includes(member.type)) throw new ApiFailure(403, 'auth.no_permission');
    return ok(pendingContracts(ctx.db, member.id));
  });

  route(api, AGENT.contracts, async (request) => ok(memberContracts(ctx.db, agentOf(request).id)));

  route(api, AGENT.offerContract, async (request) =>
    ok(offerToDownline(ctx.db, agentOf(request), request.body, ctx.now())),
  );

  route(api, AGENT.contract, async (request) =>
    ok(currentContract(ctx.db, agentOf(request).id, contractKind(request.params.kind))),
  );

  route(api, AGENT.answerContract, async (request) => {
    const agent = agentOf(request);
    return ok(answerContract(ctx.db, agent.id, contractKind(request.params.kind), request.body.decision, ctx.now()));
  });

  route(api, AGENT.openAccountLimits, async (request) => ok(openAccountLimits(ctx.db, agentOf(request).id)));

  route(api, AGENT.openAccount, async (request) => ok(await openAccount(ctx, agentOf(request), request.body)));

  route(api, AGENT.rebates, async (request) => {
    const agent = agentOf(request);
    const { startDate, endDate, scope } = request.query;
    return ok(rebates(ctx.db, agent.id, periodOf(startDate, endDate), scope));
  });

  route(api, AGENT.dividends, async (request) => ok(dividends(ctx.db, agentOf(request).id, ctx.now())));

  route(api, AGENT.redRain, async (request) => ok(redRain(ctx.db, agentOf(request).id, ctx.now())));

  if (ctx.mode === 'test') {
    route(api, AGENT.testContract, async (request) => {
      const code = knownMerchant(ctx, request.body.merchantCode);
      const member = findMemberByAccount(ctx.db, code, request.body.account);
      if (!member)
        throw malformed(`Merchant ${code} has no member ${JSON.stringify(request.body.account)}.`, 'account');
      return ok(offerContract(ctx.db, member.id, request.body.kind, ctx.now()));
    });
  }
}
