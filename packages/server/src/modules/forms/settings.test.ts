import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFormServiceConfig } from '../../integrations/jotform/jotform-config.js';
import {
  type FormServiceStandIn,
  startFormServiceStandIn,
} from '../../integrations/jotform/stand-in/index.js';
import { signedInClient } from '../../test/client.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

describe('GET /api/workflow/settings without a form service and email', () => {
  const t = useTestApp();
  const admin = useSignedInClient(t, ['ROLE_ADMIN']);

  it('says that neither is configured and that nothing polls', async () => {
    const response = await admin.get('/api/workflow/settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ formServiceConfigured: false, emailConfigured: false, pollSeconds: 0 });
  });

  it('is for administrators only', async () => {
    const modeler = await signedInClient(t, [
      'ROLE_MODELER',
      'ROLE_USER_MANAGER',
      'ROLE_EDITOR',
      'ROLE_USER',
    ]);
    const refused = await modeler.get('/api/workflow/settings');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: 'not-allowed' });
  });
});

describe('GET /api/workflow/settings with both', () => {
  let standIn: FormServiceStandIn;
  beforeAll(async () => {
    standIn = await startFormServiceStandIn({ apiKey: 'settings-key' });
  });
  afterAll(() => standIn.close());
  const t = useTestApp(() => ({
    formService: loadFormServiceConfig({
      JOTFORM_API_URL: standIn.apiUrl,
      JOTFORM_API_KEY: 'settings-key',
      STROOMLIJN_FORMS_POLL_SECONDS: '3600',
    }),
    mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'Stroomlijn <no-reply@stroomlijn.test>' },
  }));
  const admin = useSignedInClient(t, ['ROLE_ADMIN']);

  it('says that both are configured and how often the server polls', async () => {
    const response = await admin.get('/api/workflow/settings');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      formServiceConfigured: true,
      emailConfigured: true,
      pollSeconds: 3600,
    });
  });
});
