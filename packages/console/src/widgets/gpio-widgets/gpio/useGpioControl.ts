import { useEffect, useMemo, useRef, useState } from 'react';
import { rpcParams } from '../../control-widgets/rpcbutton/rpc-request';
import { rpcFailureText } from '../../control-widgets/switch-control/rpc-failure';
import type { WidgetProps } from '../../widget-definition';
import { changeParams, parsePinStatus } from './gpio-requests';
import type { GpioSettings } from './settings';

/** A reply the device gave: to the status request (every pin) or to the change of one pin. */
interface Reply {
  pin?: number;
  body: unknown;
}

export interface GpioControlState {
  isOn(pin: number): boolean;
  /** the failure of the last request, or the missing target; empty when none */
  error: string;
  /** false outside a dashboard, while it is edited and without a target device: the switches are then disabled */
  enabled: boolean;
  toggle(pin: number, next: boolean): void;
}

/**
 * The pins of a GPIO control as the platform's control keeps them: read once by the two-way status request, each
 * pin's state parsed from its reply, and set one by one by the two-way change request, whose reply is parsed as the
 * pin's new state. A switch shows its new state while its request runs and goes back when it fails.
 */
export function useGpioControl({
  config,
  context,
  translate,
}: Pick<WidgetProps<GpioSettings>, 'config' | 'context' | 'translate'>): GpioControlState {
  const settings = config.settings;
  const [replies, setReplies] = useState<Reply[]>([]);
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [error, setError] = useState('');
  const target = context?.rpc.targetDevice ?? null;
  const enabled = context !== undefined && !context.isEdit && target !== null;
  // the host hands a new context object on each render; the requests read the latest one
  const latest = useRef({ context, settings, translate });
  latest.current = { context, settings, translate };

  const targetId = target?.id;
  useEffect(() => {
    const { context: current, settings: read, translate: t } = latest.current;
    if (!enabled || !current || !targetId) return;
    let active = true;
    setError('');
    current.rpc
      .sendTwoWay(read.gpioStatusRequest.method, rpcParams(read.gpioStatusRequest.paramsBody), {
        timeout: read.requestTimeout,
      })
      .then(
        (body) => active && setReplies((earlier) => [...earlier, { body }]),
        (failure) => active && setError(rpcFailureText(failure, t)),
      );
    return () => {
      active = false;
    };
  }, [enabled, targetId]);

  // parsed again when the sandbox has loaded, since replies may arrive before it
  const callFunction = context?.callFunction;
  const parseBody = settings.parseGpioStatusFunction;
  const pins = settings.gpioList;
  const states = useMemo(() => {
    const known = new Map<number, boolean>();
    for (const reply of replies) {
      const replied = reply.pin === undefined ? pins.map((pin) => pin.pin) : [reply.pin];
      for (const pin of replied) known.set(pin, parsePinStatus(callFunction, parseBody, reply.body, pin));
    }
    return known;
  }, [replies, pins, callFunction, parseBody]);

  const settle = (pin: number) => setPending((earlier) => new Map([...earlier].filter(([waiting]) => waiting !== pin)));

  const toggle = (pin: number, next: boolean) => {
    const { context: current, settings: read, translate: t } = latest.current;
    if (!enabled || !current) return;
    setError('');
    setPending((earlier) => new Map(earlier).set(pin, next));
    const request = read.gpioStatusChangeRequest;
    current.rpc.sendTwoWay(request.method, changeParams(request, pin, next), { timeout: read.requestTimeout }).then(
      (body) => {
        setReplies((earlier) => [...earlier, { pin, body }]);
        settle(pin);
      },
      (failure) => {
        setError(rpcFailureText(failure, t));
        settle(pin);
      },
    );
  };

  const noTarget = context !== undefined && target === null;
  return {
    isOn: (pin) => pending.get(pin) ?? states.get(pin) ?? false,
    error: noTarget ? translate('widgets.rpc.target-device-not-set') : error,
    enabled,
    toggle,
  };
}
