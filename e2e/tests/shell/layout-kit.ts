// What a narrow screen must not do to text: measured in the page, from the boxes the browser drew.
import type { Locator } from '@playwright/test';

/**
 * The words of the element's text that the browser drew on more than one line: a name or a word
 * broken in the middle. Each word's range gives one box per line it sits on.
 */
export function wordsBrokenIn(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** How many lines the element's text takes. */
export function linesOf(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const range = document.createRange();
    range.selectNodeContents(root);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return new Set(rects.map((rect) => Math.round(rect.bottom))).size;
  });
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
