import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_DEVICE_DAYS } from '@stroomlijn/domain';
import type { SecurityRepository } from './repository.js';

/** The cookie naming the browser to the accounts that signed in with a password in it. */
export const DEVICE_COOKIE = 'stroomlijn_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = SIGN_IN_DEVICE_DAYS * 24 * 3600;
/** Accounts one browser is remembered for (one token each); the oldest is dropped beyond. */
const TOKENS_PER_BROWSER = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const LIFETIME_MS = DEVICE_COOKIE_MAX_AGE_SECONDS * 1000;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Browsers known to an account (OWASP's device cookies): a password sign-in leaves a random token in an
 * httpOnly cookie and its hash beside the user. A later attempt at that account from that browser is
 * counted apart from everyone else's guesses, so guessing at an account from elsewhere never locks out
 * its user's own browser. Each account gets a token minted for it: a token the browser brought (perhaps
 * planted by someone else) is never made known to another account.
 */
export function signInDevices(repository: SecurityRepository) {
  return {
    /** The cookie's well-formed tokens, newest first. */
    tokensOf(cookie: string | undefined): string[] {
      return (cookie ?? '')
        .split('.')
        .filter((token) => TOKEN.test(token))
        .slice(0, TOKENS_PER_BROWSER);
    },

    /** The hash of the token with which the user signed in in this browser before, or null. */
    async known(tokens: string[], userId: string, now: number): Promise<string | null> {
      const hashes = tokens.map(hashOf);
      return (await repository.knownDevice(hashes, userId, now - LIFETIME_MS)) ?? null;
    },

    /**
     * Remembers the browser for the user after a password sign-in (`knownHash`: what `known` found);
     * answers the cookie's new value, the user's token first.
     */
    async remember(tokens: string[], knownHash: string | null, userId: string, now: number): Promise<string> {
      const token =
        tokens.find((candidate) => hashOf(candidate) === knownHash) ?? randomBytes(32).toString('base64url');
      await repository.rememberDevice(
        { token_hash: hashOf(token), user_id: userId, signed_in_at: now },
        now - LIFETIME_MS,
      );
      return [token, ...tokens.filter((other) => other !== token)].slice(0, TOKENS_PER_BROWSER).join('.');
    },
  };
}
