import { MONEY_PAGING, type OrderListQuery } from '@platform/shared/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';

interface OrderPageShape {
  pageNum: number;
  totalPages: number;
}

/**
 * A money record read page by page, newest first (deposit and withdraw records share the shape); asked
 * again on every visit, since orders change state away from this page.
 */
export function orderPagesQuery<P extends OrderPageShape>(
  queryKey: readonly unknown[],
  fetchPage: (query: OrderListQuery) => Promise<P>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage({ pageNo: pageParam, pageSize: MONEY_PAGING.pageSize }),
    staleTime: 0,
    initialPageParam: 1,
    getNextPageParam: (page: P) => (page.pageNum < page.totalPages ? page.pageNum + 1 : undefined),
  });
}
