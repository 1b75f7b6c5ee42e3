import { FIELD_MESSAGE_KEYS, MESSAGE_KEYS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const english = flatten(en);
const dutch = flatten(nl);

describe('locales', () => {
  it('I18N-01: English and Dutch have exactly the same keys', () => {
    expect(Object.keys(dutch).sort()).toEqual(Object.keys(english).sort());
  });

  it('I18N-01: no text is empty', () => {
    for (const [key, text] of [...Object.entries(english), ...Object.entries(dutch)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('ER-21: every message key of the error catalogue has a text in both languages', () => {
    for (const key of MESSAGE_KEYS) {
      expect(english[`error.${key}`], `en error.${key}`).toBeTruthy();
      expect(dutch[`error.${key}`], `nl error.${key}`).toBeTruthy();
    }
  });

  it('ER-22: every field message key has a text in both languages', () => {
    for (const key of FIELD_MESSAGE_KEYS) {
      expect(english[`field.${key}`], `en field.${key}`).toBeTruthy();
      expect(dutch[`field.${key}`], `nl field.${key}`).toBeTruthy();
    }
  });

  it('ER-15, ER-17, ER-18, ER-19: the error texts of the spec', () => {
    expect(english['error.invalid-state']).toBe('The requested action is not possible.');
    expect(english['error.single-role-multiple-users']).toBe('Can only select a single user for this role');
    expect(english['error.domain-exception']).toBe('The submitted values are not valid');
    expect(english['error.duplicate-email']).toBe('The email address already exists');
    expect(english['error.duplicate-form']).toBe('The form already exists');
    expect(english['error.not-available']).toBe('Not available anymore');
    expect(english['error.not-allowed']).toBe('Not allowed');
    expect(english['error.storage']).toBe('Database error');
  });

  it('ER-22: the field texts of the spec', () => {
    expect(english['field.invalid-id']).toBe('Invalid id');
    expect(english['field.not-empty']).toBe('Field should not be empty');
    expect(english['field.not-set']).toBe('Field should be set');
    expect(english['field.not-a-number']).toBe('Field should be a number');
    expect(english['field.invalid-date']).toBe('Invalid date');
    expect(english['field.invalid-url']).toBe('Invalid url');
    expect(english['field.text-too-long']).toBe('Text too long');
  });

  it('interpolations match between the languages', () => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(english)) {
      expect(variables(dutch[key] ?? ''), key).toEqual(variables(text));
    }
  });

  it("W1, WCAG 2.5.3: a row link's accessible name names the row and starts with the visible text", () => {
    // The pairs: `<area>.<x>-name.<y>` with `<area>.<x>.<y>` (action-name, response-action-name,
    // action-link-name …), and `<area>.remove-link` with `<area>.remove-name`.
    for (const texts of [english, dutch]) {
      const pairs = Object.keys(texts).flatMap((key) => {
        const named = /^(.+\.[\w-]+)-name(\.[\w-]+)$/.exec(key);
        if (named && `${named[1]}${named[2]}` in texts) return [[`${named[1]}${named[2]}`, key]];
        if (key.endsWith('.remove-name')) return [[key.replace(/remove-name$/, 'remove-link'), key]];
        return [];
      });
      expect(pairs.length).toBeGreaterThanOrEqual(10);
      for (const [visibleKey, nameKey] of pairs) {
        const visible = texts[visibleKey as string];
        const name = texts[nameKey as string] ?? '';
        expect(visible, visibleKey).toBeTruthy();
        expect(name, nameKey).toContain('{{name}}');
        expect(name.startsWith(`${visible} `), `${nameKey}: '${name}' starts with '${visible}'`).toBe(true);
      }
    }
  });

  it('new field keys of the server have a text: too-many-rows', () => {
    expect(english['field.too-many-rows']).toBe(
      'The file has more rows than can be imported at once (at most 20,000)',
    );
    expect(dutch['field.too-many-rows']).toContain('20.000');
  });
});
