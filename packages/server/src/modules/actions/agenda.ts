import { emailLinkPaths, nextDay, parseDayMonthYear, type ResponseAction } from '@stroomlijn/domain';
import ical, { ICalCalendarMethod } from 'ical-generator';

const utcDay = (text: string, after = false): Date => {
  const parsed = parseDayMonthYear(text);
  if (!parsed) throw new Error(`Not a day-month-year date: "${text}"`);
  const date = after ? nextDay(parsed) : parsed;
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
};

/** The address a calendar event of the action links back to. */
export function agendaLink(publicUrl: string, action: Pick<ResponseAction, 'formId' | 'responseId' | 'id'>) {
  return `${publicUrl}${emailLinkPaths.agenda(action.formId, action.responseId, action.id)}`;
}

/**
 * AG-03: the action as an all-day event (RFC 5545) from its start date to its end date (DTEND is the day
 * after, VALUE=DATE), with a UID that stays the same for the action, its subject and text as summary,
 * its remarks and a link back as description. ical-generator writes CRLF line ends and folds lines at
 * 75 octets, but leaves the last line (END:VCALENDAR) without one; RFC 5545 §3.1 ends every line so.
 */
export function actionCalendar(action: ResponseAction, subject: string, link: string): string {
  const calendar = ical({
    prodId: { company: 'Stroomlijn', product: 'Stroomlijn', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${action.id}@stroomlijn`,
    allDay: true,
    start: utcDay(action.startDate),
    end: utcDay(action.endDate, true),
    stamp: new Date(action.updated),
    summary: `${subject}: ${action.action}`,
    description: action.remarks === '' ? link : `${action.remarks}\n\n${link}`,
    url: link,
  });
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
