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
