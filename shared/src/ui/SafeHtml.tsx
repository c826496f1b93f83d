import type DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';

type Purifier = typeof DOMPurify;

// The sanitizer is loaded when the first server HTML is shown, not with every page: few pages show any.
let purifier: Purifier | undefined;
let loading: Promise<Purifier> | undefined;
/** Loads the sanitizer now, so that the next SafeHtml shows its HTML at once. */
export const loadPurifier = () =>
  (loading ??= import('dompurify').then(({ default: loaded }) => {
    purifier = loaded;
    return loaded;
  }));

const clean = (sanitizer: Purifier, html: string) =>
  sanitizer.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });

/** Strips scripts, handlers and unsafe URLs from server-provided HTML. */
export async function sanitizeHtml(html: string): Promise<string> {
  return clean(purifier ?? (await loadPurifier()), html);
}

/** Renders server-provided HTML after sanitizing it; nothing until the sanitizer has loaded. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // The sanitizer is a function, so state holds it through initialiser and updater functions.
  const [loaded, setLoaded] = useState(() => purifier);
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    void loadPurifier().then((sanitizer) => {
      if (current) setLoaded(() => sanitizer);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  const safe = useMemo(() => (loaded ? clean(loaded, html) : ''), [loaded, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
