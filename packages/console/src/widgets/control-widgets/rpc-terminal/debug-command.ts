/** A line typed in the RPC debug terminal, as the platform's terminal reads it. */
export type DebugCommand = { kind: 'empty' } | { kind: 'help' } | { kind: 'rpc'; method: string; params: unknown };

/**
 * `method [params]`: the first word is the method; the rest, when there is any, is the params, as JSON when it
 * parses and as text otherwise. `help` prints the usage.
 */
export function parseDebugCommand(line: string): DebugCommand {
  const command = line.trim();
  if (command === '') return { kind: 'empty' };
  if (command === 'help') return { kind: 'help' };
  const space = command.indexOf(' ');
  if (space === -1) return { kind: 'rpc', method: command, params: undefined };
  const args = command.slice(space + 1).trim();
  let params: unknown = args;
  try {
    params = JSON.parse(args);
  } catch {
    // not JSON: the platform sends the text as it is
  }
  return { kind: 'rpc', method: command.slice(0, space), params };
}

/** A reply as the terminal prints it: its JSON, nothing for a reply without a body. */
export function replyText(reply: unknown): string {
  return reply === undefined ? '' : JSON.stringify(reply);
}
