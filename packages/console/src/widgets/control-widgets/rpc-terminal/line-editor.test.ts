import { describe, expect, it } from 'vitest';
import { LineEditor } from './line-editor';

function editor() {
  const echoed: string[] = [];
  return { echoed, editor: new LineEditor((text) => echoed.push(text)) };
}

describe('the terminal line editor', () => {
  it('echoes typed text and gives the line on Enter', () => {
    const { echoed, editor: line } = editor();
    expect(line.input('get')).toEqual([]);
    expect(line.input('X\r')).toEqual([{ kind: 'line', text: 'getX' }]);
    expect(echoed.join('')).toBe('getX\r\n');
  });

  it('removes the last character on backspace, and nothing past the start', () => {
    const { echoed, editor: line } = editor();
    expect(line.input('ab\x7f\x7f\x7fc\r')).toEqual([{ kind: 'line', text: 'c' }]);
    expect(echoed.join('')).toBe('ab\b \b\b \bc\r\n');
  });

  it('gives up the line on Ctrl+C and ignores arrow keys and other control characters', () => {
    const { editor: line } = editor();
    expect(line.input('ls\x03')).toEqual([{ kind: 'cancel' }]);
    expect(line.input('a\x1b[A\x1b[D\x1bOP\tb\r')).toEqual([{ kind: 'line', text: 'ab' }]);
  });

  it('gives each line of a paste', () => {
    const { editor: line } = editor();
    expect(line.input('one\rtwo 2\r')).toEqual([
      { kind: 'line', text: 'one' },
      { kind: 'line', text: 'two 2' },
    ]);
  });
});
