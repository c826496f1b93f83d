import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, InjectOptions } from 'fastify';
import { API_BASE, DEPOSIT_SIGNATURE_HEADER, MONEY_PATHS, type DepositNotice } from '@platform/shared/contract';
import type { AppContext } from '../../context';
import type { ContentLanguage } from '../../http/request-context';
import {
  SANDBOX_PATH,
  signText,
  signatureMatches,
  termsOf,
  termsText,
  type CheckoutTerms,
  type PaymentProviderConfig,
} from '../deposit/provider';
import { CHECKOUT_STYLE, renderCheckout, renderProblem } from './page';

/** Delivers a request to this API in the process (the sandbox's callback when no notify URL is set). */
export type InProcessCall = (request: InjectOptions) => Promise<{ statusCode: number }>;

const CHECKOUT = `${SANDBOX_PATH}/checkout`;
const OUTCOMES = { pay: 'paid', fail: 'failed', cancel: 'cancelled' } as const;
type Outcome = keyof typeof OUTCOMES;
const isOutcome = (value: unknown): value is Outcome => typeof value === 'string' && Object.hasOwn(OUTCOMES, value);

const STYLE_HASH = createHash('sha256').update(CHECKOUT_STYLE, 'utf8').digest('base64');

/** Where the person goes back to: the configured result page (a path is on the origin they came through). */
export function returnUrlOf(payment: PaymentProviderConfig, orderNo: string): string {
  const joiner = payment.returnUrl.includes('?') ? '&' : '?';
  return `${payment.returnUrl}${joiner}orderNo=${encodeURIComponent(orderNo)}`;
}

/**
 * The checkout loads nothing, runs no script and posts only to itself; its one style sheet is allowed
 * by hash. A configured result page on another origin is the one other place its forms may lead.
 */
function pageHeaders(payment: PaymentProviderConfig): Record<string, string> {
  const returnOrigin = /^https?:\/\//i.test(payment.returnUrl) ? ` ${new URL(payment.returnUrl).origin}` : '';
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src 'sha256-${STYLE_HASH}'`,
      `form-action 'self'${returnOrigin}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}

const languageOf = (value: unknown): ContentLanguage => (value === 'EN' ? 'EN' : 'TY');

/** The signed terms of a checkout link or form, or null when they are missing or not the merchant's. */
function signedTerms(payment: PaymentProviderConfig, fields: Record<string, unknown>): CheckoutTerms | null {
  const terms = termsOf(fields);
  const signature = typeof fields.sig === 'string' ? fields.sig : undefined;
  return terms && signatureMatches(payment.secret, termsText(terms), signature) ? terms : null;
}

const checkoutHref = (terms: CheckoutTerms, signature: string, language: ContentLanguage) =>
  `${API_BASE}${CHECKOUT}?${termsText(terms)}&lang=${language}&sig=${signature}`;

/** The provider's own reference for an order's payment: the same for every attempt at that order. */
const providerRefOf = (payment: PaymentProviderConfig, orderNo: string) =>
  `SBX-${signText(payment.secret, `ref:${orderNo}`).slice(0, 20).toUpperCase()}`;

/** Sends the signed notice to the merchant; the answer's status, or null when it could not be reached. */
async function deliverNotice(
  payment: PaymentProviderConfig,
  call: InProcessCall,
  notice: DepositNotice,
): Promise<number | null> {
  const body = JSON.stringify(notice);
  const headers = { 'content-type': 'application/json', [DEPOSIT_SIGNATURE_HEADER]: signText(payment.secret, body) };
  try {
    if (payment.notifyUrl) {
      const response = await fetch(payment.notifyUrl, { method: 'POST', headers, body });
      return response.status;
    }
    const response = await call({
      method: 'POST',
      url: `${API_BASE}${MONEY_PATHS.depositNotify}`,
      headers,
      payload: body,
    });
    return response.statusCode;
  } catch {
    return null;
  }
}

/**
 * The stand-in payment provider, as a real one's test mode: a checkout page for a signed link, whose
 * Pay, Fail and Cancel send the merchant a signed callback and then send the person back to the site.
 */
export function registerPaymentSandboxRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  payment: PaymentProviderConfig,
  call: InProcessCall,
): void {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(pageHeaders(payment)).send(html);

  api.get<{ Querystring: Record<string, unknown> }>(CHECKOUT, async (request, reply) => {
    const query = request.query;
    const language = languageOf(query.lang);
    const terms = signedTerms(payment, query);
    if (!terms || typeof query.sig !== 'string') {
      return send(reply, 400, renderProblem(language, 'invalid', { back: payment.returnUrl }));
    }
    const back = returnUrlOf(payment, terms.orderNo);
    if (Date.parse(terms.expiresAt) <= ctx.now()) return send(reply, 410, renderProblem(language, 'expired', { back }));
    return send(
      reply,
      200,
      renderCheckout({
        terms,
        signature: query.sig,
        language,
        action: `${API_BASE}${CHECKOUT}`,
        otherLanguageHref: checkoutHref(terms, query.sig, language === 'EN' ? 'TY' : 'EN'),
      }),
    );
  });

  api.post<{ Body: Record<string, unknown> }>(CHECKOUT, async (request, reply) => {
    const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const language = languageOf(form.lang);
    const terms = signedTerms(payment, form);
    if (!terms || typeof form.sig !== 'string' || !isOutcome(form.outcome)) {
      return send(reply, 400, renderProblem(language, 'invalid', { back: payment.returnUrl }));
    }
    const status = await deliverNotice(payment, call, {
      orderNo: terms.orderNo,
      amount: Number(terms.amount),
      status: OUTCOMES[form.outcome],
      providerRef: providerRefOf(payment, terms.orderNo),
      paidAt: new Date(ctx.now()).toISOString(),
    });
    const back = returnUrlOf(payment, terms.orderNo);
    // The merchant decided (applied it, or refused it as closed or wrong): the result page says which.
    // A refused signature is a configuration fault, shown here like an unreachable merchant.
    if (status !== null && status < 500 && status !== 401)
      return reply.code(303).header('Cache-Control', 'no-store').redirect(back, 303);
    return send(
      reply,
      502,
      renderProblem(language, 'unreachable', { back, retry: checkoutHref(terms, form.sig, language) }),
    );
  });
}
