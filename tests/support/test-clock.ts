import type { Clock } from '#domain/shared/clock';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-22T15:00:00Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}
