import type { Verdict } from '../contract';
import type { MessageKey } from '../i18n/namespaces';

/** The error type of a message the rules do not own (a server's answer): a re-check leaves it. */
export const SERVER_ERROR = 'server';

/** The translate function of `useTranslation()`, as far as messages need it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

// A form library keeps one string per message. Keeping the i18n key (with its values) instead of a
// translated text lets the message follow the language the moment it changes.
const SEPARATOR = '?';

function keep(key: string, values?: Record<string, string | number>): string {
  if (!values || Object.keys(values).length === 0) return key;
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `${key}${SEPARATOR}${query.toString()}`;
}

/** A field message as a form keeps it: the i18n key, and the values it needs (`{ min: 10 }`). */
export function fieldMessage(key: MessageKey, values?: Record<string, string | number>): string {
  return keep(key, values);
}

/**
 * A failed verdict's message as a form keeps it. Its key is text: it may come from the merchant's
 * rule table; a form's own checks write theirs with {@link failed}, where the key is checked.
 */
export function verdictMessage(verdict: Verdict): string {
  return keep(verdict.messageKey ?? 'required', verdict.values);
}

/** The verdict of a form's own check that fails, with its message and the values the message needs. */
export function failed(messageKey: MessageKey, values?: Record<string, number>): Verdict {
  return values ? { pass: false, messageKey, values } : { pass: false, messageKey };
}

/** The text of a message kept by {@link fieldMessage}, in the current language; null for none. */
export function translateFieldMessage(t: Translate, message: string | undefined): string | null {
  if (!message) return null;
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return t(message);
  const values = Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  return t(message.slice(0, at), values);
}
