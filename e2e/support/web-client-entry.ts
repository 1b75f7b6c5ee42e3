/// <reference lib="dom" />
// The web app's own API client, built for a page of the running app (web-client.ts): a test calls it
// there as the screens do, against the real server.
export { api, getBlob, NotAuthenticatedError, postMultipart } from '../../packages/web/src/lib/api';
