/** Where use cases read the time: deadlines and the work due at them are tested with a clock the test moves. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until the test moves it. */
export class ManualClock implements Clock {
  constructor(private at = new Date()) {}
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date): void {
    this.at = new Date(at);
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}
