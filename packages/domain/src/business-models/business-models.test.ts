import { describe, expect, it } from 'vitest';
import { TEXT_LIMIT, URL_LIMIT } from '../constants.js';
import { fieldErrorsFromIssues } from '../errors/index.js';
import { BUSINESS_MODEL_GROUP_IDS, DEFAULT_BUSINESS_MODEL_ID } from '../ids.js';
import {
  BUSINESS_MODEL_GROUP_ORDER,
  businessModelSchema,
  businessModelUpdateSchema,
  externalLinkSchema,
  fixedGroupProblems,
  isProcessLink,
  standardBusinessModel,
} from './index.js';

const PROCESS_ID = '3f0e1c52-9a1b-4c8e-8a55-0c7e6e0b5d11';
const GROUP_ID = '5b4a2f4e-8f0c-4b6e-9d6a-2f1c3e4d5a6b';

function withItems(items: unknown[]) {
  const model = standardBusinessModel(DEFAULT_BUSINESS_MODEL_ID, 5);
  return {
    ...model,
    groups: [{ ...model.groups[0], items: [{ id: GROUP_ID, name: '', items }] }, ...model.groups.slice(1)],
  };
}

function errorsOf(value: unknown) {
  const result = businessModelUpdateSchema.safeParse(value, { reportInput: true });
  return result.success ? [] : fieldErrorsFromIssues(result.error.issues);
}

describe('standard business model', () => {
  it('BM-03: has the default id and the four fixed groups in landscape order, empty', () => {
    const model = standardBusinessModel();
    expect(model.id).toBe(DEFAULT_BUSINESS_MODEL_ID);
    expect(model.type).toBe('standard');
    expect(model.groups.map((group) => group.id)).toEqual([
      BUSINESS_MODEL_GROUP_IDS.manageOrganisation,
      BUSINESS_MODEL_GROUP_IDS.primaryProcesses,
      BUSINESS_MODEL_GROUP_IDS.supportOrganisation,
      BUSINESS_MODEL_GROUP_IDS.evaluation,
    ]);
    expect(model.groups.every((group) => group.items.length === 0)).toBe(true);
    expect(businessModelSchema.parse(model)).toEqual(model);
    expect(businessModelUpdateSchema.parse(model)).toEqual(model);
  });

  it('the fixed ids are distinct UUIDs', () => {
    const ids = [DEFAULT_BUSINESS_MODEL_ID, ...BUSINESS_MODEL_GROUP_ORDER];
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('business model schemas', () => {
  it('BM-05: accepts untitled process groups holding process links and external links', () => {
    const value = withItems([
      { processModelId: PROCESS_ID, name: 'Onboarding' },
      { url: 'https://example.org/handbook?x=1', name: 'Handbook' },
      { url: 'http://intranet/wiki', name: 'Wiki' },
    ]);
    const parsed = businessModelUpdateSchema.parse(value);
    const items = parsed.groups[0]?.items[0]?.items ?? [];
    expect(items.map(isProcessLink)).toEqual([true, false, false]);
  });

  it('refuses a link that is no http(s) address with invalid-url under the field', () => {
    for (const url of ['', 'not a url', 'ftp://example.org', 'javascript:alert(1)', 'mailto:a@b.nl']) {
      expect(errorsOf(withItems([{ url, name: 'Link' }]))).toEqual([
        { name: 'groups.0.items.0.items.0.url', message: 'invalid-url' },
      ]);
    }
    expect(
      externalLinkSchema.safeParse({ url: `https://e.org/${'a'.repeat(URL_LIMIT)}`, name: 'x' }).success,
    ).toBe(false);
  });

  it('names errors of process links and texts under their field', () => {
    expect(errorsOf(withItems([{ processModelId: 'nope', name: 'x' }]))).toEqual([
      { name: 'groups.0.items.0.items.0.processModelId', message: 'invalid-id' },
    ]);
    expect(errorsOf(withItems([{ url: 'https://e.org', name: 'x'.repeat(TEXT_LIMIT + 1) }]))).toEqual([
      { name: 'groups.0.items.0.items.0.name', message: 'text-too-long' },
    ]);
    expect(errorsOf(withItems([{ url: 'https://e.org', name: '' }]))).toEqual([
      { name: 'groups.0.items.0.items.0.name', message: 'not-empty' },
    ]);
    // Neither kind of item: no single field to name.
    expect(errorsOf(withItems([{ name: 'x' }]))).toEqual([
      { name: 'groups.0.items.0.items.0', message: 'invalid-value' },
    ]);
  });

  it('needs the updatedAt the edit was based on and refuses unknown fields', () => {
    const { updatedAt: _, ...withoutVersion } = standardBusinessModel();
    expect(errorsOf(withoutVersion)).toEqual([{ name: 'updatedAt', message: 'not-set' }]);
    expect(errorsOf({ ...standardBusinessModel(), extra: 1 }).length).toBe(1);
  });
});

describe('fixedGroupProblems', () => {
  it('finds missing, repeated and unknown groups', () => {
    const groups = standardBusinessModel().groups;
    const first = { id: BUSINESS_MODEL_GROUP_IDS.manageOrganisation };
    expect(fixedGroupProblems(groups)).toEqual({ missing: [], unexpected: [] });
    expect(fixedGroupProblems([...groups].reverse())).toEqual({ missing: [], unexpected: [] });
    expect(fixedGroupProblems(groups.slice(1))).toEqual({
      missing: [BUSINESS_MODEL_GROUP_IDS.manageOrganisation],
      unexpected: [],
    });
    expect(fixedGroupProblems([first, first, { id: GROUP_ID }])).toEqual({
      missing: BUSINESS_MODEL_GROUP_ORDER.slice(1),
      unexpected: [1, 2],
    });
  });
});
