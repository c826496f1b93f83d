import { addNamespace } from '@platform/shared';
import ty from './ty.json';

/**
 * Registers the area's texts: TY, the default, comes with the page; EN is fetched when the page is
 * first in EN (the host waits for it before it shows an area's page, and a switch waits for it).
 */
export function addAccountsTexts(): void {
  addNamespace('accounts', { ty, en: () => import('./en.json').then((loaded) => loaded.default) });
}
