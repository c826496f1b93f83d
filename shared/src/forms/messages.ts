/** The error type of a message the rules do not own (a server's answer): a re-check leaves it. */
export const SERVER_ERROR = 'server';

/** The translate function of `useTranslation()`, as far as messages need it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

// A form library keeps one string per message. Keeping the i18n key (with its values) instead of a
// translated text lets the message follow the language the moment it changes.
const SEPARATOR = '?';

/** A field message as a form keeps it: the i18n key, and the values it needs (`{ min: 10 }`). */
export function fieldMessage(key: string, values?: Record<string, string | number>): string {
  if (!values || Object.keys(values).length === 0) return key;
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `${key}${SEPARATOR}${query.toString()}`;
}

/** The text of a message kept by {@link fieldMessage}, in the current language; null for none. */
export function translateFieldMessage(t: Translate, message: string | undefined): string | null {
  if (!message) return null;
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return t(message);
  const values = Object.fromEntries(new URLSearchParams(message.slice(at + 1)));
  return t(message.slice(0, at), values);
}
