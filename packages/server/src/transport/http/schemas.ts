import { Type } from 'typebox';
import { OptionalQuery } from '../../http/schemas.js';

/*
 * The device API answers every mistake with an empty body and a status, so its schemas describe the parameters
 * without constraints that could fail: the routes check values themselves. Bodies are read as text (devices send
 * JSON under any content type) and have no schema.
 */

export const DeviceTokenParams = Type.Object({ token: Type.String({ description: 'The device access token' }) });
export const RpcResponseParams = Type.Object({
  token: Type.String({ description: 'The device access token' }),
  requestId: Type.String({ description: 'The id of the server-side RPC request being answered' }),
});
export const AttributesQuery = OptionalQuery('clientKeys', 'sharedKeys');
export const PollQuery = OptionalQuery('timeout');
export const OtaChunkQuery = OptionalQuery('title', 'version', 'size', 'chunk');

// Bodies, described for the OpenAPI page only: the routes read the text and answer its mistakes themselves.
export const TelemetryPayload = Type.Unknown({
  description: '{"key": value, …}, {"ts": epoch ms, "values": {…}}, or an array of those',
});
export const AttributesPayload = Type.Unknown({ description: 'A JSON object of client attributes' });
export const RpcReplyPayload = Type.Unknown({ description: 'The device’s answer, any JSON' });
export const ClientRpcPayload = Type.Unknown({ description: '{"method": text, "params": any JSON}' });
export const ClaimPayload = Type.Unknown({ description: '{"secretKey"?: text, "durationMs"?: number}, or nothing' });
export const ProvisionPayload = Type.Unknown({
  description: '{"deviceName", "provisionDeviceKey", "provisionDeviceSecret", "credentialsType"?, "token"?, …}',
});
