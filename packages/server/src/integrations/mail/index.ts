export {
  type AcknowledgementMailInput,
  acknowledgementNoticeMail,
  acknowledgementReminderMail,
} from './acknowledgement-messages.js';
export { type ActionMailInput, actionAssignedMail, actionDueMail } from './action-messages.js';
export { DEFAULT_MAIL_FROM, type MailConfig } from './mail-config.js';
export {
  DEFAULT_RETRY_DELAYS_MS,
  type MailAttachment,
  type Mailer,
  type MailLogger,
  type MailMessage,
  type MailQueueOptions,
} from './mailer.js';
export {
  escapeHtml,
  type FieldsMail,
  fieldsMail,
  lines,
  type MailContent,
  oneLine,
  type ResponseArrivedInput,
  responseArrivedMail,
} from './messages.js';
export { type MailRecipient, recipientLanguage } from './recipients.js';
export { createSmtpMailer, mailerFor } from './smtp-mailer.js';
