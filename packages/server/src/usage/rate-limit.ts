/** One `capacity:seconds` pair of a rate limit: at most `capacity` tokens, refilled evenly over `periodMs`. */
interface Bandwidth {
  capacity: number;
  periodMs: number;
  tokens: number;
  refilledAt: number;
}

/**
 * The platform's TbRateLimits: a token bucket with one bandwidth per `capacity:seconds` pair of a text such as
 * `"100:1,2000:60"`, all of which must hold. Each starts full and refills greedily (a share of its capacity as soon
 * as its share of the period passed, as Bucket4j's simple bandwidth does). Synchronous: it reads the clock given.
 */
export class RateLimit {
  private constructor(private readonly bandwidths: Bandwidth[]) {}

  /** The limit a text describes, or null when it describes none (null, empty or only malformed pairs). */
  static parse(text: string | null | undefined, now: number): RateLimit | null {
    if (!text?.trim()) return null;
    const bandwidths: Bandwidth[] = [];
    for (const pair of text.split(',')) {
      const [capacityText, secondsText] = pair.split(':');
      const capacity = Number(capacityText?.trim());
      const seconds = Number(secondsText?.trim());
      if (!Number.isInteger(capacity) || !Number.isInteger(seconds) || capacity <= 0 || seconds <= 0) continue;
      bandwidths.push({ capacity, periodMs: seconds * 1000, tokens: capacity, refilledAt: now });
    }
    return bandwidths.length > 0 ? new RateLimit(bandwidths) : null;
  }

  /** Takes `amount` tokens from every bandwidth when each has them; false (and nothing taken) otherwise. */
  tryConsume(amount: number, now: number): boolean {
    for (const bandwidth of this.bandwidths) {
      refill(bandwidth, now);
      if (bandwidth.tokens < amount) return false;
    }
    for (const bandwidth of this.bandwidths) bandwidth.tokens -= amount;
    return true;
  }
}

function refill(bandwidth: Bandwidth, now: number): void {
  const elapsed = now - bandwidth.refilledAt;
  if (elapsed <= 0) return;
  bandwidth.tokens = Math.min(
    bandwidth.capacity,
    bandwidth.tokens + (elapsed * bandwidth.capacity) / bandwidth.periodMs,
  );
  bandwidth.refilledAt = now;
}
