import { Type } from '@sinclair/typebox';
import { AGENT_PATHS, AGENT_TEST_PATHS, type ContractKind } from '../agent';
import { endpoint } from '../endpoint';
import {
  AgentPeriodQuerySchema,
  ContractAnswerBodySchema,
  ContractDetailSchema,
  ContractOfferBodySchema,
  ContractsValueSchema,
  DividendValueSchema,
  OpenAccountBodySchema,
  OpenAccountLimitsSchema,
  OpenedAccountSchema,
  PendingContractsValueSchema,
  RebateQuerySchema,
  RebateValueSchema,
  RedRainValueSchema,
  TeamBetsQuerySchema,
  TeamBetsValueSchema,
  TeamKpiQuerySchema,
  TeamKpiValueSchema,
  TeamMembersQuerySchema,
  TeamMembersValueSchema,
  TeamPnlValueSchema,
  TestContractBodySchema,
} from '../schemas/agent';

// An unknown kind is the handler's to refuse, naming the field.
const KindParamsSchema = Type.Object({ kind: Type.String() });
const CONTRACT_PATH = AGENT_PATHS.contract(':kind' as ContractKind);

/** The agent area: team figures, the downline, contracts, opening accounts and earnings. */
export const AGENT_ENDPOINTS = {
  teamKpi: endpoint({
    method: 'GET',
    path: AGENT_PATHS.teamKpi,
    access: 'agent',
    query: TeamKpiQuerySchema,
    response: TeamKpiValueSchema,
  }),
  teamMembers: endpoint({
    method: 'GET',
    path: AGENT_PATHS.teamMembers,
    access: 'agent',
    query: TeamMembersQuerySchema,
    response: TeamMembersValueSchema,
  }),
  teamPnl: endpoint({
    method: 'GET',
    path: AGENT_PATHS.teamPnl,
    access: 'agent',
    query: AgentPeriodQuerySchema,
    response: TeamPnlValueSchema,
  }),
  teamBets: endpoint({
    method: 'GET',
    path: AGENT_PATHS.teamBets,
    access: 'agent',
    query: TeamBetsQuerySchema,
    response: TeamBetsValueSchema,
  }),
  /** Every member but the types without contracts may be asked to sign one, players included. */
  pendingContracts: endpoint({
    method: 'GET',
    path: AGENT_PATHS.pendingContracts,
    access: 'member',
    response: PendingContractsValueSchema,
  }),
  contracts: endpoint({
    method: 'GET',
    path: AGENT_PATHS.contracts,
    access: 'agent',
    response: ContractsValueSchema,
  }),
  offerContract: endpoint({
    method: 'POST',
    path: AGENT_PATHS.offers,
    access: 'agent',
    body: ContractOfferBodySchema,
    response: ContractDetailSchema,
  }),
  contract: endpoint({
    method: 'GET',
    path: CONTRACT_PATH,
    access: 'agent',
    params: KindParamsSchema,
    response: Type.Union([ContractDetailSchema, Type.Null()]),
  }),
  answerContract: endpoint({
    method: 'PUT',
    path: CONTRACT_PATH,
    access: 'agent',
    params: KindParamsSchema,
    body: ContractAnswerBodySchema,
    response: ContractDetailSchema,
  }),
  openAccountLimits: endpoint({
    method: 'GET',
    path: AGENT_PATHS.openAccount,
    access: 'agent',
    response: OpenAccountLimitsSchema,
  }),
  openAccount: endpoint({
    method: 'POST',
    path: AGENT_PATHS.openAccount,
    access: 'agent',
    body: OpenAccountBodySchema,
    response: OpenedAccountSchema,
  }),
  rebates: endpoint({
    method: 'GET',
    path: AGENT_PATHS.rebates,
    access: 'agent',
    query: RebateQuerySchema,
    response: RebateValueSchema,
  }),
  dividends: endpoint({ method: 'GET', path: AGENT_PATHS.dividends, access: 'agent', response: DividendValueSchema }),
  redRain: endpoint({ method: 'GET', path: AGENT_PATHS.redRain, access: 'agent', response: RedRainValueSchema }),
  testContract: endpoint({
    method: 'PUT',
    path: AGENT_TEST_PATHS.contract,
    access: 'test',
    body: TestContractBodySchema,
    response: ContractDetailSchema,
  }),
};
