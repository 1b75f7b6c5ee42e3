import { describe, expect, it } from 'vitest';
import { UNKNOWN_ROLE_ID } from '../ids.js';
import {
  APPLICATIONS,
  CLASSIFICATIONS,
  hasApplication,
  INPUT_OUTPUT_TYPES,
  type InputOutputType,
  inputOutputKind,
  PERIODS,
} from './definition-constants.js';
import { inputOutputProblems, isNoRole, normalizeInputOutput } from './rules.js';
import { type InputOutputBody, inputOutputBodySchema } from './schemas.js';

const role = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Clerk' };
const placeholder = { id: UNKNOWN_ROLE_ID, name: '' };

function body(type: InputOutputType, fields: Partial<InputOutputBody> = {}): InputOutputBody {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    processModelId: 'e0000000-0000-4000-8000-000000000001',
    type,
    name: ' Name ',
    description: '',
    data: '',
    period: 'not-selected',
    classification: 'public',
    application: null,
    owner: role,
    reviewer: role,
    drafter: placeholder,
    actionHolder: null,
    reader: role,
    ...fields,
  };
}

describe('the options of a definition', () => {
  it('IO-20 IO-21 IO-22 IO-23: types, periods, classifications and applications as the spec lists them', () => {
    expect(INPUT_OUTPUT_TYPES).toEqual([
      'information',
      'tool',
      'material',
      'office-365',
      'sharepoint',
      'google-drive',
      'jotform',
      'jotform-result',
      'typeform',
      'upload',
      'clicdata',
    ]);
    expect(PERIODS).toHaveLength(17);
    expect(PERIODS[0]).toBe('not-selected');
    expect(PERIODS).toContain('10-year');
    expect(CLASSIFICATIONS).toEqual(['public', 'internal', 'confidential', 'secret']);
    expect(APPLICATIONS).toEqual(['excel', 'word', 'pdf']);
  });

  it('application belongs to the link and upload types', () => {
    expect(INPUT_OUTPUT_TYPES.filter(hasApplication)).toEqual([
      'office-365',
      'sharepoint',
      'google-drive',
      'upload',
      'clicdata',
    ]);
  });

  it('IO-19: the body takes roles as {id, name}, null or the placeholder; an unknown field is refused', () => {
    expect(inputOutputBodySchema.safeParse(body('information')).success).toBe(true);
    expect(inputOutputBodySchema.safeParse({ ...body('information'), extra: 1 }).success).toBe(false);
    expect(
      inputOutputBodySchema.safeParse({ ...body('information'), owner: { id: 'x', name: '' } }).success,
    ).toBe(false);
  });
});

describe('normalizeInputOutput', () => {
  it('turns the placeholder into none, trims the name and clears what the type does not hold', () => {
    const information = normalizeInputOutput(
      body('information', { data: 'https://x.example', application: 'pdf' }),
    );
    expect(information).toMatchObject({
      name: 'Name',
      data: '',
      application: null,
      drafter: null,
      reviewer: null,
    });
    expect(normalizeInputOutput(body('sharepoint')).application).toBe('excel');
    expect(normalizeInputOutput(body('upload', { application: 'pdf' })).application).toBe('pdf');
    expect(normalizeInputOutput(body('jotform')).reviewer).toEqual(role);
    expect(normalizeInputOutput(body('jotform-result')).reviewer).toBeNull();
  });

  it('is idempotent for every type', () => {
    for (const type of INPUT_OUTPUT_TYPES) {
      const once = normalizeInputOutput(body(type, { data: ' https://x.example ', application: 'word' }));
      expect(normalizeInputOutput(once)).toEqual(once);
    }
  });
});

describe('inputOutputProblems', () => {
  it('IO-25: a link must look like a web address; empty is allowed', () => {
    expect(inputOutputProblems(body('office-365', { data: 'abc' }))).toEqual([
      { name: 'data', message: 'invalid-url' },
    ]);
    expect(inputOutputProblems(body('office-365', { data: '' }))).toEqual([]);
    expect(inputOutputProblems(body('clicdata', { data: 'https://example.org/x' }))).toEqual([]);
  });

  it('a form, a form result and an upload need their data', () => {
    for (const type of INPUT_OUTPUT_TYPES) {
      const kind = inputOutputKind(type);
      const expected =
        kind === 'form' || kind === 'form-result' || kind === 'upload'
          ? [{ name: 'data', message: 'not-set' }]
          : [];
      expect(inputOutputProblems(body(type, { data: ' ' }))).toEqual(expected);
    }
  });

  it('isNoRole: null and the placeholder', () => {
    expect(isNoRole(null)).toBe(true);
    expect(isNoRole(placeholder)).toBe(true);
    expect(isNoRole(role)).toBe(false);
  });
});
