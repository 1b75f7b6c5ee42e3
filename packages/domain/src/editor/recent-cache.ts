/**
 * What is derived from one steps array (its index, graph, layout, flow order), kept for the few arrays
 * in use, the least recently used dropped first. A WeakMap would keep it for as long as the array lives,
 * and the undo history keeps every earlier array of the model: after many edits of a large model that
 * is megabytes of old indexes and layouts that the garbage collector walks through on every edit.
 */
export class RecentCache<K extends object, V> {
  readonly #entries = new Map<K, V>();
  readonly #size: number;

  constructor(size = 8) {
    this.#size = size;
  }

  // The most recently used entry, asked for again and again while one model is drawn: no reordering.
  #lastKey: K | undefined;
  #lastValue: V | undefined;

  get(key: K): V | undefined {
    if (key === this.#lastKey) return this.#lastValue;
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
      this.#lastKey = key;
      this.#lastValue = value;
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#lastKey = key;
    this.#lastValue = value;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#size) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
