import { apiGet } from '@platform/shared';
import { MONEY_PAGING, type OrderPage } from '@platform/shared/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';

/**
 * A money record read page by page, newest first (deposit and withdraw records share the shape); asked
 * again on every visit, since orders change state away from this page.
 */
export function orderPagesQuery<T>(queryKey: readonly unknown[], path: string, params: object = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      apiGet<OrderPage<T>>(path, { ...params, pageNo: pageParam, pageSize: MONEY_PAGING.pageSize }),
    staleTime: 0,
    initialPageParam: 1,
    getNextPageParam: (page: OrderPage<T>) => (page.pageNum < page.totalPages ? page.pageNum + 1 : undefined),
  });
}
