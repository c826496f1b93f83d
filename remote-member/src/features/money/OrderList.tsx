import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Button, Empty, QueryState, useTranslation } from '@platform/shared';
import type { OrderPage } from '@platform/shared/contract';
import styles from './money.module.css';

export interface OrderListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<OrderPage<T>>>;
  label: string;
  empty: string;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** A record's pages as one list, newest first, with Show more while there are older ones. */
export function OrderList<T>({ query, label, empty, keyOf, children }: OrderListProps<T>) {
  const { t } = useTranslation('member');
  return (
    <div className={styles.page}>
      <QueryState query={query}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.list);
          if (items.length === 0) return <Empty text={empty} />;
          return (
            <>
              <ul className={styles.list} aria-label={label}>
                {items.map((item) => (
                  <li key={keyOf(item)}>{children(item)}</li>
                ))}
              </ul>
              {query.hasNextPage ? (
                <Button variant="secondary" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
                  {t('money.show_more')}
                </Button>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
