import type { ResponseAnswer } from '@stroomlijn/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { makeResponse } from '../../test/workflow-data';
import { ResponseAnswers } from './response-fields';

const FILE_URL =
  'https://www.jotform.com/uploads/acme/241000000000002/5934521874562100123/stairs%20photo.jpg';
const answers: ResponseAnswer[] = [
  {
    questionId: '1',
    question: 'First day',
    type: 'control_datetime',
    data: '07-12-2026',
    value: { kind: 'date', date: '2026-12-07' },
  },
  {
    questionId: '2',
    question: 'Start time',
    type: 'control_time',
    data: '14:30',
    value: { kind: 'time', time: '14:30' },
  },
  {
    questionId: '3',
    question: 'Full name',
    type: 'control_fullname',
    data: 'Ann Lee',
    value: { kind: 'name', parts: ['Ann', 'Lee'] },
  },
  {
    questionId: '4',
    question: 'Where',
    type: 'control_address',
    data: 'Dam 1\n1012 JS Amsterdam\nNetherlands',
    value: {
      kind: 'address',
      street: ['Dam 1'],
      postal: '1012 JS',
      city: 'Amsterdam',
      state: '',
      country: 'Netherlands',
    },
  },
  {
    questionId: '5',
    question: 'Photos',
    type: 'control_fileupload',
    data: 'stairs photo.jpg',
    value: { kind: 'files', files: [{ name: 'stairs photo.jpg', url: FILE_URL }] },
  },
  {
    questionId: '6',
    question: 'How serious',
    type: 'control_matrix',
    data: 'Injury: Minor\nDamage: None',
    value: {
      kind: 'matrix',
      rows: [
        { row: 'Injury', answers: ['Minor'] },
        { row: 'Damage', answers: ['None'] },
      ],
    },
  },
  // Stored before answers had structure.
  { questionId: '7', question: 'Old address', type: 'control_address', data: 'City: Utrecht<br>Country: NL' },
];

/** The file's name, then the hidden note that it opens in a new tab. */
const accessibleName = (note: string) =>
  new RegExp(`^stairs photo\\.jpg\\s*${note.replace(/[()]/g, '\\$&')}$`);

const definitionOf = (question: string) =>
  screen.getByText(question, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('AnswerDisplay: the answers of a response', () => {
  it.each([
    ['en', '2:30 PM', 'Row', '(opens in a new tab)'],
    ['nl', '14:30', 'Rij', '(opent in een nieuw tabblad)'],
  ])(
    'WF-11 (%s): a date day-month-year, a time, a name, an address in lines, files as links, a matrix as a table',
    async (language, time, rowHeader, newTab) => {
      await i18n.changeLanguage(language);
      renderWithProviders(<ResponseAnswers response={makeResponse({ answers })} />);
      expect(definitionOf('First day').textContent).toBe('07-12-2026');
      expect(within(definitionOf('First day')).getByText('07-12-2026').getAttribute('datetime')).toBe(
        '2026-12-07',
      );
      expect(definitionOf('Start time').textContent).toBe(time);
      expect(definitionOf('Full name').textContent).toBe('Ann Lee');
      expect(definitionOf('Where').innerHTML).toContain('Dam 1<br>1012 JS Amsterdam<br>Netherlands');
      const link = within(definitionOf('Photos')).getByRole('link', { name: accessibleName(newTab) });
      expect(link.getAttribute('href')).toBe(FILE_URL);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      const matrix = within(definitionOf('How serious')).getByRole('table', { name: 'How serious' });
      expect(
        within(matrix)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([rowHeader, language === 'en' ? 'Answer' : 'Antwoord']);
      expect(
        within(matrix)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['InjuryMinor', 'DamageNone']);
      expect(definitionOf('Old address').innerHTML).toBe('City: Utrecht<br>Country: NL');
    },
  );
});
