import type { Language } from '@stroomlijn/domain';

/** The words an import writes into the models it creates, in the importing user's language. */
export interface ImportTexts {
  /** The name of the information group that holds an element's documentation. */
  documentation: string;
  /** The description of a role an import creates for a lane. */
  roleDescription: string;
  /** The name of a step made from an unnamed event, by the kind of its trigger. */
  event: Record<EventKind | 'none', string>;
}

export const EVENT_KINDS = [
  'message',
  'timer',
  'signal',
  'error',
  'escalation',
  'conditional',
  'link',
  'compensate',
  'cancel',
  'terminate',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const IMPORT_TEXTS: Record<Language, ImportTexts> = {
  en: {
    documentation: 'Documentation',
    roleDescription: 'Created by a BPMN import for a lane of this name.',
    event: {
      none: 'Event',
      message: 'Message',
      timer: 'Timer',
      signal: 'Signal',
      error: 'Error',
      escalation: 'Escalation',
      conditional: 'Condition',
      link: 'Link',
      compensate: 'Compensation',
      cancel: 'Cancel',
      terminate: 'Terminate',
    },
  },
  nl: {
    documentation: 'Documentatie',
    roleDescription: 'Aangemaakt bij een BPMN-import voor een baan met deze naam.',
    event: {
      none: 'Gebeurtenis',
      message: 'Bericht',
      timer: 'Tijd',
      signal: 'Signaal',
      error: 'Fout',
      escalation: 'Escalatie',
      conditional: 'Voorwaarde',
      link: 'Koppeling',
      compensate: 'Compensatie',
      cancel: 'Annulering',
      terminate: 'Beëindiging',
    },
  },
};
