import { Type } from '@sinclair/typebox';
import { endpoint } from '../endpoint';
import { WalletSummarySchema } from '../schemas/auth';
import { EmptySchema } from '../schemas/common';
import {
  RebateClaimBodySchema,
  RebateClaimSchema,
  RebateDueSchema,
  TestUplineBodySchema,
  UplineTransferBodySchema,
  UplineTransferInfoSchema,
  UplineTransferSchema,
} from '../schemas/transfer';
import { TRANSFER_PATHS, TRANSFER_TEST_PATHS } from '../transfer';

/** Transfers to the upline and the member's own rebate claims. */
export const TRANSFER_ENDPOINTS = {
  uplineInfo: endpoint({
    method: 'GET',
    path: TRANSFER_PATHS.uplineInfo,
    access: 'member',
    response: UplineTransferInfoSchema,
  }),
  uplineTransfer: endpoint({
    method: 'POST',
    path: TRANSFER_PATHS.uplineTransfers,
    access: 'member',
    body: UplineTransferBodySchema,
    response: UplineTransferSchema,
  }),
  rebateDue: endpoint({ method: 'GET', path: TRANSFER_PATHS.rebateDue, access: 'member', response: RebateDueSchema }),
  rebateClaim: endpoint({
    method: 'POST',
    path: TRANSFER_PATHS.rebateClaims,
    access: 'member',
    body: RebateClaimBodySchema,
    response: RebateClaimSchema,
  }),
  rebateHistory: endpoint({
    method: 'GET',
    path: TRANSFER_PATHS.rebateHistory,
    access: 'member',
    response: Type.Array(RebateClaimSchema),
  }),
  testUpline: endpoint({
    method: 'PUT',
    path: TRANSFER_TEST_PATHS.upline,
    access: 'test',
    body: TestUplineBodySchema,
    response: EmptySchema,
  }),
  testBalance: endpoint({
    method: 'GET',
    path: TRANSFER_TEST_PATHS.balance(':account'),
    access: 'test',
    params: Type.Object({ account: Type.String() }),
    response: WalletSummarySchema,
  }),
};
