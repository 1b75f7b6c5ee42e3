import { afterAll, beforeAll } from 'vitest';
import {
  type FormServiceStandIn,
  startFormServiceStandIn,
} from '../../packages/server/src/integrations/jotform/stand-in/index.js';
import { type RunningServer, startServer } from './server';

const API_KEY = 'e2e-form-service-key';

export interface StandInServer {
  readonly standIn: FormServiceStandIn;
  readonly server: RunningServer;
  /** What the server printed and what the stand-in delivered, for a response that did not arrive. */
  diagnosis(): string;
}

/**
 * A server of the file's own, talking to the JotForm stand-in (the shared server has no form service),
 * with polling off, so that only webhooks bring submissions in. Started before the file's tests, with
 * the variables `env` gives then (e.g. SMTP_URL of a receiver an earlier `beforeAll` started).
 */
export function useStandInServer(env: () => Record<string, string> = () => ({})): StandInServer {
  let standIn: FormServiceStandIn | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    standIn = await startFormServiceStandIn({ apiKey: API_KEY });
    server = await startServer({
      JOTFORM_API_URL: standIn.apiUrl,
      JOTFORM_API_KEY: API_KEY,
      JOTFORM_FORM_URL: standIn.formUrl,
      STROOMLIJN_FORMS_POLL_SECONDS: '0',
      ...env(),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });
  const running = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The stand-in server runs from beforeAll to afterAll only');
    return value;
  };
  return {
    get standIn() {
      return running(standIn);
    },
    get server() {
      return running(server);
    },
    diagnosis: () =>
      `webhook deliveries: ${JSON.stringify(running(standIn).deliveries.slice(-3))}\nserver output:\n${running(server).output().slice(-4000)}`,
  };
}
