import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createBackground } from './background';

const logger = () => {
  const errors: unknown[] = [];
  return { errors, error: (obj: unknown) => void errors.push(obj) };
};

describe('createBackground', () => {
  it('runs a task without the caller waiting, and idle() waits for it and for what it starts', async () => {
    const log = logger();
    const bg = createBackground(log);
    const done: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    bg.run('first', async () => {
      await gate;
      done.push('first');
      bg.run('second', async () => void done.push('second'));
    });
    expect(done).toEqual([]);
    let idle = false;
    const waiting = bg.idle().then(() => (idle = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(done).toEqual(['first', 'second']);
    expect(log.errors).toEqual([]);
  });

  it('logs a failing task with its name and stays usable', async () => {
    const log = logger();
    const bg = createBackground(log);
    bg.run('receipt', async () => {
      throw new Error('smtp down');
    });
    await bg.idle();
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]).toMatchObject({ task: 'receipt' });
    bg.run('next', async () => undefined);
    await bg.idle();
    expect(log.errors).toHaveLength(1);
  });

  it("runs outside the caller's AsyncLocalStorage context", async () => {
    const store = new AsyncLocalStorage<string>();
    const bg = createBackground(logger());
    let seen: string | undefined = 'unset';
    store.run('request', () =>
      bg.run('look', async () => {
        seen = store.getStore();
      }),
    );
    await bg.idle();
    expect(seen).toBeUndefined();
  });

  it('idle(ms) answers false once the bound passes, naming what is left, and true when all settled', async () => {
    const bg = createBackground(logger());
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    bg.run('receipt 2026/0001', () => gate);
    bg.run('quick', async () => undefined);
    expect(await bg.idle(20)).toBe(false);
    expect(bg.pending()).toEqual(['receipt 2026/0001']);
    release();
    expect(await bg.idle(1_000)).toBe(true);
    expect(bg.pending()).toEqual([]);
    expect(await bg.idle(0)).toBe(true);
  });
});
