/**
 * Small pieces for writing SVG as text: escaped text and attributes, and elements from an attribute
 * object. No DOM: the picture export builds its document as a string.
 */

/** Characters XML 1.0 does not allow (C0 controls but tab and line ends, U+FFFE/U+FFFF, lone surrogates). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in XML content and in a quoted attribute: markup escaped, characters XML forbids replaced. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}

/** A number as SVG writes it: at most two decimals, no trailing zeros. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export type Attributes = Record<string, string | number | undefined>;

/** An element with its attributes (undefined ones left out) and its content (already markup), or empty. */
export function element(name: string, attributes: Attributes, content?: string): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
  return content === undefined ? `<${name}${written}/>` : `<${name}${written}>${content}</${name}>`;
}

/** A text element; its words are escaped. */
export function text(words: string, attributes: Attributes): string {
  return element('text', attributes, escapeXml(words));
}
