import {
  filterResult,
  generateResult,
  stringResult,
  switchResult,
  updateResult,
} from '../rule-engine/script/results.js';
import { JS_DISABLED, type ScriptUsage } from '../rule-engine/script/rule-node-script.js';
import {
  CompiledScript,
  DEFAULT_SCRIPT_LIMITS,
  type ScriptInput,
  type ScriptLimits,
} from '../rule-engine/script/sandbox.js';
import { type ScriptError, type ScriptOutcome, scriptValue } from '../rule-engine/script/script-error.js';

/** POST /api/ruleChain/testScript: a script of a node's form, and the message to run it on. */
export interface TestScriptRequest {
  script: string;
  /** update (transformation), generate, filter, switch, json (alarm details) or string (log) */
  scriptType: string;
  argNames?: string[];
  /** the message data as JSON text */
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

/** Exactly one of the two is non-empty. */
export interface TestScriptResponse {
  output: string;
  error: string;
}

/** A message as the platform shows it: msg (left out when the data is empty), metadata, msgType. */
function messageOutput({ data, metadata, type }: ScriptInput): Record<string, unknown> {
  return { ...(data ? { msg: JSON.parse(data) } : {}), metadata, msgType: type };
}

const SCRIPT_TYPES = ['update', 'generate', 'filter', 'switch', 'json', 'string'];

/** The output text of one script type, from what the script returned. */
function outputOf(scriptType: string, value: unknown, input: ScriptInput): ScriptOutcome<string> {
  const text = <T>(outcome: ScriptOutcome<T>, format: (value: T) => string): ScriptOutcome<string> =>
    outcome.ok ? scriptValue(format(outcome.value)) : outcome;
  switch (scriptType) {
    case 'filter':
      return text(filterResult(value), String);
    case 'switch':
      return text(switchResult(value), (names) => JSON.stringify(names));
    case 'json':
      return scriptValue(JSON.stringify(value));
    case 'string':
      return text(stringResult(value), (string) => string);
    case 'update':
      // One message shows as an object, several as an array.
      return text(updateResult(value, input), (messages) =>
        JSON.stringify(messages.length === 1 ? messageOutput(messages[0] as ScriptInput) : messages.map(messageOutput)),
      );
    case 'generate':
      return text(generateResult(value, input), (message) => JSON.stringify(messageOutput(message)));
    default:
      throw new Error(`Script type ${scriptType} is not one of ${SCRIPT_TYPES.join(', ')}`);
  }
}

/**
 * The platform's error text: a compile error as it is; errors of the run arrive there wrapped by the script
 * executor, so their text carries its exception class (clients match on the tail).
 */
function errorText(error: ScriptError): string {
  return error.kind === 'compile' ? error.message : `javax.script.ScriptException: ${error.message}`;
}

/**
 * Compiles the script as its node would, runs it once on the given message and answers what the node would make of
 * the result as text, or the error: every failure of the script is an answer, never an HTTP error.
 */
export async function testScript(
  request: TestScriptRequest,
  runner: { tenantId: string; usage: ScriptUsage },
  limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS,
): Promise<TestScriptResponse> {
  // A test run is a script execution of the tenant, counted and refused as its nodes' runs are.
  if (!runner.usage.enabled(runner.tenantId, 'JS')) return { output: '', error: JS_DISABLED };
  runner.usage.add(runner.tenantId, 'JS');
  const compiled = await CompiledScript.compile(request.script, request.argNames, limits);
  if (!compiled.ok) return { output: '', error: errorText(compiled.error) };
  const script = compiled.value;
  try {
    // The platform compiles first and refuses an unknown type before running anything, with its bare message.
    if (!SCRIPT_TYPES.includes(request.scriptType)) {
      return { output: '', error: `Unsupported script type: ${request.scriptType}` };
    }
    const input: ScriptInput = { data: request.msg, metadata: request.metadata, type: request.msgType };
    const ran = script.run(input);
    const output = ran.ok ? outputOf(request.scriptType, ran.value, input) : ran;
    return output.ok ? { output: output.value, error: '' } : { output: '', error: errorText(output.error) };
  } finally {
    script.dispose();
  }
}
