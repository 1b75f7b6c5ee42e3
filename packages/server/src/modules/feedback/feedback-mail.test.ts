import type { ProcessModel } from '@stroomlijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../integrations/mail/index.js';
import { signedInClient } from '../../test/client.js';
import { answerFeedback, giveFeedback, governedModel, setLanguage } from '../../test/feedback.js';
import { asUpdate } from '../../test/process-models.js';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { feedbackMailing } from './feedback-mail.js';
import { feedbackDoneListener } from './service.js';

/**
 * The emails about feedback, sent by the real app over SMTP to a real receiver on loopback, each in its
 * recipient's language: to the owners and managers when feedback is given, to the author when its
 * status changes, and when a revision marked it done only after that publish committed.
 */
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.close();
});

const PUBLIC_URL = 'https://stroomlijn.example';
const t = useTestApp(() => ({
  publicUrl: PUBLIC_URL,
  mail: { smtpUrl: smtp.url, from: 'Stroomlijn <stroomlijn@example.org>' },
}));
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

/**
 * The feedback emails handed to the receiver so far, to the user; not the notices of the revisions a
 * test publishes, which go to the owner and the manager too.
 */
async function mailsTo(user: { email: string }): Promise<ReceivedMail[]> {
  await t.jobs.get('feedbackMail').settled();
  await t.jobs.get('feedbackAnswerMail').settled();
  return smtp.received.filter(
    (mail) => mail.envelopeTo.includes(user.email) && /feedback/i.test(mail.headers.get('subject') ?? ''),
  );
}

const subjectOf = (mail: ReceivedMail | undefined) => mail?.headers.get('subject');

describe('feedback emails', () => {
  it('new feedback: the owner gets it in English, the manager (language nl) in Dutch, with a link to the step; the author none', async () => {
    const g = await governedModel(t, modeler, { manager: 'nl' });
    const author = await signedInClient(t, [], { firstName: 'Rita', lastName: 'Reader' });
    const feedback = await giveFeedback(author, g.model, {
      stepId: g.step.id,
      text: 'Check <b>this</b> & that\nSecond line',
    });
    const link = `${PUBLIC_URL}/my-process-models/owner/${g.model.id}/view/view-step-information/${g.step.id}`;

    const [english] = await mailsTo(g.ownerUser);
    expect(subjectOf(english)).toBe(`Feedback on ${g.model.info.name}: ${g.step.name}`);
    expect(english?.text).toContain(
      `Rita Reader gave feedback on the process model "${g.model.info.name}", step "${g.step.name}" (revision 1).`,
    );
    expect(english?.text).toContain('Check <b>this</b> & that\nSecond line');
    expect(english?.text).toContain(`Open the step in Stroomlijn: ${link}`);
    expect(english?.html).toContain('Check &lt;b&gt;this&lt;/b&gt; &amp; that<br>Second line');
    expect(english?.html).toContain(`<html lang="en">`);

    const [dutch] = await mailsTo(g.managerUser);
    expect(subjectOf(dutch)).toBe(`Feedback op ${g.model.info.name}: ${g.step.name}`);
    expect(dutch?.text).toContain(
      `Rita Reader heeft feedback gegeven op het procesmodel "${g.model.info.name}"`,
    );
    expect(dutch?.text).toContain(`Open de stap in Stroomlijn: ${link}`);
    expect(dutch?.html).toContain(`<html lang="nl">`);

    expect(await mailsTo(author)).toEqual([]);
    // The owner giving feedback on their own model is not told of it.
    await giveFeedback(g.ownerUser, g.model, { text: 'Mine' });
    expect(await mailsTo(g.ownerUser)).toHaveLength(1);
    expect(await mailsTo(g.managerUser)).toHaveLength(2);
    expect(feedback.status).toBe('open');
  });

  it('an answer: the author (language nl) gets an email in Dutch with the status and reason; an unchanged answer sends none', async () => {
    const g = await governedModel(t, modeler);
    const author = await signedInClient(t);
    await setLanguage(t, author, 'nl');
    const given = await giveFeedback(author, g.model, { text: 'Model-wide remark' });
    const declined = await answerFeedback(g.ownerUser, given, 'declined', 'Past niet in\nde scope');
    const [mail] = await mailsTo(author);
    expect(subjectOf(mail)).toBe(`Uw feedback op ${g.model.info.name}: afgewezen`);
    expect(mail?.text).toContain('Reden: Past niet in\nde scope');
    expect(mail?.text).toContain('Model-wide remark');
    expect(mail?.text).toContain(
      `Open het procesmodel in Stroomlijn: ${PUBLIC_URL}/my-process-models/actor/${g.model.id}/view\n`,
    );
    await answerFeedback(g.ownerUser, declined, 'declined', 'Past niet in\nde scope');
    expect(await mailsTo(author)).toHaveLength(1);

    await setLanguage(t, author, 'en');
    await answerFeedback(g.ownerUser, declined, 'accepted');
    expect(subjectOf((await mailsTo(author))[1])).toBe(`Your feedback on ${g.model.info.name}: accepted`);
  });

  it('a revision marks feedback done: its author is told in their language after the publish; a refused publish tells nobody', async () => {
    const g = await governedModel(t, modeler);
    const other = await governedModel(t, modeler);
    const author = await signedInClient(t);
    await setLanguage(t, author, 'nl');
    const feedback = await giveFeedback(author, g.model, { stepId: g.step.id });
    const othersFeedback = await giveFeedback(author, other.model);
    const publish = async (feedbackDone: string[]) => {
      const copy = (await modeler.get(`/api/process_model/${g.model.id}/edit`)).json() as ProcessModel;
      return modeler.post(`/api/process_model/publish/${g.model.id}`, {
        model: { ...asUpdate(copy), info: { ...copy.info, name: `${copy.info.name}.` } },
        feedbackDone,
      });
    };
    expect((await publish([feedback.id, othersFeedback.id])).statusCode).toBe(422);
    expect(await mailsTo(author)).toEqual([]);

    expect((await publish([feedback.id])).statusCode).toBe(200);
    const [mail] = await mailsTo(author);
    expect(subjectOf(mail)).toBe(`Uw feedback op ${g.model.info.name}.: afgehandeld in revisie 2`);
    expect(mail?.text).toContain(
      `/my-process-models/actor/${g.model.id}/view/view-step-information/${g.step.id}`,
    );
  });

  it('the listener tells the authors only when the publish transaction commits, never after a rollback', async () => {
    const g = await governedModel(t, modeler);
    const author = await signedInClient(t);
    const feedback = await giveFeedback(author, g.model);
    const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'test@example.org' }, t.app.log);
    const mail = feedbackMailing(t.database.db, {
      mailer,
      publicUrl: PUBLIC_URL,
      language: 'en',
      logger: t.app.log,
    });
    const listener = feedbackDoneListener(mail);
    const event = {
      processModelId: g.model.id,
      revision: 2,
      publishedAt: Date.now(),
      publishedBy: { id: modeler.id, name: 'Modeler' },
      feedbackDone: [feedback.id],
    };
    try {
      const rolledBack = t.database.db.transaction().execute(async (trx) => {
        await listener(trx, event);
        // Another part of the publish fails after the listener marked the feedback done.
        throw new Error('the publish failed later');
      });
      await expect(rolledBack).rejects.toThrow('the publish failed later');
      await mail.settled();
      expect(smtp.received.filter((m) => m.envelopeTo.includes(author.email))).toEqual([]);
      expect((await author.get('/api/feedback/mine')).json()).toMatchObject([{ status: 'open' }]);

      await t.database.db.transaction().execute((trx) => listener(trx, event));
      await mail.settled();
      const sent = smtp.received.filter((m) => m.envelopeTo.includes(author.email));
      expect(sent.map(subjectOf)).toEqual([
        `Your feedback on ${g.model.info.name}: dealt with in revision 2`,
      ]);
    } finally {
      await mailer.close();
    }
  });
});
