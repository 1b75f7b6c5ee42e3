import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/use-test-app.js';

const t = useTestApp();

describe("the modules' background jobs", () => {
  it('are declared by the modules and handed to tests by name, to await their work', async () => {
    await expect(t.jobs.get('formPolling').pollNow()).resolves.toBeUndefined();
    await expect(t.jobs.get('submissions').settled()).resolves.toBeUndefined();
    // Without SMTP_URL there is no mailer: no reminder is claimed or sent.
    await expect(t.jobs.get('actionReminders').remindNow('2031-04-15')).resolves.toBe(0);
    await expect(t.jobs.get('actionMail').settled()).resolves.toBeUndefined();
  });
});
