// What the share scope provides as `@tanstack/react-query`, for the reason react-router-dom.ts gives:
// a shared module keeps every export, and hydration, useQueries, suspense and streamed queries are
// not used. The package is reached by its file, not its name, which would consume the share itself.
// A name added to an import from '@tanstack/react-query' must be added here (shared-exports.test.ts).
export {
  hashKey,
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../node_modules/@tanstack/react-query/build/modern/index.js';
