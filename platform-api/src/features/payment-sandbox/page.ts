import type { CheckoutTerms } from '../deposit/provider';
import { escapeXml as escapeHtml } from '../../art/svg';
import type { ContentLanguage } from '../../http/request-context';
import { CHECKOUT_TEXT, type CheckoutText } from './texts';

/** The checkout's look: one small inline sheet, which the page's CSP allows by its hash alone. */
export const CHECKOUT_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1b2230}
.banner{margin:0;padding:10px 16px;background:#ffd54a;color:#3d2c00;font-weight:700;text-align:center}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:20px;margin:0 0 12px}
.amount{font-size:32px;font-weight:700;margin:4px 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}
dt{color:#5a6475}dd{margin:0;font-weight:600;word-break:break-all}
p{margin:0 0 16px}
form{margin:0 0 10px}
button{width:100%;min-height:48px;border:0;border-radius:10px;font:inherit;font-weight:700;cursor:pointer}
.pay{background:#0b6bcb;color:#fff}.fail{background:#fbe3e3;color:#8a1c1c}.cancel{background:#e4e8ef;color:#1b2230}
a{color:#0b5cad}.lang{display:block;text-align:right;margin:0 0 12px}
`;

const money = (amount: string) => `₱${Number(amount).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;

function frame(language: ContentLanguage, text: CheckoutText, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language === 'EN' ? 'en' : 'tl'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`${text.banner} · ${text.title}`)}</title>`,
    `<style>${CHECKOUT_STYLE}</style></head>`,
    `<body><p class="banner" role="note">${escapeHtml(text.banner)}</p><main><div class="card">${body}</div></main></body>`,
    '</html>',
  ].join('');
}

export interface CheckoutModel {
  terms: CheckoutTerms;
  signature: string;
  language: ContentLanguage;
  /** Where the forms post (the checkout's own path). */
  action: string;
  /** The same page in the other language. */
  otherLanguageHref: string;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** The checkout: the order as the merchant signed it, and one form per way the payment can end. */
export function renderCheckout(model: CheckoutModel): string {
  const text = CHECKOUT_TEXT[model.language];
  const { terms } = model;
  const fields = [
    ...Object.entries(terms).map(([name, value]) => hidden(name, String(value))),
    hidden('sig', model.signature),
    hidden('lang', model.language),
  ].join('');
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${escapeHtml(model.action)}">${fields}${hidden('outcome', outcome)}` +
    `<button type="submit" class="${outcome}">${escapeHtml(label)}</button></form>`;
  return frame(
    model.language,
    text,
    [
      `<a class="lang" href="${escapeHtml(model.otherLanguageHref)}">${escapeHtml(text.otherLanguage)}</a>`,
      `<h1>${escapeHtml(text.title)}</h1>`,
      `<p class="amount">${escapeHtml(money(terms.amount))}</p>`,
      '<dl>',
      `<dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(terms.merchant)}</dd>`,
      `<dt>${escapeHtml(text.amount)}</dt><dd>${escapeHtml(money(terms.amount))}</dd>`,
      `<dt>${escapeHtml(text.channel)}</dt><dd>${escapeHtml(text.channels[terms.channel])}</dd>`,
      `<dt>${escapeHtml(text.reference)}</dt><dd>${escapeHtml(terms.reference)}</dd>`,
      `<dt>${escapeHtml(text.orderNo)}</dt><dd>${escapeHtml(terms.orderNo)}</dd>`,
      '</dl>',
      `<p>${escapeHtml(text.hint)}</p>`,
      button('pay', text.pay),
      button('fail', text.fail),
      button('cancel', text.cancel),
    ].join(''),
  );
}

/** A page that says what went wrong, with a way on: back to the site, or the same step again. */
export function renderProblem(
  language: ContentLanguage,
  message: keyof Pick<CheckoutText, 'invalid' | 'expired' | 'unreachable'>,
  links: { back: string; retry?: string },
): string {
  const text = CHECKOUT_TEXT[language];
  const retry = links.retry ? `<p><a href="${escapeHtml(links.retry)}">${escapeHtml(text.retry)}</a></p>` : '';
  return frame(
    language,
    text,
    `<h1>${escapeHtml(text.title)}</h1><p role="alert">${escapeHtml(text[message])}</p>${retry}` +
      `<p><a href="${escapeHtml(links.back)}">${escapeHtml(text.back)}</a></p>`,
  );
}
