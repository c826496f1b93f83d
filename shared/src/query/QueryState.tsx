import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/translation';
import { toApiError, type ApiError } from '../api/errors';
import { ErrorPanel, Loading } from '../ui/ErrorPanel';

/** A failed query or mutation as the typed error, and its message in the current language. */
export function useErrorMessage(error: unknown): { error: ApiError; message: string } | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  const apiError = toApiError(error);
  return { error: apiError, message: t(apiError.messageKey) };
}

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  children: (data: T) => ReactNode;
  /** Shown while the first answer is on its way; the shared loading text by default. */
  loading?: ReactNode;
}

/**
 * The three states of a query on screen: loading, a translated failure with Retry, or the data.
 * Data already on screen stays while a refetch runs or fails.
 */
export function QueryState<T>({ query, children, loading }: QueryStateProps<T>) {
  const failure = useErrorMessage(query.isError && query.data === undefined ? query.error : null);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (failure) return <ErrorPanel message={failure.message} onRetry={() => void query.refetch()} />;
  return <>{loading ?? <Loading />}</>;
}
