/// <reference lib="dom" />
// The part of taking a first screen that runs in the page (first-screen-capture.ts hands it to the
// browser): it alone of the scripts needs the DOM's types.

/**
 * Runs in the page: #root's content, the style rules that draw it (with their URLs made absolute),
 * split into the page's own (:root, html, body, fonts) and the rest, and what <html> and <head> say.
 */
export function copyPage() {
  const root = document.getElementById('root') as HTMLElement;
  const pageWide = /(^|[\s>+~(,])(:root|html|body)(?![\w-])/;
  const pseudo = /::?[a-z-]+(\((?:[^()]|\([^()]*\))*\))?/gi;
  const used = (selector: string): boolean =>
    selector.split(',').some((part) => {
      const plain = part.replace(pseudo, '').trim();
      if (plain === '' || plain === '*') return true;
      try {
        return root.querySelector(plain) !== null;
      } catch {
        return true;
      }
    });
  const absolute = (css: string, base: string | null) =>
    base
      ? css.replace(/url\((['"]?)([^'")]+)\1\)/g, (match, quote: string, url: string) =>
          url.startsWith('data:') ? match : `url(${quote}${new URL(url, base).href}${quote})`,
        )
      : css;
  const own: string[] = [];
  const wide: string[] = [];
  const sort = (rules: CSSRuleList, base: string | null, into: { own: string[]; wide: string[] }) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const text = absolute(rule.cssText, base);
        if (pageWide.test(rule.selectorText)) into.wide.push(text);
        if (used(rule.selectorText)) into.own.push(text);
      } else if (rule instanceof CSSFontFaceRule || rule.constructor.name === 'CSSPropertyRule') {
        into.wide.push(absolute(rule.cssText, base));
      } else if ('cssRules' in rule && !(rule instanceof CSSKeyframesRule)) {
        const inner = { own: [] as string[], wide: [] as string[] };
        sort((rule as CSSGroupingRule).cssRules, base, inner);
        const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{'));
        if (inner.own.length) into.own.push(`${prelude}{${inner.own.join('')}}`);
        if (inner.wide.length) into.wide.push(`${prelude}{${inner.wide.join('')}}`);
      } else {
        into.own.push(absolute(rule.cssText, base));
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      sort(sheet.cssRules, sheet.href, { own, wide });
    } catch {
      // A sheet this page may not read (another origin without CORS) is left to load as it does.
    }
  }
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('script, noscript, template')) element.remove();
  const htmlAttributes: Record<string, string> = {};
  for (const attribute of Array.from(document.documentElement.attributes)) {
    htmlAttributes[attribute.name] = attribute.value;
  }
  return {
    markup: copy.innerHTML,
    css: own.join('\n'),
    documentCss: wide.join('\n'),
    htmlAttributes,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
  };
}
