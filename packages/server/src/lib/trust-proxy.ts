import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * STROOMLIJN_TRUST_PROXY: which reverse proxies in front are trusted to say who the client is in
 * X-Forwarded-For (and to pass a request id). The client address is then the right-most entry that is
 * not a trusted proxy: entries further left are whatever the client sent, and counting them would let
 * a client choose the address that the sign-in limit counts.
 * - unset, empty or `false`: no proxy; the address of the connection.
 * - `true` or a number N: N proxies (`true`: one) in front; the entry N places from the right.
 * - addresses or networks (CIDR), comma-separated: proxies at those addresses are skipped.
 */
export type TrustProxy = false | number | string[];

export function loadTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return 1;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops < 1 || hops > 10)
      throw new Error('STROOMLIJN_TRUST_PROXY as a number of proxies must be 1 to 10');
    return hops;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    const maxBits = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || rest.length > 0)
      throw new Error(
        `STROOMLIJN_TRUST_PROXY must be true, false, a number of proxies or addresses and networks (got "${entry}")`,
      );
  }
  return entries;
}

/** Fastify's `trustProxy` option for the setting (N proxies: the N hops nearest to the server). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust.join(',');
}

/**
 * With no proxy trusted, warns once (per instance) when a request arrives with X-Forwarded-For: a proxy
 * the setting does not name is in front, so every client behind it counts as the proxy's one address in
 * the sign-in limit per address.
 */
export function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(
        { proxyAddress: request.ip },
        'Requests arrive with X-Forwarded-For but STROOMLIJN_TRUST_PROXY names no proxy: all clients behind that proxy share its address in the sign-in limit per address. Set STROOMLIJN_TRUST_PROXY to the proxy (see README).',
      );
    }
    done();
  });
}
