import type { Language } from '@stroomlijn/domain';
import { fieldsMail, lines, type MailContent, oneLine } from './messages.js';

/** What the emails about an acknowledgement task say. */
export interface AcknowledgementMailInput {
  language: Language;
  /** The model's name in the revision. */
  modelName: string;
  revision: number;
  publishedBy: string;
  /** What the publisher said changed; null: nothing. */
  changeNote: string | null;
  /** Absolute address of the task in Stroomlijn. */
  taskUrl: string;
}

const WORDS = {
  en: {
    notice: {
      subject: (model: string, revision: number) =>
        `Changed process to read: ${model} (revision ${revision})`,
      intro:
        'A process you take part in has changed. Please read the changes and confirm that you have read them.',
    },
    reminder: {
      subject: (model: string, revision: number) =>
        `Reminder: please confirm the changed process ${model} (revision ${revision})`,
      intro: 'You have not yet confirmed that you read the changes to this process.',
    },
    process: 'Process',
    revision: 'Revision',
    publishedBy: 'Published by',
    changeNote: 'What changed',
    open: 'Read the changes and confirm in Stroomlijn',
    why: 'You receive this email because the change concerns a step you take part in, or you own or manage the process.',
  },
  nl: {
    notice: {
      subject: (model: string, revision: number) =>
        `Gewijzigd proces om te lezen: ${model} (revisie ${revision})`,
      intro:
        'Een proces waarin u een rol hebt, is gewijzigd. Lees de wijzigingen en bevestig dat u ze hebt gelezen.',
    },
    reminder: {
      subject: (model: string, revision: number) =>
        `Herinnering: bevestig het gewijzigde proces ${model} (revisie ${revision})`,
      intro: 'U hebt nog niet bevestigd dat u de wijzigingen in dit proces hebt gelezen.',
    },
    process: 'Proces',
    revision: 'Revisie',
    publishedBy: 'Gepubliceerd door',
    changeNote: 'Wat is er gewijzigd',
    open: 'Lees de wijzigingen en bevestig in Stroomlijn',
    why: 'U ontvangt deze e-mail omdat de wijziging een stap betreft waarin u een rol hebt, of omdat u eigenaar of beheerder van het proces bent.',
  },
} satisfies Record<Language, unknown>;

function acknowledgementMail(kind: 'notice' | 'reminder', input: AcknowledgementMailInput): MailContent {
  const words = WORDS[input.language];
  const model = oneLine(input.modelName);
  const note = lines(input.changeNote ?? '');
  const fields: Array<[string, string]> = [
    [words.process, model],
    [words.revision, String(input.revision)],
    [words.publishedBy, oneLine(input.publishedBy)],
    ...(note === '' ? [] : [[words.changeNote, note] as [string, string]]),
  ];
  return fieldsMail({
    language: input.language,
    subject: words[kind].subject(model, input.revision),
    intro: words[kind].intro,
    fields,
    link: { label: words.open, url: input.taskUrl },
    why: words.why,
  });
}

/** The email to a user a published revision touches: read it and confirm. */
export function acknowledgementNoticeMail(input: AcknowledgementMailInput): MailContent {
  return acknowledgementMail('notice', input);
}

/** The one reminder to a user who has not confirmed a task after the configured days. */
export function acknowledgementReminderMail(input: AcknowledgementMailInput): MailContent {
  return acknowledgementMail('reminder', input);
}
