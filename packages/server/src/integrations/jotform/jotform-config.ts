export interface FormServiceConfig {
  /** JOTFORM_API_URL, without a trailing slash. */
  apiUrl: string;
  /** JOTFORM_API_KEY; null: no form service (its calls answer that none is configured). */
  apiKey: string | null;
  /** JOTFORM_FORM_URL: where the embedded form's iframe loads `/{formId}` from; the CSP frames its origin. */
  formUrl: string;
  /** STROOMLIJN_FORMS_POLL_SECONDS: seconds between polls for submissions; 0 polls never. */
  pollSeconds: number;
}

export const DEFAULT_JOTFORM_API_URL = 'https://api.jotform.com';
export const DEFAULT_JOTFORM_FORM_URL = 'https://form.jotform.com';
export const DEFAULT_FORMS_POLL_SECONDS = 300;

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * An https address anywhere, or an http one on this machine (the stand-in, a local proxy), in every
 * mode: the API key travels in a header and must not cross a network in the clear.
 */
function serviceUrl(name: string, value: string | undefined, fallback: string): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return fallback;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${name} is not a valid address (got "${trimmed}"); expected such as ${fallback}`);
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK.test(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp)
    throw new Error(
      `${name} must be an https:// address, or http:// on this machine ` +
        `(localhost, 127.0.0.1, [::1]); got "${trimmed}"`,
    );
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    throw new Error(
      `${name} must be a plain address without credentials, query or fragment (got "${trimmed}")`,
    );
  return url.href.replace(/\/+$/, '');
}

function pollSeconds(value: string | undefined): number {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return DEFAULT_FORMS_POLL_SECONDS;
  const parsed = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(parsed))
    throw new Error(
      `STROOMLIJN_FORMS_POLL_SECONDS must be a whole number of seconds, 0 for no polling (got "${trimmed}")`,
    );
  return parsed;
}

/** Reads JOTFORM_API_URL, JOTFORM_API_KEY, JOTFORM_FORM_URL and STROOMLIJN_FORMS_POLL_SECONDS. */
export function loadFormServiceConfig(env: NodeJS.ProcessEnv): FormServiceConfig {
  const apiKey = (env.JOTFORM_API_KEY ?? '').trim();
  return {
    apiUrl: serviceUrl('JOTFORM_API_URL', env.JOTFORM_API_URL, DEFAULT_JOTFORM_API_URL),
    apiKey: apiKey === '' ? null : apiKey,
    formUrl: serviceUrl('JOTFORM_FORM_URL', env.JOTFORM_FORM_URL, DEFAULT_JOTFORM_FORM_URL),
    pollSeconds: pollSeconds(env.STROOMLIJN_FORMS_POLL_SECONDS),
  };
}
