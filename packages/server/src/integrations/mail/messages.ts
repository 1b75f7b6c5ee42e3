import type { Language } from '@stroomlijn/domain';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface ResponseArrivedInput {
  language: Language;
  /** The workflow form's name. */
  formName: string;
  /** The response's subject. */
  subject: string;
  /** Absolute address of the response's view in Stroomlijn. */
  responseUrl: string;
}

const RESPONSE_ARRIVED = {
  en: {
    subject: (form: string, subject: string) => `New response to ${form}: ${subject}`,
    arrived: 'A new response arrived for the form',
    subjectLabel: 'Subject',
    open: 'Open the response in Stroomlijn',
    why: 'You receive this email because you review the responses of this form.',
  },
  nl: {
    subject: (form: string, subject: string) => `Nieuwe reactie op ${form}: ${subject}`,
    arrived: 'Er is een nieuwe reactie binnengekomen op het formulier',
    subjectLabel: 'Onderwerp',
    open: 'Open de reactie in Stroomlijn',
    why: 'U ontvangt deze e-mail omdat u de reacties op dit formulier beoordeelt.',
  },
} satisfies Record<Language, unknown>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] as string);
}

/** Answers and names come from outside (a form's submitter): one line, no control characters. */
export function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

/** Text of several lines (remarks, a change note) keeps its lines, without other control characters or trailing space. */
export function lines(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]+/g, ' ')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trim()
  );
}

/** An email of an intro, labelled fields, a link and why the recipient gets it (the product's usual layout). */
export interface FieldsMail {
  language: Language;
  subject: string;
  intro: string;
  /** Label and value; a value may hold several lines. */
  fields: ReadonlyArray<readonly [label: string, value: string]>;
  link: { label: string; url: string };
  /** Paragraphs after the link (what an attachment is for). */
  notes?: readonly string[];
  why: string;
}

/** The text and HTML of a `FieldsMail`: the same content, the HTML's fields as a table, everything escaped. */
export function fieldsMail({
  language,
  subject,
  intro,
  fields,
  link,
  notes = [],
  why,
}: FieldsMail): MailContent {
  return {
    subject: oneLine(subject),
    text: [
      intro,
      '',
      ...fields.map(([label, value]) => `${label}: ${value}`),
      '',
      `${link.label}: ${link.url}`,
      '',
      ...notes.flatMap((note) => [note, '']),
      why,
      '',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<table>',
      ...fields.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      ),
      '</table>',
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
      `<p style="color:#666">${escapeHtml(why)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

/** The email to a response's reviewers that a new response arrived, with a link to it. */
export function responseArrivedMail(input: ResponseArrivedInput): MailContent {
  const words = RESPONSE_ARRIVED[input.language];
  const form = oneLine(input.formName);
  const subject = oneLine(input.subject);
  const url = input.responseUrl;
  return {
    subject: words.subject(form, subject),
    text: [
      `${words.arrived} "${form}".`,
      '',
      `${words.subjectLabel}: ${subject}`,
      '',
      `${words.open}: ${url}`,
      '',
      words.why,
      '',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${input.language}"><body>`,
      `<p>${escapeHtml(words.arrived)} &ldquo;${escapeHtml(form)}&rdquo;.</p>`,
      `<p>${escapeHtml(words.subjectLabel)}: ${escapeHtml(subject)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(words.open)}</a></p>`,
      `<p style="color:#666">${escapeHtml(words.why)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
