// What every rate limiter does, apart from how it counts: in this process's memory
// (rate-limit.ts) or in Redis (redis-rate-limit.ts).

export interface RateLimiter {
  /**
   * Counts one hit for `key`; false (and nothing counted) when `limit` hits already fell
   * within the last `windowMs` before `now`.
   */
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<boolean>;
  /** Forgets every counter (tests). */
  reset(): Promise<void>;
  /** Lets go of connections (tests, scripts). */
  close(): Promise<void>;
}
