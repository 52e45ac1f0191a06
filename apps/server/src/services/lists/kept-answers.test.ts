import { describe, expect, it } from 'vitest';
import { canonicalQuery, createKeptAnswers } from './kept-answers';

describe('kept answers (decision 130)', () => {
  it('one key per query whatever the order of its keys; absent values do not count', () => {
    expect(canonicalQuery({ page: 1, q: 'rossi', sort: 'tenant' })).toBe(
      canonicalQuery({ sort: 'tenant', q: 'rossi', page: 1, status: undefined }),
    );
    expect(canonicalQuery({ page: 1 })).not.toBe(canonicalQuery({ page: 2 }));
    expect(canonicalQuery({ q: '1' })).not.toBe(canonicalQuery({ q: 1 }));
  });

  it('is bounded by bytes: the least recently used answers go first, one too large is not kept', () => {
    const kept = createKeptAnswers(1000);
    const answer = { text: 'x'.repeat(280) }; // about 300 bytes with its key
    kept.set('a', { version: 1, answer });
    kept.set('b', { version: 1, answer });
    kept.set('c', { version: 1, answer });
    expect(kept.get('a')).toBeDefined(); // 'b' is now the least recently used
    kept.set('d', { version: 1, answer });
    expect([...kept.keys()].sort()).toEqual(['a', 'c', 'd']);
    expect(kept.calculatedSize).toBeLessThanOrEqual(1000);
    kept.set('huge', { version: 1, answer: { text: 'x'.repeat(2000) } });
    expect(kept.has('huge')).toBe(false);
  });
});
