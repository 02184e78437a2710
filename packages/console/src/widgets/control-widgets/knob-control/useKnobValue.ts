import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { rpcFailureText } from '../switch-control/rpc-failure';
import { knobValue, parseKnobReply } from './knob-scale';
import type { KnobSettings } from './settings';

export interface KnobValue {
  value: number;
  /** the failure of the last read or set, or the missing target; empty when none */
  error: string;
  /** false outside a dashboard, while it is edited and without a target device: the knob is then disabled */
  enabled: boolean;
  /** sets the value on the device, as the user let go of the knob or pressed a key */
  commit(next: number): void;
}

/**
 * The value of a knob as the platform's knob keeps it: read once by the two-way `getValueMethod` (null params) and
 * set by the one-way `setValueMethod` with the number as params. A value chosen while a set is running is sent when
 * it ends, unless it is the one just sent.
 */
export function useKnobValue({
  config,
  context,
  translate,
}: Pick<WidgetProps<KnobSettings>, 'config' | 'context' | 'translate'>): KnobValue {
  const settings = config.settings;
  const { minValue: min, maxValue: max } = settings;
  const [value, setValue] = useState(() => knobValue(settings.initialValue, min, max));
  const [error, setError] = useState('');
  const target = context?.rpc.targetDevice ?? null;
  const enabled = context !== undefined && !context.isEdit && target !== null;
  // the host hands a new context object on each render; the requests read the latest one
  const latest = useRef({ context, settings, translate });
  latest.current = { context, settings, translate };
  const running = useRef(false);
  const scheduled = useRef<number | null>(null);

  const targetId = target?.id;
  useEffect(() => {
    const { context: current, settings: read, translate: t } = latest.current;
    if (!enabled || !current || !targetId) return;
    let active = true;
    setError('');
    current.rpc.sendTwoWay(read.getValueMethod, null, { timeout: read.requestTimeout }).then(
      (reply) => {
        if (!active) return;
        const number = parseKnobReply(reply);
        if (number === undefined) setError(`${t('widgets.rpc.unable-to-parse-response')} ${JSON.stringify(reply)}`);
        else setValue(knobValue(number, read.minValue, read.maxValue));
      },
      (failure) => active && setError(rpcFailureText(failure, t)),
    );
    return () => {
      active = false;
    };
  }, [enabled, targetId]);

  const send = async (next: number): Promise<void> => {
    const { context: current, settings: read, translate: t } = latest.current;
    if (!current) return;
    if (running.current) {
      scheduled.current = next;
      return;
    }
    running.current = true;
    scheduled.current = null;
    setError('');
    try {
      await current.rpc.sendOneWay(read.setValueMethod, next, { timeout: read.requestTimeout });
      running.current = false;
      const later = scheduled.current;
      if (later !== null && later !== next) await send(later);
    } catch (failure) {
      running.current = false;
      setError(rpcFailureText(failure, t));
    }
  };

  const commit = (next: number) => {
    if (!enabled) return;
    const clamped = knobValue(next, min, max);
    setValue(clamped);
    void send(clamped);
  };

  const noTarget = context !== undefined && target === null;
  return { value, error: noTarget ? translate('widgets.rpc.target-device-not-set') : error, enabled, commit };
}
