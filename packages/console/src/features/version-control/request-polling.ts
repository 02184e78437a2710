/**
 * Reads a background request's status until it is done: version saves and loads answer a request id at once and
 * run on the server's queue for the tenant. Gives up after `attempts` reads.
 */
export async function untilDone<T extends { done: boolean }>(
  read: () => Promise<T>,
  intervalMs = 300,
  attempts = 400,
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const status = await read();
    if (status.done) return status;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error('The repository did not answer in time');
}
