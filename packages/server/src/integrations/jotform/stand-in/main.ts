import { parseArgs } from 'node:util';
import { SEED_FORMS } from './seed-forms.js';
import { startFormServiceStandIn } from './stand-in.js';

/** `npm run forms:stand-in [-- --port 8090 --api-key …]`: the JotForm stand-in with example forms. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8090' },
    host: { type: 'string', default: '127.0.0.1' },
    'api-key': { type: 'string', default: 'stand-in-key' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number (got "${values.port}")`);
  process.exit(1);
}
const apiKey = values['api-key'];
const standIn = await startFormServiceStandIn({ apiKey, port, host: values.host, forms: SEED_FORMS });

console.log(`JotForm stand-in listening on ${standIn.url}
Example forms:
${SEED_FORMS.map((form) => `  ${form.id}  ${form.title}`).join('\n')}

Start Stroomlijn with:
  JOTFORM_API_URL=${standIn.apiUrl}
  JOTFORM_API_KEY=${apiKey}
  JOTFORM_FORM_URL=${standIn.formUrl}

Submissions reach Stroomlijn through the webhooks it registers (notifications on) and through polling.
Stop with Ctrl+C.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
