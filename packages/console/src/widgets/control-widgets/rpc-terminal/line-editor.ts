/** What a key press or a paste gave: a finished line, or the line given up by Ctrl+C. */
export type LineEvent = { kind: 'line'; text: string } | { kind: 'cancel' };

const ENTER = '\r';
const BACKSPACES = new Set(['\x7f', '\b']);
const CTRL_C = '\x03';
const ESCAPE = '\x1b';
/** what follows ESC in a key's sequence: a CSI sequence (`[A`), an SS3 one (`OP`), or one character (Alt+key) */
const ESCAPE_TAIL = /^(\[[0-9;?]*[ -/]*[@-~]|O.|.)?/;

/**
 * The line the user is typing in a terminal, which echoes what it takes: printable text, backspace, Enter and
 * Ctrl+C. Escape sequences (arrow and function keys) and other control characters are ignored, as the terminal has
 * no history or cursor movement.
 */
export class LineEditor {
  private line = '';

  constructor(private readonly echo: (text: string) => void) {}

  /** Feeds what xterm's `onData` gave, returning the lines it finished (a paste may finish several). */
  input(data: string): LineEvent[] {
    const events: LineEvent[] = [];
    let rest = data;
    while (rest.length > 0) {
      if (rest.startsWith(ESCAPE)) {
        const tail = ESCAPE_TAIL.exec(rest.slice(1))?.[0] ?? '';
        rest = rest.slice(1 + tail.length);
        continue;
      }
      const char = rest[0];
      rest = rest.slice(1);
      if (char === ENTER) {
        this.echo('\r\n');
        events.push({ kind: 'line', text: this.line });
        this.line = '';
      } else if (char === CTRL_C) {
        this.echo('^C\r\n');
        events.push({ kind: 'cancel' });
        this.line = '';
      } else if (BACKSPACES.has(char)) {
        if (this.line.length > 0) {
          this.line = this.line.slice(0, -1);
          this.echo('\b \b');
        }
      } else if (char >= ' ') {
        this.line += char;
        this.echo(char);
      }
    }
    return events;
  }
}
