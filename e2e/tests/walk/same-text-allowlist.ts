// Text that may read the same in Tagalog and in English, each with the reason. Everything else a page
// shows in both languages alike is a missing translation. Names, numbers and what the server sends are
// passed over without a list (see routes.spec.ts).

interface Allowed {
  text: string | RegExp;
  reason: string;
}

export const SAME_TEXT_ALLOWED: readonly Allowed[] = [
  { text: /^(?:GCash|Maya|PayMaya|GrabPay|BDO|BPI|UnionBank|Metrobank)$/, reason: 'payment brands' },
  {
    text: /^(?:Android|iOS|iPhone|Safari|Chrome|Facebook|Google|Telegram|Viber|WhatsApp)$/,
    reason: 'platform and app brands',
  },
  { text: /^(?:VIP ?\d*|PAGCOR)$/, reason: 'VIP is the level name in both languages; PAGCOR is the regulator' },
  { text: /^(?:EN|TY|English|Tagalog)$/, reason: 'language names, written as each language calls itself' },
  { text: /^(?:OK)$/, reason: 'the everyday Taglish word' },
  { text: /^\+63$/, reason: 'dialling code' },
  { text: /^[\dX ]+$/, reason: 'the shape of a phone number, X for a digit' },
];

/** Whether the text may be the same in both languages. */
export function sameTextAllowed(text: string): boolean {
  return SAME_TEXT_ALLOWED.some(({ text: allowed }) =>
    typeof allowed === 'string' ? allowed === text : allowed.test(text),
  );
}
