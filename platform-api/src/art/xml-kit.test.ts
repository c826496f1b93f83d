import { describe, expect, it } from 'vitest';
import { parseXml } from './xml-kit';

describe('parseXml', () => {
  it('reads elements, attributes and decoded text', () => {
    const svg = parseXml('<svg a="1"><title>A &#38; B</title><g><rect b="2"/></g></svg>');
    expect(svg).toMatchObject({ name: 'svg', attributes: { a: '1' } });
    expect(svg.children.map((child) => child.name)).toEqual(['title', 'g']);
    expect(svg.children[0]?.text).toBe('A & B');
  });

  it.each([
    ['an unclosed element', '<svg><g></svg>'],
    ['a bare ampersand', '<svg>A & B</svg>'],
    ['an unquoted attribute', '<svg a=1></svg>'],
    ['a stray <', '<svg>1 < 2</svg>'],
    ['two roots', '<svg></svg><svg></svg>'],
    ['an attribute twice', '<svg a="1" a="2"></svg>'],
  ])('refuses %s', (_case, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });
});
