import { describe, expect, it } from 'vitest';
import { ja, messageAreas } from './ja';

describe('the message catalogue', () => {
  it('has no area whose top-level keys hide another area (a spread would silently drop texts)', () => {
    const areas = messageAreas.map((m) => Object.keys(m));
    const all = areas.flat();
    expect(new Set(all).size).toBe(all.length);
    const base = Object.keys(ja).length;
    // ja.ts's own keys plus each area's keys, none shared
    const own = base - all.length;
    expect(own).toBeGreaterThan(0);
    const merged = Object.assign({}, ...messageAreas) as Record<string, unknown>;
    for (const key of all) expect(ja[key as keyof typeof ja]).toBe(merged[key]);
  });
});
