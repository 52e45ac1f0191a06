import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('never holds more keys than its bound, however many are set', () => {
    const map = new LruMap<string, number>(3);
    for (let i = 0; i < 1000; i++) map.set(`landlord-${i}`, i);
    expect(map.size).toBe(3);
    expect([997, 998, 999].map((i) => map.get(`landlord-${i}`))).toEqual([997, 998, 999]);
    expect(map.get('landlord-0')).toBeUndefined();
  });

  it('forgets the least recently used key: a read keeps a key alive', () => {
    const map = new LruMap<string, string>(2);
    map.set('a', 'A');
    map.set('b', 'B');
    expect(map.get('a')).toBe('A');
    map.set('c', 'C');
    expect(map.has('b')).toBe(false);
    expect(map.get('a')).toBe('A');
    expect(map.get('c')).toBe('C');
  });

  it('replacing a key keeps one entry for it', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    map.set('b', 3);
    expect(map.size).toBe(2);
    expect(map.get('a')).toBe(2);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new LruMap(0)).toThrow();
    expect(() => new LruMap(1.5)).toThrow();
  });
});
