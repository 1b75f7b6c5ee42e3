import type { SearchHit } from '@stroomlijn/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { SearchHitContent } from './search-hit';

const hit = (fields: Partial<SearchHit>): SearchHit => ({
  kind: 'step',
  id: 's1',
  processModelId: 'm1',
  stepId: 's1',
  formId: null,
  responseId: null,
  title: 'Check the invoice',
  within: 'Purchase to pay',
  snippet: [],
  ...fields,
});

const marks = (container: HTMLElement) =>
  [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

afterEach(() => setLanguage('en'));

describe('a search hit', () => {
  it('names its kind and its model, and marks the matched words of its snippet', () => {
    const { container } = renderWithProviders(
      <SearchHitContent
        hit={hit({
          snippet: [
            { text: 'Done by the ', match: false },
            { text: 'Inkoper', match: true },
            { text: ' of the ', match: false },
            { text: 'inkoop', match: true },
            { text: ' team', match: false },
          ],
        })}
      />,
    );
    expect(screen.getByText('Step')).toBeTruthy();
    expect(screen.getByText('Check the invoice')).toBeTruthy();
    expect(screen.getByText('In Purchase to pay')).toBeTruthy();
    expect(marks(container)).toEqual(['Inkoper', 'inkoop']);
    expect(container.textContent).toContain('Done by the Inkoper of the inkoop team');
  });

  it('a snippet of the title itself marks the title and is not shown twice', () => {
    const { container } = renderWithProviders(
      <SearchHitContent
        hit={hit({
          title: 'Cérémonie plannen',
          snippet: [
            { text: 'Cérémonie', match: true },
            { text: ' plannen', match: false },
          ],
          within: null,
        })}
      />,
    );
    expect(marks(container)).toEqual(['Cérémonie']);
    expect(container.textContent?.match(/Cérémonie/g)).toHaveLength(1);
  });

  it('names what the server says a hit belongs to (a response its form), nothing when it says null', async () => {
    const { container, unmount } = renderWithProviders(
      <SearchHitContent hit={hit({ kind: 'response', processModelId: null, within: 'Klachtenformulier' })} />,
    );
    expect(container.querySelector('.search-hit-context')?.textContent).toBe('In Klachtenformulier');
    unmount();
    const global = renderWithProviders(<SearchHitContent hit={hit({ kind: 'definition', within: null })} />);
    expect(global.container.querySelector('.search-hit-context')).toBeNull();
    global.unmount();
    await setLanguage('nl');
    renderWithProviders(<SearchHitContent hit={hit({ within: 'Inkoop' })} />);
    expect(screen.getByText('In Inkoop')).toBeTruthy();
  });

  it('a model names no model of its own; each kind has its name in English and Dutch', async () => {
    const kinds = [
      ['process-model', 'Process model', 'Procesmodel'],
      ['step', 'Step', 'Stap'],
      ['information-group', 'Information group', 'Informatiegroep'],
      ['definition', 'Input/output definition', 'Invoer- en uitvoerdefinitie'],
      ['business-model-entry', 'Business model entry', 'Onderdeel van het bedrijfsmodel'],
      ['response', 'Response', 'Reactie'],
      ['action', 'Action', 'Actie'],
    ] as const;
    for (const [kind, english] of kinds) {
      const { container, unmount } = renderWithProviders(<SearchHitContent hit={hit({ kind })} />);
      expect(container.querySelector('.search-hit-kind')?.textContent).toBe(english);
      expect(container.textContent?.includes('In Purchase to pay')).toBe(kind !== 'process-model');
      unmount();
    }
    await setLanguage('nl');
    for (const [kind, , dutch] of kinds) {
      const { container, unmount } = renderWithProviders(
        <SearchHitContent hit={hit({ kind, within: 'Inkoop' })} />,
      );
      expect(container.querySelector('.search-hit-kind')?.textContent).toBe(dutch);
      unmount();
    }
  });
});
