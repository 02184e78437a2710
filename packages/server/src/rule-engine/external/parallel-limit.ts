/**
 * Runs at most `limit` tasks at once, the rest waiting in arrival order; a limit of 0 or less runs every task at once.
 */
export function parallelLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async (task) => {
    if (limit > 0 && running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
