import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { CUSTOM_ACTION_WRAPPER_ARGS, customActionBody } from './custom-action-wrapper';
import { parseEffects, type SandboxEffect } from './effects';
import { quickJs } from './quickjs';
import { WIDGET_SERVICES_SOURCE } from './widget-services';

/** What one dashboard's scripts may use. Runs block the page, so a call gets a fraction of a second. */
export interface SandboxLimits {
  timeLimitMs: number;
  memoryLimitBytes: number;
  maxStackSizeBytes: number;
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  timeLimitMs: 250,
  memoryLimitBytes: 16 * 1024 * 1024,
  maxStackSizeBytes: 256 * 1024,
};

export type SandboxOutcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** What a custom action is told: the dashboard's state and user as JSON, and the action's own arguments. */
export interface CustomActionInput {
  info: {
    dashboardId: string;
    stateId: string | null;
    stateIndex: number;
    stateParams: unknown;
    currentUser: unknown;
    widgetTitle: string;
    /** a map widget's entities, which its actions read as `widgetContext.map.datasources`; absent elsewhere */
    mapDatasources?: Array<Record<string, unknown>>;
  };
  event: { type: string } | null;
  entityId: unknown;
  entityName: string | null;
  additionalParams: unknown;
  entityLabel: string | null;
  /** a customPretty action's HTML; absent for a custom action */
  htmlTemplate?: string;
}

/** Calls a compiled function with JSON-copied arguments and hands back JSON text of its result. */
const DRIVER = `(function (fn, argsJson) {
  var result = fn.apply(null, JSON.parse(argsJson));
  return result === undefined ? undefined : JSON.stringify(result);
})`;

function describe(thrown: unknown): string {
  if (thrown && typeof thrown === 'object' && 'message' in thrown) {
    const { name, message } = thrown as { name?: unknown; message?: unknown };
    return name ? `${String(name)}: ${String(message)}` : String(message);
  }
  return String(thrown);
}

/**
 * The script sandbox of one open dashboard: QuickJS compiled to WebAssembly, one runtime and context with no host
 * function at all, so value functions and custom actions reach nothing of the page (no DOM, fetch, storage or
 * tokens). Arguments go in and results come out as JSON text. Each call is bounded in time, memory and stack; a
 * function body is compiled once and kept until dispose().
 */
export class DashboardSandbox {
  private deadline = Number.POSITIVE_INFINITY;
  private readonly compiled = new Map<string, QuickJSHandle | string>();
  private readonly driver: QuickJSHandle;
  private disposed = false;

  private constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly context: QuickJSContext,
    private readonly limits: SandboxLimits,
  ) {
    runtime.setInterruptHandler(() => Date.now() > this.deadline);
    this.driver = context.unwrapResult(context.evalCode(DRIVER, 'driver.js'));
    context.unwrapResult(context.evalCode(WIDGET_SERVICES_SOURCE, 'widget-services.js')).dispose();
  }

  static async create(limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS): Promise<DashboardSandbox> {
    return DashboardSandbox.fromModule(await quickJs(), limits);
  }

  static fromModule(module: QuickJSWASMModule, limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS): DashboardSandbox {
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(limits.memoryLimitBytes);
    runtime.setMaxStackSize(limits.maxStackSizeBytes);
    return new DashboardSandbox(runtime, runtime.newContext(), limits);
  }

  /** Runs a function body with the named arguments; its result comes back as a JSON copy (undefined stays undefined). */
  call(body: string, argNames: readonly string[], args: readonly unknown[]): SandboxOutcome<unknown> {
    if (this.disposed) return { ok: false, error: 'The dashboard sandbox is closed' };
    const fn = this.compile(body, argNames);
    if (typeof fn === 'string') return { ok: false, error: fn };
    const { context } = this;
    let argsJson: string;
    try {
      argsJson = JSON.stringify(args.map((arg) => (arg === undefined ? null : arg)));
    } catch (error) {
      return { ok: false, error: `Arguments are not JSON: ${String(error)}` };
    }
    const argsHandle = context.newString(argsJson);
    this.deadline = Date.now() + this.limits.timeLimitMs;
    try {
      const result = context.callFunction(this.driver, context.undefined, fn, argsHandle);
      if (result.error) {
        const thrown = context.dump(result.error);
        result.error.dispose();
        const message = describe(thrown);
        return {
          ok: false,
          error: message.endsWith('interrupted') ? `Time limit of ${this.limits.timeLimitMs} ms exceeded` : message,
        };
      }
      const text = context.typeof(result.value) === 'string' ? context.getString(result.value) : undefined;
      result.value.dispose();
      return { ok: true, value: text === undefined ? undefined : JSON.parse(text) };
    } finally {
      this.deadline = Number.POSITIVE_INFINITY;
      argsHandle.dispose();
    }
  }

  /** Runs a custom action's body (a customPretty one when the input has an HTML template); answers its effects, checked. */
  runCustomAction(customFunction: string, input: CustomActionInput): SandboxOutcome<SandboxEffect[]> {
    const pretty = input.htmlTemplate !== undefined;
    const outcome = this.call(customActionBody(customFunction, pretty), CUSTOM_ACTION_WRAPPER_ARGS, [
      input.info,
      input.event,
      input.entityId,
      input.entityName,
      input.additionalParams,
      input.entityLabel,
      input.htmlTemplate ?? null,
    ]);
    return outcome.ok ? { ok: true, value: parseEffects(outcome.value) } : outcome;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const fn of this.compiled.values()) if (typeof fn !== 'string') fn.dispose();
    this.compiled.clear();
    this.driver.dispose();
    this.context.dispose();
    this.runtime.dispose();
  }

  /** The compiled function, or the compile error as text (remembered, so a broken body is not compiled again). */
  private compile(body: string, argNames: readonly string[]): QuickJSHandle | string {
    const key = `${argNames.join(',')}\n${body}`;
    const known = this.compiled.get(key);
    if (known !== undefined) return known;
    const invalid = argNames.find((name) => !/^[A-Za-z_$][\w$]*$/.test(name));
    if (invalid !== undefined) return `Invalid argument name: ${invalid}`;
    this.deadline = Date.now() + this.limits.timeLimitMs;
    const evaluated = this.context.evalCode(`(function (${argNames.join(', ')}) {\n${body}\n})`, 'function.js');
    this.deadline = Number.POSITIVE_INFINITY;
    let compiled: QuickJSHandle | string;
    if (evaluated.error) {
      compiled = `Can't compile function: ${describe(this.context.dump(evaluated.error))}`;
      evaluated.error.dispose();
    } else if (this.context.typeof(evaluated.value) !== 'function') {
      evaluated.value.dispose();
      compiled = "Can't compile function: the body closes its function early";
    } else {
      compiled = evaluated.value;
    }
    this.compiled.set(key, compiled);
    return compiled;
  }
}
