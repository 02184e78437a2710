/** The argument names of every rule node script but the generator's. */
export const DEFAULT_ARG_NAMES = ['msg', 'metadata', 'msgType'] as const;

/**
 * Wraps a rule node script as the 3.4.1 platform does: the configured text is the body of an inner function whose
 * three arguments are named by argNames; the outer function receives the message data and metadata as JSON text and
 * the message type as a string, parses the first two, calls the inner function and answers JSON.stringify of what it
 * returned. So data that is not JSON is a script error, metadata is a plain object of strings, and a script that
 * mutates metadata changes only what it returns. The source is a function expression: evaluating it defines nothing
 * global, and only a body with a syntax error (or one that closes the function early) fails to compile.
 */
export function wrapScript(body: string, argNames: readonly string[] = DEFAULT_ARG_NAMES): string {
  const names = DEFAULT_ARG_NAMES.map((fallback, index) => argNames[index] ?? fallback);
  return [
    '(function (msgStr, metadataStr, msgType) {',
    '  var msg = JSON.parse(msgStr);',
    '  var metadata = JSON.parse(metadataStr);',
    '  return JSON.stringify(ruleNodeFunc(msg, metadata, msgType));',
    `  function ruleNodeFunc(${names.join(', ')}) {`,
    body,
    '  }',
    '})',
  ].join('\n');
}
