export { queryClient, resetQueryClient, forgetSessionData, SESSION_KEY } from './client';
export { scopeNow, useScope, sessionKey, useSessionUser, onDataLanguageChange, type Scope } from './keys';
export { persistedData, persistQueries, readPersisted, type PersistPlace } from './persist';
export { QueryState, useErrorMessage, type QueryStateProps } from './QueryState';
export { QueryProvider } from './QueryProvider';
export { installQuerySync } from './sync';
