// What one visit reads off the page, in the page: its visible words, the strings the server sent, and
// the words that do not fit their box. Runs inside the browser, so it uses nothing from outside.
import type { Page } from '@playwright/test';

export interface Scan {
  /** Visible text nodes and placeholders, trimmed, each once. */
  texts: string[];
  /** Every string value of the JSON the server answered during the visit. */
  data: string[];
  /** Text cut off by its box or running off the screen. */
  overflow: string[];
  /** Button and tab labels on more than one line. */
  wrapped: string[];
  /** Controls smaller than 44 by 44 px. */
  small: string[];
}

function scanPage(): Scan {
  const texts = new Set<string>();
  const overflow: string[] = [];
  const wrapped: string[] = [];
  const width = document.documentElement.clientWidth;
  const range = document.createRange();
  const describe = (element: Element, text: string) =>
    `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${text.slice(0, 40)}"`;

  const scrollsX = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';

  // Text drawn into a 1 px clipped box is for screen readers, not on screen.
  const screenReaderOnly = (element: Element) => {
    for (let parent: Element | null = element; parent; parent = parent.parentElement) {
      const box = parent.getBoundingClientRect();
      if ((box.width <= 1 || box.height <= 1) && clips(getComputedStyle(parent))) return true;
    }
    return false;
  };

  /** Why the text's box does not fit, or null. */
  const misfit = (element: Element, box: DOMRect): string | null => {
    for (let parent: Element | null = element; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.position === 'fixed') break;
      if (!clips(style)) continue;
      if (scrollsX(style) || style.overflowY === 'auto' || style.overflowY === 'scroll') return null;
      const frame = parent.getBoundingClientRect();
      const outside =
        box.right <= frame.left || box.left >= frame.right || box.bottom <= frame.top || box.top >= frame.bottom;
      // A slide or item moved out of a clipping frame is not shown at all, not cut.
      if (outside) return null;
      if (box.right > frame.right + 1 || box.left < frame.left - 1 || box.bottom > frame.bottom + 1) return 'cut';
    }
    if (box.right > width + 1 || box.left < -1) return 'off screen';
    return null;
  };

  const data = new Set((window as unknown as { __walk?: { data: Set<string> } }).__walk?.data ?? []);
  const keep = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim()) data.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(keep);
    else if (value && typeof value === 'object') Object.values(value).forEach(keep);
  };
  // The answers the site keeps in storage ({ data, updatedAt }) are shown again with no call at all
  // (vendors, hot games: "cached locally, fetched only when missing"): they are the server's too.
  for (const storage of [localStorage, sessionStorage]) {
    for (let index = 0; index < storage.length; index += 1) {
      try {
        const stored: unknown = JSON.parse(storage.getItem(storage.key(index) ?? '') ?? '');
        if (stored && typeof stored === 'object' && 'data' in stored && 'updatedAt' in stored) keep(stored.data);
      } catch {
        // Not JSON: not an answer.
      }
    }
  }
  // How a long name or title fits is the page's design (ellipsis, a ticker); the site's own words must fit.
  // A text counts as the server's when it is part of one of its strings, or when what is left without
  // them is a short joining word at most. Longest first: a short code the server also sent (the vendor
  // "FC") would otherwise split a name that holds it ("Manila Marlins FC") before the name is taken out.
  const values = [...data].sort((a, b) => b.length - a.length);
  const plain = values.map((value) => value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '));
  const fromServer = (text: string) => {
    // An excerpt of a message or an announcement is part of what the server sent.
    if (text.length > 3 && plain.some((value) => value.includes(text))) return true;
    const rest = values.reduce((left, value) => (value.length > 1 ? left.split(value).join('') : left), text);
    return rest.replace(/[^\p{L}]/gu, '').length <= 3;
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || screenReaderOnly(parent))
      continue;
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    texts.add(text);
    const why = misfit(parent, box);
    if (why && !fromServer(text)) overflow.push(`${why}: ${describe(parent, text)}`);
    const label = parent.closest('button, [role="button"], [role="tab"]');
    if (label) {
      const tops = new Set(
        [...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)),
      );
      if (tops.size > 1 && !fromServer(text)) wrapped.push(describe(label, text));
    }
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const placeholder = field.placeholder.trim();
    if (placeholder && !field.value && field.checkVisibility()) texts.add(placeholder);
  }
  // A tap on a checkbox's or radio's label ticks it: the label is the target.
  const targetOf = (control: HTMLElement): Element => {
    const tickable = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
    return (tickable && control.labels?.[0]) || control;
  };
  const small = [
    ...document.querySelectorAll<HTMLElement>(
      'button, a[href], select, summary, [role="button"], [role="tab"], [role="link"], input:not([type="hidden"])',
    ),
  ]
    .filter((control) => control.checkVisibility() && !control.closest('[aria-hidden="true"], [inert]'))
    .filter((control) => {
      // A link inside a sentence is as tall as the sentence (the WCAG exception for inline targets).
      const inline = getComputedStyle(control).display === 'inline';
      const inText = [...(control.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const box = targetOf(control).getBoundingClientRect();
      return !(inline && inText) && box.right > 0 && box.left < width && (box.width < 43.5 || box.height < 43.5);
    })
    .map((control) => {
      const box = targetOf(control).getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      return `${describe(control, name)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    });
  return { texts: [...texts], data: values, overflow, wrapped, small };
}

/** Reads the visible words of the page and how they fit. */
export function scan(page: Page): Promise<Scan> {
  return page.evaluate(scanPage);
}
