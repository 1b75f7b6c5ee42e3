import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Helmet with a strict CSP, and a refusal of state-changing calls made from another origin. Frames may
 * show only the form service's forms (`formUrl`'s origin, the embedded form page); without it, the same origin
 * as before (default-src).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; publicUrl: string; formUrl?: string },
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameSrc: options.formUrl ? [new URL(options.formUrl).origin] : ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });
  const publicOrigin = new URL(options.publicUrl).origin;
  const refuse = () => new AppError('not-allowed', { message: 'Cross-origin request refused' });
  const originOf = parsedOrigins();
  // The same headers on every answer, computed once: @fastify/helmet built helmet's middleware and
  // parsed the CSP again on every request, a cost every answer paid. One synchronous hook for the
  // headers and the origin check: an async hook costs a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    const parsed = originOf(origin);
    // The public address, or the host the browser used (one server may answer on several names;
    // a proxy that rewrites Host still passes the first test).
    if (parsed === null || (parsed.origin !== publicOrigin && parsed.host !== request.headers.host))
      return done(refuse());
    done();
  });
}

interface ParsedOrigin {
  origin: string;
  host: string;
}

/** How many Origin headers keep their parsed form: a browser sends the same few again and again. */
const PARSED_ORIGINS = 64;

/** An Origin header's origin and host, or null when it is no URL; recent answers are kept. */
function parsedOrigins(): (origin: string) => ParsedOrigin | null {
  const parsed = new Map<string, ParsedOrigin | null>();
  return (origin) => {
    let entry = parsed.get(origin);
    if (entry !== undefined) return entry;
    try {
      const url = new URL(origin);
      entry = { origin: url.origin, host: url.host };
    } catch {
      entry = null;
    }
    if (parsed.size >= PARSED_ORIGINS) parsed.delete(parsed.keys().next().value as string);
    parsed.set(origin, entry);
    return entry;
  };
}

/** The headers helmet sets for these options: its middleware run once against a recording response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
