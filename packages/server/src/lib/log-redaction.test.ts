import { describe, expect, it } from 'vitest';
import { redactedUrl } from './log-redaction.js';

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
