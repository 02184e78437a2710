/** A server-side RPC to one device, as the RPC Call Request node (TbSendRPCRequestNode) makes it. */
export interface DeviceRpcRequest {
  tenantId: string;
  deviceId: string;
  requestId: number;
  method: string;
  /** JSON text, or the plain text when the params were a JSON string */
  params: string;
  oneway: boolean;
  /** epoch ms after which the request is dropped */
  expirationTime: number;
  persistent: boolean;
  retries?: number | null;
  /** the REST call waiting for the answer (metadata requestUUID), when there is one */
  requestUUID?: string;
  /** metadata additionalInfo of a persistent request, as JSON */
  additionalInfo?: unknown;
}

/** The device's reply (JSON text), or the platform's RPC error name (TIMEOUT, NO_ACTIVE_CONNECTION, …). */
export interface DeviceRpcResponse {
  response?: string;
  error?: string;
}

/**
 * Delivery of RPC requests to device sessions; the device transports implement it (ctx.deviceRpc).
 */
export interface DeviceRpcService {
  sendToDevice(request: DeviceRpcRequest): Promise<DeviceRpcResponse>;
  /** Answers a device's own RPC request (the RPC Reply node); false when the device waits no more. */
  replyToClientRpc?(sessionId: string, requestId: number, body: string): boolean;
}
