import { call, queryClient, sessionKey, walletQuery } from '@platform/shared';
import { DEPOSIT_ENDPOINTS, type DepositOrder } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';
import { depositListKey } from './deposit-list';

export const fetchDepositOrder = (orderNo: string) => call(DEPOSIT_ENDPOINTS.order, { params: { orderNo } });

export const depositOrderKey = (user: string, orderNo: string) => sessionKey(user, 'deposit', 'order', orderNo);

/**
 * Keeps an order's answer, and when its state moved, what depends on it: a paid deposit moves the
 * shared wallet (the header's balance), and every state shows in the deposit record.
 */
export function storeDepositOrder(user: string, order: DepositOrder): void {
  const before = queryClient.getQueryData<DepositOrder>(depositOrderKey(user, order.orderNo));
  queryClient.setQueryData(depositOrderKey(user, order.orderNo), order);
  if (before?.state === order.state) return;
  void queryClient.invalidateQueries({ queryKey: depositListKey(user) });
  if (order.state === 'paid') void queryClient.invalidateQueries({ queryKey: walletQuery(user).queryKey });
}

/** One deposit order; while it is pending it is asked again every few seconds, to see it paid. */
export function depositOrderQuery(user: string, orderNo: string) {
  return queryOptions({
    queryKey: depositOrderKey(user, orderNo),
    queryFn: async () => {
      const order = await fetchDepositOrder(orderNo);
      storeDepositOrder(user, order);
      return order;
    },
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 3_000 : false),
  });
}
