/**
 * The benchmarks' form: ten answered questions of the usual JotForm types plus the two hidden fields
 * `userId` and `processModelId`, with deterministic answers per submission number.
 */
import type { ResponseAnswer } from '@stroomlijn/domain';
import type { StandInQuestionInput } from '../../packages/server/src/integrations/jotform/stand-in/index.js';

export const QUESTIONS: StandInQuestionInput[] = [
  { qid: '1', name: 'subject', text: 'Subject' },
  { qid: '2', name: 'fullName', text: 'Full name', type: 'control_fullname' },
  { qid: '3', name: 'email', text: 'Email address', type: 'control_email' },
  { qid: '4', name: 'phone', text: 'Phone number', type: 'control_phone' },
  { qid: '5', name: 'department', text: 'Department', type: 'control_dropdown' },
  { qid: '6', name: 'startDate', text: 'Start date', type: 'control_datetime' },
  { qid: '7', name: 'address', text: 'Address', type: 'control_address' },
  {
    qid: '8',
    name: 'needs',
    text: 'What do you need?',
    type: 'control_checkbox',
    options: ['Laptop', 'Phone', 'Desk', 'Parking permit', 'Access badge'],
  },
  { qid: '9', name: 'urgency', text: 'Urgency', type: 'control_radio', options: ['Low', 'Normal', 'High'] },
  { qid: '10', name: 'remarks', text: 'Remarks', type: 'control_textarea' },
  { qid: '20', name: 'userId', text: 'userId', hidden: true },
  { qid: '21', name: 'processModelId', text: 'processModelId', hidden: true },
];

const DEPARTMENTS = ['Finance', 'Human resources', 'Facilities', 'IT', 'Legal', 'Communications'];
const NEEDS = ['Laptop', 'Phone', 'Desk', 'Parking permit', 'Access badge'];
const CITIES = ['Utrecht', 'Amersfoort', 'Zwolle', 'Arnhem', 'Den Bosch'];
const REMARK =
  'The new colleague starts on the first Monday of the month and works three days a week at the office. ' +
  'Please make sure the workplace is ready and the accounts are active before the first day.';

/** Answers by question name for submission number `n` (the stand-in's `submit` takes these). */
export function answersByName(n: number, userId: string, processModelId: string): Record<string, unknown> {
  return {
    subject: `Onboarding request ${n}`,
    fullName: { first: `Voornaam${n % 997}`, last: `Achternaam${(n * 7919) % 1009}` },
    email: `person-${n}@example.org`,
    phone: { full: `(030) 555-${String(1000 + (n % 9000)).padStart(4, '0')}` },
    department: DEPARTMENTS[n % DEPARTMENTS.length],
    startDate: { day: String(1 + (n % 28)).padStart(2, '0'), month: '03', year: '2027' },
    address: {
      addr_line1: `Stationsstraat ${1 + (n % 200)}`,
      addr_line2: '',
      city: CITIES[n % CITIES.length],
      state: 'Utrecht',
      postal: `35${String(n % 100).padStart(2, '0')} AB`,
      country: 'Netherlands',
    },
    needs: NEEDS.filter((_, i) => (n >> i) & 1),
    urgency: ['Low', 'Normal', 'High'][n % 3],
    remarks: REMARK.slice(0, 80 + (n % 120)),
    userId,
    processModelId,
  };
}

/** The answers as a response stores them (question order, display values, hidden fields left out). */
export function storedAnswers(n: number): ResponseAnswer[] {
  const byName = answersByName(n, '', '');
  const name = byName.fullName as { first: string; last: string };
  const date = byName.startDate as { day: string; month: string; year: string };
  const address = byName.address as Record<string, string>;
  const data: Record<string, string> = {
    subject: String(byName.subject),
    fullName: `${name.first} ${name.last}`,
    email: String(byName.email),
    phone: (byName.phone as { full: string }).full,
    department: String(byName.department),
    startDate: `${date.month}-${date.day}-${date.year}`,
    address: `Street Address: ${address.addr_line1}<br>City: ${address.city}<br>Postal / Zip Code: ${address.postal}<br>Country: ${address.country}`,
    needs: (byName.needs as string[]).join('; '),
    urgency: String(byName.urgency),
    remarks: String(byName.remarks),
  };
  return QUESTIONS.filter((q) => !q.hidden).map((q) => ({
    questionId: q.qid ?? '',
    question: q.text,
    data: data[q.name] ?? '',
    type: q.type ?? 'control_textbox',
  }));
}
