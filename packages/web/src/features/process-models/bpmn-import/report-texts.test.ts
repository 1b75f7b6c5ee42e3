import { BPMN_IMPORT_OUTCOMES, BPMN_IMPORT_REASONS } from '@stroomlijn/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { modelsInOrder } from './import-preview-order';
import { makePreview } from './import-test-data';
import { reasonText } from './report-texts';

afterAll(() => setLanguage('en'));

describe('the texts of the BPMN import report', () => {
  it('every outcome and every reason has a text in English and in Dutch', async () => {
    for (const language of ['en', 'nl'] as const) {
      await setLanguage(language);
      for (const outcome of BPMN_IMPORT_OUTCOMES)
        expect(i18n.exists(`bpmn-import.outcome.${outcome}`), `${language} ${outcome}`).toBe(true);
      for (const reason of BPMN_IMPORT_REASONS)
        expect(i18n.exists(`bpmn-import.reason.${reason}`), `${language} ${reason}`).toBe(true);
    }
  });

  it('puts the detail in the text where it has a place, else after it in brackets', async () => {
    await setLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(reasonText(t, 'actor-role', 'Sales')).toBe('Becomes the actor role “Sales”');
    expect(reasonText(t, 'event-trigger', 'timer')).toBe(
      'Becomes a plain start or end step: its trigger is left out (timer)',
    );
    expect(reasonText(t, 'start')).toBe('Becomes the start step');
    expect(reasonText(t, 'name-cut')).toBe('The name is longer than 200 characters: its first 200 are kept');
    expect(reasonText(t, 'split-after-step', 'parallel')).toBe(
      'Several flows leave this step: a parallel control is added after it',
    );
    await setLanguage('nl');
    expect(reasonText(i18n.t.bind(i18n), 'split-after-step', 'choice')).toBe(
      'Er vertrekken meerdere stromen uit deze stap: er komt een keuzebesturing na',
    );
  });
});

describe('the order of the previewed models', () => {
  it('puts each embedded sub-process right after its parent, one level deeper', () => {
    const [order, returns, stock] = makePreview().models;
    const nested = {
      ...(stock as NonNullable<typeof stock>),
      key: 'SubProcess_2',
      parentKey: 'SubProcess_1',
    };
    const shown = modelsInOrder([nested, returns, stock, order].filter((model) => model !== undefined));
    expect(shown.map((each) => [each.model.key, each.depth, each.parent?.key ?? null])).toEqual([
      ['Process_2', 0, null],
      ['Process_1', 0, null],
      ['SubProcess_1', 1, 'Process_1'],
      ['SubProcess_2', 2, 'SubProcess_1'],
    ]);
  });

  it('shows a model whose parent is missing, or in a circle, as a process of its own', () => {
    const [order] = makePreview().models;
    const base = order as NonNullable<typeof order>;
    const lost = { ...base, key: 'A', parentKey: 'Nowhere' };
    const b = { ...base, key: 'B', parentKey: 'C' };
    const c = { ...base, key: 'C', parentKey: 'B' };
    expect(modelsInOrder([lost, b, c]).map((each) => each.model.key)).toEqual(['A', 'B', 'C']);
  });
});
