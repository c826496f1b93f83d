/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** FNV-1a: a small, stable hash, so the same id always draws the same picture. */
export function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function hueOf(id: string): number {
  return hashOf(id) % 360;
}

/** Up to two initials: "Golden Carabao" gives GC, "6/42 Lotto" gives 6L. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** Shortens text to a number of characters, ending with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

export interface SvgFrame {
  /** The drawing's own units (the viewBox). */
  width: number;
  height: number;
  title: string;
  body: string;
  /** The size it is shown at, when not its own units. */
  display?: { width: number; height: number };
}

const FONT = "font-family=\"'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif\"";

/** Wraps drawn shapes in a standalone, accessible SVG document. */
export function svgDocument({ width, height, title, body, display }: SvgFrame): string {
  const shown = display ?? { width, height };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shown.width}" height="${shown.height}" viewBox="0 0 ${width} ${height}" role="img" ${FONT}>`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('');
}
