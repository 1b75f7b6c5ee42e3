import { isLanguage, type Language } from '@stroomlijn/domain';

/**
 * The language of the first language range of an Accept-Language header (by q-value, then order) that
 * is one of ours; null when none is.
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return {
        tag: range.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranges.map((range) => range.tag).find(isLanguage) ?? null;
}

/**
 * The language a document the signed-in caller downloads is written in: the one they saved, else the
 * one their browser asks for (the web app shows that one to a user who saved none), else the default.
 */
export function readerLanguage(
  saved: Language | null | undefined,
  acceptLanguage: string | undefined,
  defaultLanguage: Language,
): Language {
  return saved ?? acceptedLanguage(acceptLanguage) ?? defaultLanguage;
}
