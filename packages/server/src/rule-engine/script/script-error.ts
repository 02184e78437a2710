/**
 * Why a script gave no usable answer: it did not compile, it threw, it ran past its time limit, or it returned a value
 * of the wrong type. A value the caller routes to Failure (and testScript shows), never thrown by the sandbox.
 */
export type ScriptErrorKind = 'compile' | 'runtime' | 'timeout' | 'result';

export class ScriptError extends Error {
  constructor(
    readonly kind: ScriptErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ScriptError';
  }
}

/** An answer of the sandbox: a value, or the error that stands for it. */
export type ScriptOutcome<T> = { ok: true; value: T } | { ok: false; error: ScriptError };

export const scriptValue = <T>(value: T): ScriptOutcome<T> => ({ ok: true, value });

export const scriptFailure = <T = never>(kind: ScriptErrorKind, message: string): ScriptOutcome<T> => ({
  ok: false,
  error: new ScriptError(kind, message),
});
