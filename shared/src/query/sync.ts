import { queryClient, SESSION_KEY } from './client';
import { onDataLanguageChange } from './keys';
import { persistQueries } from './persist';

let installed: (() => void) | null = null;

/**
 * Ties the cache to the page, once: persisted queries are written to storage, and the member's data
 * (member info, wallet) is fetched again when the language settles, as the spec's reload does.
 */
export function installQuerySync(): () => void {
  if (installed) return installed;
  const stopPersisting = persistQueries(queryClient);
  const stopLanguage = onDataLanguageChange(() => void queryClient.invalidateQueries({ queryKey: [SESSION_KEY] }));
  installed = () => {
    stopPersisting();
    stopLanguage();
    installed = null;
  };
  return installed;
}
