import type { Language } from '@stroomlijn/domain';
import { fieldsMail, lines, type MailContent, oneLine } from './messages.js';

/** What the emails about an action say; dates as day-month-year ('dd-MM-yyyy'). */
export interface ActionMailInput {
  language: Language;
  /** The action's text. */
  action: string;
  /** The subject of the response the action belongs to. */
  subject: string;
  startDate: string;
  endDate: string;
  remarks: string;
  /** Absolute address of the action in the assignee's list of actions. */
  actionUrl: string;
}

const WORDS = {
  en: {
    assigned: { subject: 'New action', intro: 'An action was assigned to you.' },
    due: { subject: 'Action due today', intro: 'An action assigned to you is due today.' },
    action: 'Action',
    response: 'Response',
    startDate: 'Start date',
    endDate: 'End date',
    remarks: 'Remarks',
    open: 'Open the action in Stroomlijn',
    calendar: 'The attached calendar.ics puts the action in your calendar.',
    why: 'You receive this email because the action is assigned to you.',
  },
  nl: {
    assigned: { subject: 'Nieuwe actie', intro: 'Er is een actie aan u toegewezen.' },
    due: {
      subject: 'Actie verloopt vandaag',
      intro: 'Een actie die aan u is toegewezen, verloopt vandaag.',
    },
    action: 'Actie',
    response: 'Reactie',
    startDate: 'Begindatum',
    endDate: 'Einddatum',
    remarks: 'Opmerkingen',
    open: 'Open de actie in Stroomlijn',
    calendar: 'Met het bijgevoegde calendar.ics zet u de actie in uw agenda.',
    why: 'U ontvangt deze e-mail omdat de actie aan u is toegewezen.',
  },
} satisfies Record<Language, unknown>;

function actionMail(kind: 'assigned' | 'due', input: ActionMailInput): MailContent {
  const words = WORDS[input.language];
  const action = oneLine(input.action);
  const remarks = lines(input.remarks);
  const fields: Array<[string, string]> = [
    [words.action, action],
    [words.response, oneLine(input.subject)],
    [words.startDate, oneLine(input.startDate)],
    [words.endDate, oneLine(input.endDate)],
    ...(remarks === '' ? [] : [[words.remarks, remarks] as [string, string]]),
  ];
  return fieldsMail({
    language: input.language,
    subject: `${words[kind].subject}: ${action}`,
    intro: words[kind].intro,
    fields,
    link: { label: words.open, url: input.actionUrl },
    notes: [words.calendar],
    why: words.why,
  });
}

/** The email to the assignee of a new action, or of an action that was given to them. */
export function actionAssignedMail(input: ActionMailInput): MailContent {
  return actionMail('assigned', input);
}

/** The email to the assignee on the day the action's end date falls due. */
export function actionDueMail(input: ActionMailInput): MailContent {
  return actionMail('due', input);
}
