import { rpcErrorText } from '../rpcbutton/rpc-request';

/**
 * A failed read or set as a switch prints it: the platform words a request the device did not answer in time (504,
 * which the server also answers for an offline device) as "Request Timeout."; other failures show their status and
 * message.
 */
export function rpcFailureText(failure: unknown, translate: (key: string) => string): string {
  const status = (failure as { status?: unknown } | null)?.status;
  return status === 504 ? translate('widgets.rpc.request-timeout') : rpcErrorText(failure);
}
