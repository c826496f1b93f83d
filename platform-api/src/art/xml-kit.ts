// For the art's tests: reads the SVG the art writes as strict XML (every tag closed in order, every
// attribute quoted, no stray `<` or `&`), into a small tree, or throws saying where it is not.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The text directly inside, entities decoded. */
  text: string;
}

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:-]+)="([^"<]*)"/g;
const ENTITY = /&(?:#\d+|#x[\da-f]+|amp|lt|gt|quot|apos);/gi;

const decode = (text: string) =>
  text.replace(ENTITY, (entity) =>
    entity.startsWith('&#')
      ? String.fromCodePoint(entity[2] === 'x' ? parseInt(entity.slice(3, -1), 16) : parseInt(entity.slice(2, -1), 10))
      : ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" }[entity] ?? entity),
  );

/** Parses one XML document with a single root element. */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  let at = 0;
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next < 0 ? xml.length : next);
    if (text.replace(ENTITY, '').includes('&')) throw new Error(`a bare & at ${at}`);
    const parent = open.at(-1);
    if (!parent) throw new Error('no open element');
    parent.text += decode(text);
    if (next < 0) break;
    TAG.lastIndex = next;
    const tag = TAG.exec(xml);
    if (!tag) throw new Error(`not a tag at ${next}: ${xml.slice(next, next + 40)}`);
    const [whole, closing, name = '', attributes = '', selfClosing] = tag;
    if (closing) {
      if (open.pop()?.name !== name) throw new Error(`</${name}> closes another element at ${next}`);
    } else {
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      for (const [, key = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
        if (key in element.attributes) throw new Error(`${key} twice on <${name}>`);
        element.attributes[key] = decode(value);
      }
      parent.children.push(element);
      if (!selfClosing) open.push(element);
    }
    at = next + whole.length;
  }
  if (open.length !== 1) throw new Error(`<${open.at(-1)?.name ?? ''}> is never closed`);
  const [element, ...more] = root.children;
  if (!element || more.length > 0 || root.text.trim()) throw new Error('not a single root element');
  return element;
}

/** Every element under `element` (itself included), depth first. */
export function allElements(element: XmlElement): XmlElement[] {
  return [element, ...element.children.flatMap(allElements)];
}
