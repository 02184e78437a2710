import { FitAddon } from '@xterm/addon-fit';
import { type ITheme, Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * An xterm terminal opened in the element, filling it as it resizes, with the theme kept current (it changes with
 * the console's colour scheme). A new terminal is opened whenever `session` changes; null until it is open.
 */
export function useXterm(host: RefObject<HTMLElement | null>, theme: ITheme, session: unknown): Terminal | null {
  const [terminal, setTerminal] = useState<Terminal | null>(null);
  const initialTheme = useRef(theme);
  initialTheme.current = theme;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session opens a new terminal
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const opened = new Terminal({
      convertEol: true,
      cursorBlink: true,
      fontFamily: 'ui-monospace, Menlo, Consolas, "Liberation Mono", monospace',
      fontSize: 13,
      theme: initialTheme.current,
    });
    const fit = new FitAddon();
    opened.loadAddon(fit);
    opened.open(element);
    const refit = () => {
      // an element without a size yet (hidden, or measured before layout) proposes no dimensions
      if (fit.proposeDimensions()) fit.fit();
    };
    refit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(refit);
    observer?.observe(element);
    setTerminal(opened);
    return () => {
      observer?.disconnect();
      setTerminal(null);
      opened.dispose();
    };
  }, [host, session]);

  useEffect(() => {
    if (terminal) terminal.options.theme = theme;
  }, [terminal, theme]);

  return terminal;
}
