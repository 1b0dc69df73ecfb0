/**
 * The ingest's rate limits, kept in the instance's memory: a database round trip per beacon would
 * cost more than the beacon, and nothing about a visitor is stored for them. Per visitor (their
 * network and browser family, the same pair the day's hash is made of) and for the whole
 * instance, in fixed one-minute windows. With at most AUDIENCE_INSTANCES instances, the site-wide
 * ceiling is that many times SITE_PER_MINUTE.
 */
export const VISITOR_PER_MINUTE = 60;
export const SITE_PER_MINUTE = 30_000;
/** The ingest's instances at most (index.ts), which bounds the site-wide count. */
export const AUDIENCE_INSTANCES = 10;

const WINDOW_MS = 60_000;

export class RateLimits {
  private window = -1;
  private site = 0;
  private visitors = new Map<string, number>();

  constructor(
    private readonly visitorLimit = VISITOR_PER_MINUTE,
    // AUDIENCE_SITE_PER_MINUTE overrides it (npm run bench:audience lifts it to find the ceiling).
    private readonly siteLimit = Number(process.env.AUDIENCE_SITE_PER_MINUTE) || SITE_PER_MINUTE,
  ) {}

  /** Counts one beacon of `visitor`; false when the visitor's or the site's minute is full. */
  take(visitor: string, now: number): boolean {
    const window = Math.floor(now / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.site = 0;
      this.visitors.clear();
    }
    const count = this.visitors.get(visitor) ?? 0;
    if (count >= this.visitorLimit || this.site >= this.siteLimit) return false;
    this.visitors.set(visitor, count + 1);
    this.site += 1;
    return true;
  }
}
