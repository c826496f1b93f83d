import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Where a query's last answer is kept across reloads. */
export type PersistPlace = 'local' | 'session';

interface Stored<T> {
  data: T;
  updatedAt: number;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: PersistPlace; persistAs?: string } & Record<string, unknown>;
  }
}

const PREFIX = 'mcq:';

function storage(place: PersistPlace): Storage | null {
  try {
    return place === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function storageKey(queryKey: QueryKey, named?: string): string {
  return named ?? PREFIX + hashKey(queryKey);
}

/**
 * The stored answer of a persisted query, for its `initialData`; undefined when none. The spec's
 * "cached locally, fetched only when missing" data is read from here before any request.
 */
export function readPersisted<T>(queryKey: QueryKey, place: PersistPlace, named?: string): Stored<T> | undefined {
  try {
    const raw = storage(place)?.getItem(storageKey(queryKey, named));
    return raw ? (JSON.parse(raw) as Stored<T>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Options that restore a persisted query from storage and mark it to be written back. `named` is a
 * storage key of the spec's own (member info lives under `memberInfo`); others get a hashed key.
 */
export function persistedData<T>(queryKey: QueryKey, place: PersistPlace, named?: string) {
  return {
    meta: { persist: place, persistAs: named },
    initialData: () => readPersisted<T>(queryKey, place, named)?.data,
    initialDataUpdatedAt: () => readPersisted<T>(queryKey, place, named)?.updatedAt,
  };
}

/** Writes every successful answer of a query marked `meta.persist` to its storage. Idempotent. */
export function persistQueries(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const place = event.query.meta?.persist;
    if (!place) return;
    const named = event.query.meta?.persistAs;
    const stored: Stored<unknown> = { data: event.query.state.data, updatedAt: event.query.state.dataUpdatedAt };
    try {
      storage(place)?.setItem(storageKey(event.query.queryKey, named), JSON.stringify(stored));
    } catch {
      // A full or unavailable storage only means the next visit asks the server again.
    }
  });
}
