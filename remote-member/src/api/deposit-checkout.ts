import type { DepositOrder } from '@platform/shared/contract';

/**
 * Where to pay a pending order: its provider's checkout, when the server gave one that is a web
 * address or a path of this site. Anything else (another scheme, `//host`) is not followed.
 */
export function checkoutTarget(order: DepositOrder): string | null {
  const url = order.state === 'pending' ? order.checkoutUrl : null;
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return /^https?:\/\/[^/\\]/i.test(url) ? url : null;
}

/** Opens the provider's checkout in this tab. */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
