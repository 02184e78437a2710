import { Type } from 'typebox';
import { pageQueryWith, UuidParams } from '../http/schemas.js';

export const DeviceIdParams = UuidParams('deviceId');
export const RpcIdParams = UuidParams('rpcId');
export const PersistentRpcPageQuery = pageQueryWith('rpcStatus');

/**
 * The call's JSON is read by the service, which answers its own mistakes (in plain text, as the platform's RPC
 * controller does), so the schema describes it without refusing anything.
 */
export const RpcCallSchema = Type.Unknown({
  description:
    '{"method": text, "params": any JSON, "timeout"?: ms, "expirationTime"?: epoch ms, "persistent"?: boolean, "retries"?: number, "additionalInfo"?: any JSON}',
});
