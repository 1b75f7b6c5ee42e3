import { describe, expect, it } from 'vitest';
import { actionAssignedMail, actionDueMail } from './action-messages.js';

const input = {
  action: 'Call the applicant',
  subject: 'June holiday',
  startDate: '01-12-2026',
  endDate: '03-12-2026',
  remarks: 'Ask about the dates',
  actionUrl: 'https://stroomlijn.example.org/actions/my/f1/r1/a1/edit',
};

describe('the emails about an action', () => {
  it('tell the assignee of a new action in English: text, subject, dates, remarks and link', () => {
    const mail = actionAssignedMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('New action: Call the applicant');
    expect(mail.text).toBe(
      [
        'An action was assigned to you.',
        '',
        'Action: Call the applicant',
        'Response: June holiday',
        'Start date: 01-12-2026',
        'End date: 03-12-2026',
        'Remarks: Ask about the dates',
        '',
        'Open the action in Stroomlijn: https://stroomlijn.example.org/actions/my/f1/r1/a1/edit',
        '',
        'The attached calendar.ics puts the action in your calendar.',
        '',
        'You receive this email because the action is assigned to you.',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<tr><th align="left" valign="top">End date</th><td>03-12-2026</td></tr>');
    expect(mail.html).toContain(
      '<a href="https://stroomlijn.example.org/actions/my/f1/r1/a1/edit">Open the action in Stroomlijn</a>',
    );
  });

  it('say "due today" on the due day', () => {
    const mail = actionDueMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Action due today: Call the applicant');
    expect(mail.text.split('\n')[0]).toBe('An action assigned to you is due today.');
    expect(mail.text).toContain('End date: 03-12-2026\n');
  });

  it('are in Dutch', () => {
    const assigned = actionAssignedMail({ ...input, language: 'nl' });
    expect(assigned.subject).toBe('Nieuwe actie: Call the applicant');
    for (const line of [
      'Er is een actie aan u toegewezen.',
      'Actie: Call the applicant',
      'Reactie: June holiday',
      'Begindatum: 01-12-2026',
      'Einddatum: 03-12-2026',
      'Opmerkingen: Ask about the dates',
      'Open de actie in Stroomlijn: https://stroomlijn.example.org/actions/my/f1/r1/a1/edit',
      'Met het bijgevoegde calendar.ics zet u de actie in uw agenda.',
      'U ontvangt deze e-mail omdat de actie aan u is toegewezen.',
    ])
      expect(assigned.text).toContain(`${line}\n`);
    expect(assigned.html).toContain('<html lang="nl">');
    const due = actionDueMail({ ...input, language: 'nl' });
    expect(due.subject).toBe('Actie verloopt vandaag: Call the applicant');
    expect(due.text).toContain('Een actie die aan u is toegewezen, verloopt vandaag.\n');
  });

  it('leave out empty remarks and keep the lines of others', () => {
    expect(actionAssignedMail({ ...input, language: 'en', remarks: '  ' }).text).not.toContain('Remarks');
    const mail = actionAssignedMail({ ...input, language: 'en', remarks: 'First\r\nSecond\u0007 ' });
    expect(mail.text).toContain('Remarks: First\nSecond\n');
    expect(mail.html).toContain('<td>First<br>Second</td>');
  });

  it('escape what users wrote in the HTML and keep the subject line to one line', () => {
    const mail = actionAssignedMail({
      ...input,
      language: 'en',
      action: 'Fix <b>it</b>\r\nBcc: someone@example.org',
      subject: '<script>alert("x")</script>',
      remarks: 'A & B',
      actionUrl: 'https://stroomlijn.example.org/a?b=1&c="2"',
    });
    expect(mail.subject).toBe('New action: Fix <b>it</b> Bcc: someone@example.org');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('<td>A &amp; B</td>');
    expect(mail.html).toContain('href="https://stroomlijn.example.org/a?b=1&amp;c=&quot;2&quot;"');
  });
});
