import { type Clock, defaultPortalTimeZone } from '#domain/shared/clock';

/** A clock tests move by hand, counting days in the portal's default zone unless told another. */
export class TestClock implements Clock {
  constructor(
    private current = new Date('2026-11-22T15:00:00Z'),
    readonly timeZone = defaultPortalTimeZone,
  ) {}

  now(): Date {
    return new Date(this.current);
  }

  set(time: Date): void {
    this.current = new Date(time);
  }

  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}
