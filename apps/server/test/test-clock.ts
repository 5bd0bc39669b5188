/** A clock tests can move forward, or fix at an instant. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Makes `now()` start from `instant` (it keeps running from there). */
  set(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
