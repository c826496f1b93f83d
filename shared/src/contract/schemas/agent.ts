// Runtime schemas of the agent requests. platform-api validates with them; the contract derives its
// request types from them by type-only imports, so the page never loads this module.
import { Type } from '@sinclair/typebox';
import { AGENT_PAGING, CONTRACT_KINDS } from '../agent';
import { GAME_TYPES } from '../lobby';
import { closedObject, MerchantCodeSchema, oneOf, RebateRate } from './common';

const query = { additionalProperties: false } as const;
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const PageNo = Type.Integer({ minimum: 1, maximum: 100_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: AGENT_PAGING.maxPageSize });
const Period = { startDate: Day, endDate: Day };

export const AgentPeriodQuerySchema = Type.Object(Period, query);

export const TeamKpiQuerySchema = Type.Object(
  { ...Period, size: Type.Optional(Type.Integer({ minimum: 0, maximum: AGENT_PAGING.maxPeriodDays })) },
  query,
);

export const TeamMembersQuerySchema = Type.Object(
  {
    /** Whose direct downline to list; the agent's own by default. */
    parentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    /** Part of a user name: searches the whole downline instead. */
    account: Type.Optional(Type.String({ maxLength: 32 })),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  query,
);

export const TeamBetsQuerySchema = Type.Object(
  {
    ...Period,
    gameType: Type.Optional(oneOf(GAME_TYPES)),
    account: Type.Optional(Type.String({ maxLength: 32 })),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  query,
);

export const RebateQuerySchema = Type.Object({ ...Period, scope: oneOf(['agent', 'team']) }, query);

export const ContractAnswerBodySchema = closedObject({ decision: oneOf(['accept', 'decline']) });

export const OpenAccountBodySchema = closedObject({
  account: Type.String({ minLength: 1, maxLength: 32 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
  kind: oneOf(['member', 'agent']),
  /** Percent, at most two decimals, no higher than the agent's own. */
  rebateRate: RebateRate,
});

export const TestContractBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  kind: oneOf(CONTRACT_KINDS),
});
