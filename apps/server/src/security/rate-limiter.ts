import type { Queryable } from '../db/database.ts';

export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Fixed-window counters in the database, so every instance counts the same hits. */
export class RateLimiter {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  /** Counts a hit; false when the bucket has gone over its limit in the current window. */
  async hit(bucket: string, { limit, windowSeconds }: RateLimit): Promise<boolean> {
    const nowMs = this.now().getTime();
    const windowStart = new Date(nowMs - (nowMs % (windowSeconds * 1000)));
    const [row] = await this.database.query<{ hits: number }>(
      `insert into rate_limit_counters (bucket, window_start, hits) values ($1, $2, 1)
       on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
       returning hits`,
      [bucket, windowStart],
    );
    return (row?.hits ?? 0) <= limit;
  }
}
