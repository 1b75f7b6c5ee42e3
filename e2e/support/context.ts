import { inject } from 'vitest';

/** Base URL of the shared e2e server (started by global-setup.ts). */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Data directory of the shared e2e server. */
export function dataDir(): string {
  return inject('dataDir');
}

/** An absolute URL on the shared server, or on another host name mapped to 127.0.0.1 (`*.stroomlijn.test`). */
export function appUrl(pathname = '/', host?: string): string {
  const url = new URL(pathname, baseUrl());
  if (host) url.hostname = host;
  return url.toString();
}
