import { Box, useTheme } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { rpcFailureText } from '../switch-control/rpc-failure';
import { parseDebugCommand, replyText } from './debug-command';
import { LineEditor } from './line-editor';
import type { RpcTerminalSettings } from './settings';
import { bold, debugUsage, red } from './terminal-text';
import { useXterm } from './useXterm';
import { xtermTheme } from './xterm-theme';

const PROMPT = '> ';

/**
 * The platform's "RPC debug terminal": it greets, then sends each line typed (`method params`) to the target device
 * as a two-way RPC, printing the reply's JSON or the failure in red; `help` prints the usage. Input waits while a
 * request runs. Without a target device, outside a dashboard and while it is edited it takes no input.
 */
export function RpcDebugTerminal({ config, translate, context }: WidgetProps<RpcTerminalSettings>) {
  const host = useRef<HTMLDivElement>(null);
  const palette = useTheme().palette;
  const theme = useMemo(() => xtermTheme(config, palette), [config, palette]);
  const target = context?.rpc.targetDevice ?? null;
  const enabled = context !== undefined && !context.isEdit && target !== null;
  const noTarget = context !== undefined && target === null;
  // the host hands a new context object on each render; the requests read the latest one
  const latest = useRef({ context, settings: config.settings, translate });
  latest.current = { context, settings: config.settings, translate };
  const terminal = useXterm(host, theme, `${enabled}:${noTarget}:${target?.id}`);

  useEffect(() => {
    if (!terminal) return;
    const t = latest.current.translate;
    terminal.write(`${t('widgets.rpc.terminal-welcome')}\n\n`);
    if (noTarget) terminal.write(`${red(t('widgets.rpc.target-device-not-set'))}\n\n`);
    if (!enabled) return;
    terminal.write(`${bold(t('widgets.rpc.terminal-help-hint'))}\n\n${PROMPT}`);

    let busy = false;
    const run = async (line: string) => {
      const { context: current, settings, translate: t } = latest.current;
      const command = parseDebugCommand(line);
      if (command.kind === 'help') terminal.write(`${debugUsage(t)}\n`);
      if (command.kind === 'rpc' && current) {
        try {
          const reply = await current.rpc.sendTwoWay(command.method, command.params, {
            timeout: settings.requestTimeout,
            persistent: settings.requestPersistent,
          });
          terminal.write(`${replyText(reply)}\n \n`);
        } catch (failure) {
          terminal.write(`${red(rpcFailureText(failure, t))}\n \n`);
        }
      }
      terminal.write(PROMPT);
    };

    const editor = new LineEditor((text) => terminal.write(text));
    const typing = terminal.onData((data) => {
      if (busy) return;
      const event = editor.input(data)[0];
      if (!event) return;
      if (event.kind === 'cancel') {
        terminal.write(PROMPT);
        return;
      }
      busy = true;
      void run(event.text).finally(() => {
        busy = false;
      });
    });
    return () => typing.dispose();
  }, [terminal, enabled, noTarget]);

  return (
    <Box
      ref={host}
      data-testid="rpc-terminal"
      sx={{
        position: 'absolute',
        inset: 0,
        p: 0.5,
        overflow: 'hidden',
        '& .xterm': { height: '100%' },
        // xterm's stylesheet paints the viewport black; the rows below the last whole one show the card instead
        '& .xterm-viewport': { backgroundColor: 'transparent !important' },
      }}
    />
  );
}
