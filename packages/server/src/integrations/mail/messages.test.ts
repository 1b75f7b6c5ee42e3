import { describe, expect, it } from 'vitest';
import { escapeHtml, responseArrivedMail } from './messages.js';

const input = {
  formName: 'Leave request',
  subject: 'June holiday',
  responseUrl: 'https://stroomlijn.example.org/workflow/f1/responses/r1/edit',
};

describe('the "a new response arrived" email', () => {
  it('is in English', () => {
    const mail = responseArrivedMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('New response to Leave request: June holiday');
    expect(mail.text).toBe(
      [
        'A new response arrived for the form "Leave request".',
        '',
        'Subject: June holiday',
        '',
        'Open the response in Stroomlijn: https://stroomlijn.example.org/workflow/f1/responses/r1/edit',
        '',
        'You receive this email because you review the responses of this form.',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(
      '<a href="https://stroomlijn.example.org/workflow/f1/responses/r1/edit">Open the response in Stroomlijn</a>',
    );
  });

  it('is in Dutch', () => {
    const mail = responseArrivedMail({ ...input, language: 'nl' });
    expect(mail.subject).toBe('Nieuwe reactie op Leave request: June holiday');
    expect(mail.text).toContain('Er is een nieuwe reactie binnengekomen op het formulier "Leave request".');
    expect(mail.text).toContain('Onderwerp: June holiday');
    expect(mail.text).toContain('Open de reactie in Stroomlijn: https://stroomlijn.example.org/');
    expect(mail.text).toContain('U ontvangt deze e-mail omdat u de reacties op dit formulier beoordeelt.');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('>Open de reactie in Stroomlijn</a>');
  });

  it('escapes the form name, the subject and the address in the HTML', () => {
    const mail = responseArrivedMail({
      language: 'en',
      formName: '<b>Forms</b> & co',
      subject: `<script>alert("x")</script>'`,
      responseUrl: 'https://stroomlijn.example.org/r?a=1&b="2"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;Forms&lt;/b&gt; &amp; co');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;');
    expect(mail.html).toContain('href="https://stroomlijn.example.org/r?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Subject: <script>alert("x")</script>\'');
  });

  it('keeps a submitted subject on one line, so it cannot add lines to the mail', () => {
    const mail = responseArrivedMail({
      ...input,
      language: 'en',
      subject: 'One\r\nBcc: someone@example.org\u0000',
    });
    expect(mail.subject).toBe('New response to Leave request: One Bcc: someone@example.org');
    expect(mail.text).toContain('Subject: One Bcc: someone@example.org\n');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
