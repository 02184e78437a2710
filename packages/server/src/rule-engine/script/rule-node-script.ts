import type { ApiFeatureUsage } from '../../usage/feature-usage.js';
import type { TbMsg } from '../message.js';
import { CompiledScript, DEFAULT_SCRIPT_LIMITS, type ScriptInput, type ScriptLimits } from './sandbox.js';
import { type ScriptOutcome, scriptFailure } from './script-error.js';
import { DEFAULT_ARG_NAMES } from './wrap.js';

/** Where a script run is counted, and refused once its tenant's script executions reached the month's limit. */
export type ScriptUsage = Pick<ApiFeatureUsage, 'add' | 'enabled'>;

/** The platform's answer to a script of a tenant whose script executions reached the month's limit. */
export const JS_DISABLED = 'JS Execution is disabled due to API limits!';

/** A node's script: compiled on its first message, then run on every message the node gets. */
export interface RuleNodeScript {
  run(msg: TbMsg, usage: ScriptUsage): Promise<ScriptOutcome<unknown>>;
}

/**
 * The engine makes a node's processor once per chain load and simply drops it when the chain changes; the compiled
 * script goes with it: its WebAssembly memory is freed once the processor is collected.
 */
const released = new FinalizationRegistry<Promise<ScriptOutcome<CompiledScript>>>((compiled) => {
  void compiled.then((outcome) => {
    if (outcome.ok) outcome.value.dispose();
  });
});

export const scriptInput = (msg: TbMsg): ScriptInput => ({ data: msg.data, metadata: msg.metadata, type: msg.type });

/** A script of a node's configuration; a script that does not compile fails every message with the compile error. */
export function ruleNodeScript(
  body: string,
  argNames: readonly string[] = DEFAULT_ARG_NAMES,
  limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS,
): RuleNodeScript {
  let compiled: Promise<ScriptOutcome<CompiledScript>> | undefined;
  const script: RuleNodeScript = {
    async run(msg, usage) {
      if (!usage.enabled(msg.tenantId, 'JS')) return scriptFailure('runtime', JS_DISABLED);
      usage.add(msg.tenantId, 'JS');
      if (!compiled) {
        compiled = CompiledScript.compile(body, argNames, limits);
        released.register(script, compiled);
      }
      const outcome = await compiled;
      return outcome.ok ? outcome.value.run(scriptInput(msg)) : outcome;
    },
  };
  return script;
}
