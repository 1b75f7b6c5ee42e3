import type { FeedName } from '@stroomlijn/domain';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import type { BuiltApp } from '../app.js';

/** The reporting feeds' key and public address in the tests. */
export const FEED_KEY = 'feed-key-for-the-tests-0123456789';
export const FEED_PUBLIC_URL = 'https://stroomlijn.example';

export const feedPath = (name: FeedName) => `/api/external/clicdata/${name}`;

/** Reads a feed with the key; `query` starts with '?' when given. */
export function feedReader(t: BuiltApp, name: FeedName) {
  return (query = ''): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url: `${feedPath(name)}${query}`, headers: { 'x-api-key': FEED_KEY } });
}

/** A CSV file's rows as objects keyed by the header row. */
export const csvRows = (csv: string): Record<string, string>[] => parse(csv, { columns: true });
