import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../widget-definition';
import { rpcFailureText } from '../switch-control/rpc-failure';
import { targetKeyData } from '../target-key';
import type { LedIndicatorSettings } from './settings';

export interface LedState {
  on: boolean;
  /** the failed status check or the missing target; empty when none */
  error: string;
}

/**
 * The state of the LED as the platform's LED indicator keeps it: when asked to, it checks the device by the two-way
 * `checkStatusMethod` first and follows the key only once the device answered truthy; the key's value (read as JSON)
 * passes through the parse function. Outside a dashboard and while it is edited it shows the initial value.
 */
export function useLedState({
  config,
  data,
  context,
  translate,
}: Pick<WidgetProps<LedIndicatorSettings>, 'config' | 'data' | 'context' | 'translate'>): LedState {
  const settings = config.settings;
  const [on, setOn] = useState(settings.initialValue);
  const [error, setError] = useState('');
  const target = context?.rpc.targetDevice ?? null;
  const live = context !== undefined && !context.isEdit && target !== null;
  const [checked, setChecked] = useState(!settings.performCheckStatus);
  const latest = useRef({ context, settings, translate });
  latest.current = { context, settings, translate };

  const targetId = target?.id;
  const check = live && settings.performCheckStatus;
  useEffect(() => {
    const { context: current, settings: read, translate: t } = latest.current;
    if (!check || !current || !targetId) return;
    let active = true;
    current.rpc
      .sendTwoWay(read.checkStatusMethod, null, { timeout: read.requestTimeout, persistent: read.requestPersistent })
      .then(
        (reply) => {
          if (!active) return;
          if (reply) setChecked(true);
          else setError(t('widgets.rpc.unknown-device'));
        },
        (failure) => active && setError(rpcFailureText(failure, t)),
      );
    return () => {
      active = false;
    };
  }, [check, targetId]);

  const followed = data.find(
    (series) => series.dataKey.name === settings.valueAttribute && series.dataKey.type === settings.retrieveValueMethod,
  );
  const [pointTs, pointValue] = followed?.data.at(-1) ?? [undefined, undefined];
  const callFunction = context?.callFunction;
  const following = live && checked;
  useEffect(() => {
    if (!following || pointTs === undefined) return;
    const read = targetKeyData(pointValue);
    const body = latest.current.settings.parseValueFunction;
    setOn(read !== undefined && Boolean(callFunction?.(body, ['data'], [read])));
  }, [following, pointTs, pointValue, callFunction]);

  const noTarget = context !== undefined && target === null;
  return { on, error: noTarget ? translate('widgets.rpc.target-device-not-set') : error };
}
