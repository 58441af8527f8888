// The browser's today is the portal's day in the zone the page carries, whatever the
// computer's own zone: the forms then judge a date as the server will.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalToday } from './portal-day.ts';

describe("the browser's today", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['00:30 UTC (6:30 p.m. in Chicago)', '2026-11-23T00:30:00Z'],
    ['11:30 p.m. in Chicago', '2026-11-23T05:30:00Z'],
  ])('is still November 22 at %s', (_, time) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(time));
    expect(portalToday()).toBe('2026-11-22');
  });

  it('turns at midnight in Chicago', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T06:00:00Z'));
    expect(portalToday()).toBe('2026-11-23');
  });
});
