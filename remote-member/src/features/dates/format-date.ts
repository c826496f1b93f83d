import type { Language } from '@platform/shared';

const LOCALES: Record<Language, string> = { ty: 'fil-PH', en: 'en-PH' };
const formats = new Map<Language, Intl.DateTimeFormat>();

/** A date-time as Manila reads it ("9 May 2025, 6:20 PM"), in the page's language; '' for junk. */
export function formatDateTime(iso: string, language: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    });
    formats.set(language, format);
  }
  return format.format(time);
}
