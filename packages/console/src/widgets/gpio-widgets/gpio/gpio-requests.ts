import { rpcParams } from '../../control-widgets/rpcbutton/rpc-request';
import type { WidgetContext } from '../../widget-context';
import type { GpioRequest } from './settings';

/**
 * The params of a pin change as the platform builds them: the quoted `"{$pin}"` and `"{$enabled}"` of the body
 * become the bare pin number and boolean, and the text is read as JSON (as the text itself when it is not JSON).
 */
export function changeParams(request: GpioRequest, pin: number, enabled: boolean): unknown {
  return rpcParams(request.paramsBody.replace('"{$pin}"', String(pin)).replace('"{$enabled}"', String(enabled)));
}

/**
 * Whether a status reply says a pin is on, through the saved parse function, which runs in the dashboard's sandbox
 * (absent until the sandbox has loaded) with the pin as text, as the platform passes it.
 */
export function parsePinStatus(
  callFunction: WidgetContext['callFunction'] | undefined,
  body: string,
  reply: unknown,
  pin: number,
): boolean {
  return Boolean(callFunction?.(body, ['body', 'pin'], [reply, String(pin)]));
}
