import type { FeedbackStatus, Language } from '@stroomlijn/domain';
import { fieldsMail, lines, type MailContent, oneLine } from '../../integrations/mail/index.js';

/** What the email to the owner and manager about new feedback says. */
export interface FeedbackGivenMailInput {
  language: Language;
  modelName: string;
  /** The step's name; null: feedback on the model as a whole. */
  stepName: string | null;
  revision: number;
  authorName: string;
  text: string;
  fileName: string | null;
  /** Absolute address of the step (or the model) in Stroomlijn. */
  url: string;
}

/** What the email to the author about the answer to their feedback says. */
export interface FeedbackAnsweredMailInput {
  language: Language;
  modelName: string;
  stepName: string | null;
  text: string;
  status: FeedbackStatus;
  reason: string | null;
  /** The revision that dealt with it, when a publish marked it done. */
  doneInRevision: number | null;
  url: string;
}

const WORDS = {
  en: {
    given: {
      subject: (model: string, step: string | null) => `Feedback on ${model}${step ? `: ${step}` : ''}`,
      intro: (author: string, model: string, step: string | null, revision: number) =>
        `${author} gave feedback on the process model "${model}"${step ? `, step "${step}"` : ''} (revision ${revision}).`,
      why: 'You receive this email because you are the owner or manager of this process model.',
    },
    answered: {
      subject: (model: string, status: string) => `Your feedback on ${model}: ${status}`,
      intro: (model: string, step: string | null) =>
        `There is news about your feedback on the process model "${model}"${step ? `, step "${step}"` : ''}.`,
      why: 'You receive this email because you gave this feedback.',
    },
    status: { open: 'open again', accepted: 'accepted', declined: 'declined', done: 'done' },
    statusLabel: 'Status',
    doneIn: (revision: number) => `dealt with in revision ${revision}`,
    reason: 'Reason',
    feedback: 'Feedback',
    attachment: 'Attachment',
    openStep: 'Open the step in Stroomlijn',
    openModel: 'Open the process model in Stroomlijn',
  },
  nl: {
    given: {
      subject: (model: string, step: string | null) => `Feedback op ${model}${step ? `: ${step}` : ''}`,
      intro: (author: string, model: string, step: string | null, revision: number) =>
        `${author} heeft feedback gegeven op het procesmodel "${model}"${step ? `, stap "${step}"` : ''} (revisie ${revision}).`,
      why: 'U ontvangt deze e-mail omdat u eigenaar of beheerder van dit procesmodel bent.',
    },
    answered: {
      subject: (model: string, status: string) => `Uw feedback op ${model}: ${status}`,
      intro: (model: string, step: string | null) =>
        `Er is nieuws over uw feedback op het procesmodel "${model}"${step ? `, stap "${step}"` : ''}.`,
      why: 'U ontvangt deze e-mail omdat u deze feedback hebt gegeven.',
    },
    status: { open: 'weer open', accepted: 'geaccepteerd', declined: 'afgewezen', done: 'afgehandeld' },
    statusLabel: 'Status',
    doneIn: (revision: number) => `afgehandeld in revisie ${revision}`,
    reason: 'Reden',
    feedback: 'Feedback',
    attachment: 'Bijlage',
    openStep: 'Open de stap in Stroomlijn',
    openModel: 'Open het procesmodel in Stroomlijn',
  },
} satisfies Record<Language, unknown>;

/** The email to each holder of the model's owner and manager roles: feedback was given, with a link to the step. */
export function feedbackGivenMail(input: FeedbackGivenMailInput): MailContent {
  const words = WORDS[input.language];
  const model = oneLine(input.modelName);
  const step = input.stepName === null ? null : oneLine(input.stepName) || null;
  const fields: Array<[string, string]> = [[words.feedback, lines(input.text)]];
  if (input.fileName !== null) fields.push([words.attachment, oneLine(input.fileName)]);
  return fieldsMail({
    language: input.language,
    subject: words.given.subject(model, step),
    intro: words.given.intro(oneLine(input.authorName), model, step, input.revision),
    fields,
    link: { label: input.stepName === null ? words.openModel : words.openStep, url: input.url },
    why: words.given.why,
  });
}

/** The email to the author: the status of their feedback changed (by an answer, or by a revision). */
export function feedbackAnsweredMail(input: FeedbackAnsweredMailInput): MailContent {
  const words = WORDS[input.language];
  const model = oneLine(input.modelName);
  const step = input.stepName === null ? null : oneLine(input.stepName) || null;
  const status =
    input.status === 'done' && input.doneInRevision !== null
      ? words.doneIn(input.doneInRevision)
      : words.status[input.status];
  const fields: Array<[string, string]> = [[words.statusLabel, status]];
  if (input.status === 'declined' && input.reason) fields.push([words.reason, lines(input.reason)]);
  fields.push([words.feedback, lines(input.text)]);
  return fieldsMail({
    language: input.language,
    subject: words.answered.subject(model, status),
    intro: words.answered.intro(model, step),
    fields,
    link: { label: input.stepName === null ? words.openModel : words.openStep, url: input.url },
    why: words.answered.why,
  });
}
