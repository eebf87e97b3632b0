import { describe, expect, it } from 'vitest';
import { companyMessages } from './ja-company';
import { contractMessages } from './ja-contracts';
import { portalMessages } from './ja-portal';
import { requiredEntryMessages } from './ja-required-entries';
import { workerMessages } from './ja-workers';
import { ja } from './ja';

describe('the message catalogue', () => {
  it('has no area whose top-level keys hide another area (a spread would silently drop texts)', () => {
    const areas = [companyMessages, workerMessages, contractMessages, portalMessages, requiredEntryMessages].map((m) => Object.keys(m));
    const all = areas.flat();
    expect(new Set(all).size).toBe(all.length);
    const base = Object.keys(ja).length;
    // ja.ts's own keys plus each area's keys, none shared
    const own = base - all.length;
    expect(own).toBeGreaterThan(0);
    for (const key of all) expect(ja[key as keyof typeof ja]).toBe({ ...companyMessages, ...workerMessages, ...contractMessages, ...portalMessages, ...requiredEntryMessages }[key as never]);
  });
});
