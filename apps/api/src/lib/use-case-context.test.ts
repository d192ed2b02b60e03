import { describe, expect, it } from 'vitest';
import type { Actor } from '../plugins/auth.ts';
import { useCaseContext } from './use-case-context.ts';

describe('the use case context', () => {
  it('When a context is built, then it reads the clock once and carries the site and the actor as given', () => {
    const instants = [new Date('2026-11-22T12:00:00Z'), new Date('2026-11-22T12:00:05Z')];
    let reads = 0;
    const clock = () => instants[reads++] ?? new Date(0);
    const actor = { userId: 3, role: 'SPUser', siteId: 5 } as Actor;
    const ctx = useCaseContext(5, actor, clock);
    expect(ctx).toEqual({ siteId: 5, actor, now: instants[0] });
    expect(reads).toBe(1);
    expect(useCaseContext(4, null, clock)).toEqual({ siteId: 4, actor: null, now: instants[1] });
  });
});
