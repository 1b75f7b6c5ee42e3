import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URL_LIMIT } from '../constants.js';
import { webAddressSchema } from './schemas.js';
import { isWebAddress } from './web-address.js';

const schemes = fc.constantFrom('http', 'https', 'HTTP', 'Https', 'ftp', 'mailto', 'javascript', 'file', '');
const separators = fc.constantFrom('://', ':', ':/', ':///', '//', '');
const hosts = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.constantFrom('localhost', 'exa mple.com', '[::1]', 'a..b', 'xn--bcher-kva.example', '', '%zz'),
);
const rest = fc.oneof(
  fc.webPath(),
  fc.string(),
  fc.constantFrom('?q=1#x', ':8080/a', ':99999', '/a\tb', '\n'),
);
const padding = fc.constantFrom('', ' ', '\t', '\n', '  \r\n');

/** Texts like web addresses, near misses and anything at all. */
const candidates = fc.oneof(
  fc.tuple(padding, schemes, separators, hosts, rest, padding).map((parts) => parts.join('')),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);

describe('isWebAddress: the same verdict as webAddressSchema, without zod', () => {
  it('accepts and refuses what the schema accepts and refuses', () => {
    fc.assert(
      fc.property(candidates, (text) => {
        expect(isWebAddress(text)).toBe(webAddressSchema.safeParse(text).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees at the length limit, with and without tabs and line breaks', () => {
    const base = 'https://example.com/';
    for (const extra of [URL_LIMIT - base.length - 1, URL_LIMIT - base.length, URL_LIMIT - base.length + 1]) {
      for (const text of [
        base + 'a'.repeat(extra),
        ` ${base}${'a'.repeat(extra)}\t`,
        `${base}\t${'a'.repeat(extra)}`,
      ]) {
        expect(isWebAddress(text)).toBe(webAddressSchema.safeParse(text).success);
      }
    }
    expect(isWebAddress(base + 'a'.repeat(URL_LIMIT - base.length))).toBe(true);
    expect(isWebAddress(base + 'a'.repeat(URL_LIMIT - base.length + 1))).toBe(false);
  });
});
