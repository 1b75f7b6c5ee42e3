import { describe, expect, it } from 'vitest';
import { redactedUrl, withoutSecretHeaders } from './log-redaction.js';

describe('redactedUrl', () => {
  it('hides the webhook secret and a feed key, and keeps everything else', () => {
    expect(redactedUrl('/api/workflow/hook/3f9a0c1d2e?x=1')).toBe('/api/workflow/hook/[secret]?x=1');
    expect(redactedUrl('/api/external/clicdata/actions?format=json&apiKey=abc123&limit=5')).toBe(
      '/api/external/clicdata/actions?format=json&apiKey=[redacted]&limit=5',
    );
    expect(redactedUrl('/api/external/clicdata/responses?APIKEY=zz')).toBe(
      '/api/external/clicdata/responses?APIKEY=[redacted]',
    );
    expect(redactedUrl('/api/user/5')).toBe('/api/user/5');
  });
});

describe('withoutSecretHeaders', () => {
  it('censors credential headers up to two levels below a line, without changing the logged object', () => {
    const busboyOptions = {
      headers: { Cookie: 'stroomlijn_session=abc', 'x-api-key': 'k', accept: '*/*' },
      limits: { fileSize: 1 },
    };
    const line = { busboyOptions, deeper: { options: { headers: { authorization: 'Bearer t' } } } };
    const logged = withoutSecretHeaders(line);
    expect(logged).toEqual({
      busboyOptions: {
        headers: { Cookie: '[redacted]', 'x-api-key': '[redacted]', accept: '*/*' },
        limits: { fileSize: 1 },
      },
      deeper: { options: { headers: { authorization: '[redacted]' } } },
    });
    expect(busboyOptions.headers.Cookie).toBe('stroomlijn_session=abc');
  });

  it('returns a line without headers as it is, and leaves objects that have a serializer alone', () => {
    const line = { form: 'f1', count: 2, nested: { a: { b: 1 } } };
    expect(withoutSecretHeaders(line)).toBe(line);
    class Request {
      headers = { cookie: 'secret' };
    }
    const req = new Request();
    expect(withoutSecretHeaders({ req }).req).toBe(req);
  });
});
