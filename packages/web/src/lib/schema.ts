/** Anything that checks unknown data and returns it typed (a zod schema fits). */
export interface Parser<T> {
  parse: (data: unknown) => T;
}

/** Checks a JSON list item by item with `item` (the domain has schemas for items, not for lists). */
export function arrayOf<T>(item: Parser<T>): Parser<T[]> {
  return {
    parse: (data) => {
      if (!Array.isArray(data))
        throw new TypeError(`Expected a list, got ${data === null ? 'null' : typeof data}`);
      return data.map((entry) => item.parse(entry));
    },
  };
}

/**
 * A parser whose code loads on first use, so that a page's first files do not build zod's schemas
 * (docs/decisions.md, "A small first page").
 */
export interface LazyParser<T> {
  load: () => Promise<Parser<T>>;
}

type Parsed<P> = P extends Parser<infer T> ? T : never;

/**
 * The parsers of a module that is imported on first use: `answers('list')` is a `LazyParser` of that
 * module's export `list`. The module (and the domain schemas it imports) is fetched once, by the first
 * answer that needs it or by `answers.preload()` (a page that checks answers as soon as it mounts).
 */
export function lazyParsers<M extends Record<string, Parser<unknown>>>(load: () => Promise<M>) {
  let module: Promise<M> | undefined;
  const loaded = () =>
    // A failed load (the network) is tried again by the next answer.
    (module ??= load().catch((error: unknown) => {
      module = undefined;
      throw error;
    }));
  const parsers = <K extends keyof M>(name: K): LazyParser<Parsed<M[K]>> => ({
    load: async () => (await loaded())[name] as Parser<Parsed<M[K]>>,
  });
  // A failed preload is left to the first answer, which loads again and reports it.
  return Object.assign(parsers, { preload: () => void loaded().catch(() => undefined) });
}
