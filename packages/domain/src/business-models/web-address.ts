import { URL_LIMIT } from '../constants.js';

const SCHEME = /^https?:\/\//i;
const PROTOCOL = /^https?:$/;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * Whether a text is a web address that may become a link: http or https, as `webAddressSchema` decides
 * (a property test holds the two equal), without building zod's schemas, so that the editor's first paint
 * does not load them (docs/decisions.md, "The editor's cold load"). Like zod's URL check: trimmed, `://`
 * after the scheme, parsed by the browser's URL parser, and at most URL_LIMIT long without tabs and line
 * breaks.
 */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  if (!SCHEME.test(trimmed)) return false;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  return PROTOCOL.test(url.protocol) && trimmed.replace(TAB_OR_NEWLINE, '').length <= URL_LIMIT;
}
