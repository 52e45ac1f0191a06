/**
 * A bounded map that forgets its least recently used key when full (a Map keeps insertion order:
 * a read moves its key to the end, an insert past the bound drops the first). In-process caches
 * keep their memory fixed with it whatever the number of keys (decision 127).
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`LruMap bound must be a positive integer, got ${max}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }
}
