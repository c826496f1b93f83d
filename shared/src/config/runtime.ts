import { proxy, ref, useSnapshot } from 'valtio';
import { API_BASE, DEFAULT_MERCHANT, PATHS, type StartupValue } from '../contract';

/** Start-up settings and site configuration, loaded once by the host. */
export const siteConfig = proxy<{ startup: StartupValue | null; merchantCode: string }>({
  startup: null,
  merchantCode: DEFAULT_MERCHANT,
});

/**
 * Records the start-up settings fetched by the host. They are replaced whole, never changed in
 * place, so they are kept as they are (`ref`) rather than made a proxy object by object: that took a
 * long task of the start-up on a phone.
 */
export function setStartup(startup: StartupValue): void {
  siteConfig.startup = ref(startup);
  siteConfig.merchantCode = startup.merchantCode;
}

/**
 * The merchant's logo. From here rather than from the contract's PATHS in each area: an area that
 * builds the address itself carries every path of the API along with the one it uses.
 */
export const merchantLogoUrl = (merchantCode: string) => `${API_BASE}${PATHS.art('logo', merchantCode, 'webp')}`;

/** Chooses the merchant whose settings and data the site shows. */
export function setMerchantCode(code: string): void {
  siteConfig.merchantCode = code;
}

/** Resets the configuration to its first state; for tests. */
export function resetSiteConfig(): void {
  siteConfig.startup = null;
  siteConfig.merchantCode = DEFAULT_MERCHANT;
}

/** The site configuration, as a render snapshot. */
export function useSiteConfig() {
  return useSnapshot(siteConfig);
}
