import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, DEPOSIT_CHANNELS, type DepositChannelCode } from '@platform/shared/contract';
import type { ContentLanguage } from '../../http/request-context';

/**
 * Where the payment provider is and the secret shared with it. Read from the environment by the process;
 * the defaults are the sandbox served by this API, fit for local runs and tests only.
 */
export interface PaymentProviderConfig {
  /** The provider's base URL; its checkout page is `<base>/checkout`. A path is on the site's origin. */
  providerUrl: string;
  /** Signs the checkout links and the provider's callbacks (HMAC-SHA256). */
  secret: string;
  /** Where the sandbox sends its callbacks; null: through this API's own notify route, in the process. */
  notifyUrl: string | null;
  /** The site's deposit result page, where the checkout sends the person back (`?orderNo=` is added). */
  returnUrl: string;
  /** Whether this API serves the sandbox provider at SANDBOX_BASE. */
  sandbox: boolean;
}

/** The path the sandbox provider is served under, inside the API (so the site's `/api` proxy reaches it). */
export const SANDBOX_PATH = '/sandbox-pay';

export const DEFAULT_PAYMENT_CONFIG: PaymentProviderConfig = {
  providerUrl: `${API_BASE}${SANDBOX_PATH}`,
  secret: 'sandbox-only-secret-do-not-use-in-production',
  notifyUrl: null,
  returnUrl: '/m/deposit/result',
  sandbox: true,
};

/** The configuration from `PAYMENT_*` variables; an unset or empty one keeps its default. */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentProviderConfig {
  const read = (name: string) => env[name]?.trim() || undefined;
  return {
    providerUrl: (read('PAYMENT_PROVIDER_URL') ?? DEFAULT_PAYMENT_CONFIG.providerUrl).replace(/\/+$/, ''),
    secret: read('PAYMENT_PROVIDER_SECRET') ?? DEFAULT_PAYMENT_CONFIG.secret,
    notifyUrl: read('PAYMENT_NOTIFY_URL') ?? null,
    returnUrl: read('PAYMENT_RETURN_URL') ?? DEFAULT_PAYMENT_CONFIG.returnUrl,
    sandbox: read('PAYMENT_SANDBOX') !== '0',
  };
}

/** Lowercase hex HMAC-SHA256 of `text` under `secret`. */
export const signText = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Whether `signature` is the HMAC of `text`, compared in constant time. */
export function signatureMatches(secret: string, text: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signText(secret, text), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** What the checkout link tells the provider of an order; signed, so nobody can pay less than asked. */
export interface CheckoutTerms {
  orderNo: string;
  /** Pesos with two decimals, as text. */
  amount: string;
  channel: DepositChannelCode;
  reference: string;
  merchant: string;
  /** When the order expires, ISO date-time. */
  expiresAt: string;
}

const TERM_NAMES = ['orderNo', 'amount', 'channel', 'reference', 'merchant', 'expiresAt'] as const;

/** The signed part of a checkout link, in a fixed order. */
export const termsText = (terms: CheckoutTerms): string =>
  new URLSearchParams(TERM_NAMES.map((name): [string, string] => [name, terms[name]])).toString();

/** The terms named in a query or form, or null when one is missing. */
export function termsOf(fields: Record<string, unknown>): CheckoutTerms | null {
  const text = (name: (typeof TERM_NAMES)[number]) => {
    const value = fields[name];
    return typeof value === 'string' && value.length > 0 ? value : null;
  };
  const [orderNo, amount, reference, merchant, expiresAt] = [
    text('orderNo'),
    text('amount'),
    text('reference'),
    text('merchant'),
    text('expiresAt'),
  ];
  const channel = DEPOSIT_CHANNELS.find((code) => code === fields.channel);
  if (!orderNo || !amount || !reference || !merchant || !expiresAt || !channel) return null;
  return { orderNo, amount, channel, reference, merchant, expiresAt };
}

/** The provider's checkout page for an order: its terms, their signature, and the language to show. */
export function checkoutUrlOf(config: PaymentProviderConfig, terms: CheckoutTerms, language: ContentLanguage): string {
  const query = `${termsText(terms)}&lang=${language}&sig=${signText(config.secret, termsText(terms))}`;
  return `${config.providerUrl}/checkout?${query}`;
}
