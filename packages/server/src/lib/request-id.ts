import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a request id from a proxy may look like: short, and nothing that could break a log line. */
const PASSED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request, on every log line of it and in its X-Request-Id answer header: the id a trusted
 * proxy passed in X-Request-Id (so that its logs and ours name the same request), else a new UUID.
 */
export function requestIdGenerator(trustsProxy: boolean) {
  return (request: IncomingMessage): string => {
    const passed = request.headers['x-request-id'];
    return trustsProxy && typeof passed === 'string' && PASSED_ID.test(passed) ? passed : randomUUID();
  };
}
