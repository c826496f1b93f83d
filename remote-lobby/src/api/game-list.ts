import { FIRST_PAGE, gameListQuery, nextPageOf, type GameListFilter } from '@platform/shared';

// The game list's query lives in shared, where the host starts the list page's first page under the
// same key (host/src/startup/first-reads.ts).
export { FIRST_PAGE, gameListQuery, nextPageOf, type GameListFilter };
