import type { Language } from '@stroomlijn/domain';

/** The words of a handbook, in English and Dutch (a file the server writes, as its emails are). */
export const HANDBOOK_TEXTS = {
  en: {
    handbook: 'Process handbook',
    revision: 'Revision',
    owner: 'Owner',
    manager: 'Manager',
    publishedBy: 'Published by',
    publishedAt: 'Published at',
    approvedBy: 'Approved by',
    approvedAt: 'Approved at',
    reviewDate: 'Next review date',
    changeNote: 'Change note',
    none: 'None',
    about: 'About this process',
    diagram: 'Diagram',
    diagramText: (name: string, steps: number) =>
      `Flow diagram of ${name} with ${steps} steps; the table of steps lists them in flow order.`,
    steps: 'Steps in flow order',
    number: 'No.',
    step: 'Step',
    type: 'Type',
    actor: 'Actor',
    inputs: 'Inputs',
    outputs: 'Outputs',
    types: { start: 'Start', end: 'End', activity: 'Activity', control: 'Control', subprocess: 'Subprocess' },
    fileName: (name: string, revision: number) => `${name} - revision ${revision} - handbook`,
  },
  nl: {
    handbook: 'Proceshandboek',
    revision: 'Revisie',
    owner: 'Eigenaar',
    manager: 'Beheerder',
    publishedBy: 'Gepubliceerd door',
    publishedAt: 'Gepubliceerd op',
    approvedBy: 'Goedgekeurd door',
    approvedAt: 'Goedgekeurd op',
    reviewDate: 'Volgende reviewdatum',
    changeNote: 'Wijzigingsnotitie',
    none: 'Geen',
    about: 'Over dit proces',
    diagram: 'Diagram',
    diagramText: (name: string, steps: number) =>
      `Stroomdiagram van ${name} met ${steps} stappen; de tabel met stappen noemt ze in de volgorde van de stroom.`,
    steps: 'Stappen in volgorde van de stroom',
    number: 'Nr.',
    step: 'Stap',
    type: 'Soort',
    actor: 'Actor',
    inputs: 'Invoer',
    outputs: 'Uitvoer',
    types: {
      start: 'Start',
      end: 'Einde',
      activity: 'Activiteit',
      control: 'Besturing',
      subprocess: 'Subproces',
    },
    fileName: (name: string, revision: number) => `${name} - revisie ${revision} - handboek`,
  },
} as const;

export type HandbookTexts = (typeof HANDBOOK_TEXTS)[Language];

/** A date (and time) as the reader's language writes it, in the server's time zone. */
export function formatTime(language: Language, at: number, withTime = true): string {
  const locale = language === 'nl' ? 'nl-NL' : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(at));
}
