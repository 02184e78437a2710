import { useEffect, useRef, useState } from 'react';
import type { WidgetContext } from '../../widget-context';
import type { WidgetProps } from '../../widget-definition';
import { targetKeyData } from '../target-key';
import { rpcFailureText } from './rpc-failure';
import type { SwitchSettings } from './settings';

/**
 * A read reply or key value as the state, through the saved parse function, which runs in the dashboard's sandbox
 * (absent until the sandbox has loaded: a read is parsed again then).
 */
function parse(callFunction: WidgetContext['callFunction'] | undefined, body: string, raw: unknown): boolean {
  return Boolean(callFunction?.(body, ['data'], [raw]));
}

export interface SwitchValue {
  value: boolean;
  /** the failure of the last read or set, or the missing target; empty when none */
  error: string;
  /** false outside a dashboard, while it is edited and without a target device: the switch is then disabled */
  enabled: boolean;
  toggle(next: boolean): void;
}

/**
 * The state of a switch as the platform's switch component keeps it: read once by the two-way `getValueMethod` or
 * followed from a key of the target device, each read passed through the parse function, and set by the one-way
 * `setValueMethod` with the converted value. A change made while a set is running is sent when it ends.
 */
export function useSwitchValue({
  config,
  data,
  context,
  translate,
}: Pick<WidgetProps<SwitchSettings>, 'config' | 'data' | 'context' | 'translate'>): SwitchValue {
  const settings = config.settings;
  const [value, setValue] = useState(settings.initialValue);
  const [error, setError] = useState('');
  const target = context?.rpc.targetDevice ?? null;
  const enabled = context !== undefined && !context.isEdit && target !== null;
  // the host hands a new context object on each render; the requests read the latest one
  const latest = useRef({ context, settings, translate });
  latest.current = { context, settings, translate };
  const running = useRef(false);
  const scheduled = useRef<boolean | null>(null);

  const rpcRead = enabled && settings.retrieveValueMethod === 'rpc';
  const targetId = target?.id;
  const [replied, setReplied] = useState<{ raw: unknown } | null>(null);
  useEffect(() => {
    const { context: current, settings: read, translate: t } = latest.current;
    if (!rpcRead || !current || !targetId) return;
    let active = true;
    setError('');
    current.rpc
      .sendTwoWay(read.getValueMethod, null, { timeout: read.requestTimeout, persistent: read.requestPersistent })
      .then(
        (reply) => active && setReplied({ raw: reply }),
        (failure) => active && setError(rpcFailureText(failure, t)),
      );
    return () => {
      active = false;
    };
  }, [rpcRead, targetId]);

  const method = settings.retrieveValueMethod;
  const followed =
    method === 'attribute' || method === 'timeseries'
      ? data.find((series) => series.dataKey.name === settings.valueKey && series.dataKey.type === method)
      : undefined;
  const [pointTs, pointValue] = followed?.data.at(-1) ?? [undefined, undefined];
  const callFunction = context?.callFunction;
  useEffect(() => {
    if (replied) setValue(parse(callFunction, latest.current.settings.parseValueFunction, replied.raw));
  }, [replied, callFunction]);
  useEffect(() => {
    if (pointTs === undefined) return;
    const read = targetKeyData(pointValue);
    setValue(read !== undefined && parse(callFunction, latest.current.settings.parseValueFunction, read));
  }, [pointTs, pointValue, callFunction]);

  const send = async (next: boolean): Promise<void> => {
    const { context: current, settings: read, translate: t } = latest.current;
    if (!current) return;
    if (running.current) {
      scheduled.current = next;
      return;
    }
    running.current = true;
    scheduled.current = null;
    setError('');
    const converted = current.callFunction(read.convertValueFunction, ['value'], [next]);
    try {
      // a convert function that fails (undefined) leaves the state itself as the params
      await current.rpc.sendOneWay(read.setValueMethod, converted === undefined ? next : converted, {
        timeout: read.requestTimeout,
        persistent: read.requestPersistent,
      });
      running.current = false;
      const later = scheduled.current;
      if (later !== null && later !== next) await send(later);
    } catch (failure) {
      running.current = false;
      setError(rpcFailureText(failure, t));
    }
  };

  const toggle = (next: boolean) => {
    if (!enabled) return;
    setValue(next);
    void send(next);
  };

  const noTarget = context !== undefined && target === null;
  return { value, error: noTarget ? translate('widgets.rpc.target-device-not-set') : error, enabled, toggle };
}
