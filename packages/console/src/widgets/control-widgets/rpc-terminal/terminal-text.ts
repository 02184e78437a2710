/** ANSI styles the terminals print with: bold for headings, red for errors (the platform's `terminal.error`). */
export const bold = (text: string) => `\x1b[1m${text}\x1b[22m`;
export const red = (text: string) => `\x1b[31m${text}\x1b[39m`;

/** The usage `help` prints, as the platform's debug terminal words it. */
export function debugUsage(translate: (key: string) => string): string {
  const example = translate('widgets.rpc.terminal-example');
  return [
    '',
    bold(translate('widgets.rpc.terminal-usage')),
    '  <method> [params body]',
    '',
    bold(`${example} 1:`),
    '  myRemoteMethod1 myText',
    '',
    bold(`${example} 2:`),
    '  myOtherRemoteMethod {"key1":2,"key2":"myVal"}',
    '',
  ].join('\n');
}
