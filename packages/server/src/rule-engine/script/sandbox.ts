import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten-core';
import { quickJs } from './quickjs.js';
import { type ScriptOutcome, scriptFailure, scriptValue } from './script-error.js';
import { DEFAULT_ARG_NAMES, wrapScript } from './wrap.js';

/** What one script may use. */
export interface ScriptLimits {
  /** wall-clock time of one run; a script still running then is interrupted */
  timeLimitMs: number;
  /** heap of the script's runtime: its values, its compiled code and whatever it keeps between runs */
  memoryLimitBytes: number;
  maxStackSizeBytes: number;
}

/**
 * Runs are synchronous on the server's one event loop, so the time limit is what a runaway script may hold it: far
 * below the platform's 8 s local sandbox, at its remote executor's order (2 s), since rule scripts are a few lines.
 */
export const DEFAULT_SCRIPT_LIMITS: ScriptLimits = {
  timeLimitMs: 1000,
  memoryLimitBytes: 32 * 1024 * 1024,
  // QuickJS must find a deep recursion before the WebAssembly frames exhaust Node's own stack (about 1 MB, part of
  // it already used by the caller): 512 KB does not always, 256 KB leaves room.
  maxStackSizeBytes: 256 * 1024,
};

/** The message parts a wrapped script receives: data as JSON text, metadata as a string map, the type. */
export interface ScriptInput {
  data: string;
  metadata: Record<string, string>;
  type: string;
}

/** QuickJS reports an interrupt from the handler as an uncatchable InternalError with this message. */
const INTERRUPTED = 'interrupted';

/** "Name: message" of a thrown Error, or the thrown value as text. */
function describeThrown(thrown: unknown): string {
  if (thrown && typeof thrown === 'object' && 'message' in thrown) {
    const { name, message } = thrown as { name?: unknown; message?: unknown };
    return name ? `${String(name)}: ${String(message)}` : String(message);
  }
  return typeof thrown === 'string' ? thrown : JSON.stringify(thrown);
}

/** The wrapper's JSON text; only a script that replaced JSON.stringify can make it anything else. */
function parseResult(text: string): ScriptOutcome<unknown> {
  try {
    return scriptValue(JSON.parse(text));
  } catch {
    return scriptFailure('result', `The script's result is not JSON: ${text.slice(0, 100)}`);
  }
}

const isInterrupt = (thrown: unknown) =>
  !!thrown && typeof thrown === 'object' && (thrown as { message?: unknown }).message === INTERRUPTED;

/**
 * One compiled script in its own QuickJS runtime and context: no module loader, no host functions, so nothing of the
 * server (no require, process, fetch or file) is reachable from it. Compiled once, run many times; each run is
 * synchronous and bounded by the limits. dispose() frees its WebAssembly memory.
 */
export class CompiledScript {
  private deadline = Number.POSITIVE_INFINITY;
  private disposed = false;
  /** set when the engine failed underneath the script; its state cannot be trusted (nor safely freed) after that */
  private broken = false;

  private constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly context: QuickJSContext,
    private readonly limits: ScriptLimits,
    private readonly invoke: QuickJSHandle,
  ) {}

  /** Compiles a rule node script body (wrapped as the platform wraps it); a syntax error comes back as a value. */
  static async compile(
    body: string,
    argNames: readonly string[] = DEFAULT_ARG_NAMES,
    limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS,
  ): Promise<ScriptOutcome<CompiledScript>> {
    const module = await quickJs();
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(limits.memoryLimitBytes);
    runtime.setMaxStackSize(limits.maxStackSizeBytes);
    const context = runtime.newContext();
    let deadline = Date.now() + limits.timeLimitMs;
    let script: CompiledScript | undefined;
    runtime.setInterruptHandler(() => Date.now() > (script ? script.deadline : deadline));
    const evaluated = context.evalCode(wrapScript(body, argNames), 'script.js');
    deadline = Number.POSITIVE_INFINITY;
    if (evaluated.error) {
      const detail = describeThrown(context.dump(evaluated.error));
      evaluated.error.dispose();
      context.dispose();
      runtime.dispose();
      return scriptFailure('compile', `Can't compile script: ${detail}`);
    }
    const invoke = evaluated.value;
    if (context.typeof(invoke) !== 'function') {
      invoke.dispose();
      context.dispose();
      runtime.dispose();
      return scriptFailure('compile', "Can't compile script: the script closes its function early");
    }
    script = new CompiledScript(runtime, context, limits, invoke);
    return scriptValue(script);
  }

  /**
   * Runs the script on one message and answers what it returned, parsed from the JSON text the wrapper made of it
   * (null when the script returned undefined or a function, which JSON.stringify turns into no text).
   */
  run(input: ScriptInput): ScriptOutcome<unknown> {
    if (this.disposed) throw new Error('The script was disposed');
    if (this.broken) return scriptFailure('runtime', 'The script engine failed earlier; the script no longer runs');
    const { context } = this;
    const args = [input.data, JSON.stringify(input.metadata), input.type].map((text) => context.newString(text));
    this.deadline = Date.now() + this.limits.timeLimitMs;
    try {
      const result = context.callFunction(this.invoke, context.undefined, ...args);
      if (result.error) {
        const thrown = context.dump(result.error);
        result.error.dispose();
        if (isInterrupt(thrown)) {
          return scriptFailure('timeout', `Script execution exceeded the time limit of ${this.limits.timeLimitMs} ms`);
        }
        return scriptFailure('runtime', describeThrown(thrown));
      }
      const text = context.typeof(result.value) === 'string' ? context.getString(result.value) : undefined;
      result.value.dispose();
      return text === undefined ? scriptValue(null) : parseResult(text);
    } catch (hostError) {
      this.broken = true;
      return scriptFailure('runtime', `The script engine failed: ${String(hostError)}`);
    } finally {
      this.deadline = Number.POSITIVE_INFINITY;
      for (const arg of args) arg.dispose();
    }
  }

  /** Frees the script's runtime; it cannot run afterwards. */
  dispose(): void {
    if (this.disposed || this.broken) return;
    this.disposed = true;
    this.invoke.dispose();
    this.context.dispose();
    this.runtime.dispose();
  }
}
