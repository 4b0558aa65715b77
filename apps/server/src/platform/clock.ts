/** Where "now" comes from: services ask the clock, so rules about time can be tested at any date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
