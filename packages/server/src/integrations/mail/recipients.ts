import { isLanguage, type Language } from '@stroomlijn/domain';

/** A user an email goes to, with the interface language they chose (null: none). */
export interface MailRecipient {
  email: string;
  language: string | null;
}

/**
 * The language an email to the recipient is written in: the one they chose in the interface, else the
 * configured default (STROOMLIJN_DEFAULT_LANGUAGE). Each recipient of one event may get another.
 */
export function recipientLanguage(recipient: Pick<MailRecipient, 'language'>, fallback: Language): Language {
  return isLanguage(recipient.language) ? recipient.language : fallback;
}
