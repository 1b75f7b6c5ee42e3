/** Names in the order lists show them (spec part 1 §9: by name): case and accents aside. */
export function compareText(a: string, b: string): number {
  return a.localeCompare(b, undefined, { sensitivity: 'base' });
}
