import { allSeededRoleTexts } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';

/**
 * The Dutch texts follow docs/glossary-nl.md: its terms for the spec's nouns (no English word where the
 * glossary chose a Dutch one) and one form of address, "u".
 */
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/** Placeholders ({{name}}) are filled in later; their names are not Dutch text. */
const dutch = flatten(nl).map(([key, text]) => [key, text.replace(/\{\{[^}]*\}\}/g, '')] as const);

/** A word the glossary replaces, with the term to use instead. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bworkflows?\b/i, 'werkstroom, werkstromen'],
  [/\bgovernance\b/i, 'toezicht'],
  [/\binputs?\b/i, 'invoer'],
  [/\boutputs?\b/i, 'uitvoer'],
  [/\bmulti\b/i, 'meervoudig'],
  [/\bmanagers?\b/i, 'beheerder'],
  [/\bgloba(al|le)\b/i, 'algemeen, algemene'],
  [/\bbeschrijving\b/i, 'omschrijving'],
  [/\bstartdatum\b/i, 'begindatum'],
  [/\beveryone\b/i, 'iedereen'],
  [/\bemail/i, 'e-mail, e-mailadres'],
];

/** Texts that may keep a forbidden word, each with the reason. */
const ALLOWED: Record<string, RegExp> = {};

/** The other form of address: Stroomlijn says "u" and "uw". */
const INFORMAL = /\b(je|jij|jou|jouw|jullie|jezelf|jouwe)\b/i;

describe('the Dutch glossary (docs/glossary-nl.md)', () => {
  it('I18N-01: no Dutch text uses an English word the glossary translates', () => {
    const found = dutch.flatMap(([key, text]) =>
      FORBIDDEN.filter(([word]) => word.test(text) && !ALLOWED[key]?.test(text)).map(
        ([word, instead]) => `${key}: "${text}" has ${word} (use ${instead})`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('I18N-01: every Dutch text addresses the reader with "u", never with "je" or "jij"', () => {
    const found = dutch.filter(([, text]) => INFORMAL.test(text)).map(([key, text]) => `${key}: "${text}"`);
    expect(found).toEqual([]);
  });

  it('I18N-01: every built-in role has its texts in both languages; the English ones are the seeded ones', () => {
    const english = new Map(flatten(en));
    const dutchTexts = new Map(flatten(nl));
    for (const role of allSeededRoleTexts()) {
      const key = `built-in-role.${role.key}`;
      expect(english.get(`${key}.description`), key).toBe(role.description);
      expect(dutchTexts.get(`${key}.description`), key).toBeTruthy();
      expect(dutchTexts.get(`${key}.description`), key).not.toBe(role.description);
      if (role.translatedName) {
        expect(english.get(`${key}.name`), key).toBe(role.name);
        expect(dutchTexts.get(`${key}.name`), key).not.toBe(role.name);
      } else {
        expect(english.has(`${key}.name`), key).toBe(false);
      }
    }
  });
});
