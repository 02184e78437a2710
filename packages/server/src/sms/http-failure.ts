/** Why a provider's HTTP API could not be reached, from fetch's error and its cause (DNS, refused, timeout). */
export function httpFailure(provider: string, error: unknown): Error {
  const failure = error as Error & { cause?: Error };
  const reason = failure.cause?.message ?? failure.message;
  return new Error(`${provider} could not be reached: ${reason}`);
}
