import { randomInt } from 'node:crypto';
import { isJsonObject, JsonNumber, readJson, writeJson } from '../../telemetry/json-source.js';
import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor, SUCCESS } from '../node.js';

const DEFAULT_TIMEOUT_SECONDS = 60;

/** TbSendRpcRequestNodeConfiguration. */
export type TbSendRpcRequestNodeConfiguration = { timeoutInSeconds: number };

export const descriptor: RuleNodeDescriptor<TbSendRpcRequestNodeConfiguration> = {
  type: 'ACTION',
  name: 'rpc call request',
  clazz: 'org.thingsboard.rule.engine.rpc.TbSendRPCRequestNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Expects messages with "method" and "params". Will forward response from device to next nodes.' +
        'If the RPC call request is originated by REST API call from user, will forward the response to user immediately.',
      description: 'Sends RPC call to device',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { timeoutInSeconds: DEFAULT_TIMEOUT_SECONDS },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeRpcRequestConfig',
      icon: 'call_made',
      iconUrl: '',
      docUrl: '',
    },
  },
};

function flag(text: string | undefined): boolean {
  return text?.toLowerCase() === 'true';
}

/**
 * Sends the message's `{"method","params"}` to its device
 * through ctx.deviceRpc. The original message ends here at once (the platform acknowledges it); the device's reply
 * continues later as a new message along Success, an error as `{"error":"<name>"}` along Failure.
 */
export const create: NodeFactory = (definition) => {
  const timeoutSeconds = Number(definition.configuration.timeoutInSeconds ?? DEFAULT_TIMEOUT_SECONDS) || 0;
  return (msg, { app, tellLater }) => {
    const rpc = app.deviceRpc;
    if (!rpc) return failure(msg, new Error('RPC service is not available'));
    if (msg.originator.entityType !== 'DEVICE') {
      return failure(msg, new Error('Message originator is not a device entity!'));
    }
    const json = readJson(msg.data);
    if (!isJsonObject(json)) return failure(msg, new Error(`Not a JSON Object: ${msg.data}`));
    const method = json.get('method');
    const params = json.get('params');
    if (method === undefined) return failure(msg, new Error('Method is not present in the message!'));
    if (params === undefined) return failure(msg, new Error('Params are not present in the message!'));
    const requestIdValue = json.get('requestId');
    const requestId =
      requestIdValue instanceof JsonNumber ? Math.trunc(Number(requestIdValue.text)) : randomInt(0, 2 ** 31 - 1);
    const { metadata } = msg;
    // A primitive params value is sent as its text, anything else as compact JSON (Gson's getAsString / toJson).
    const paramsText =
      typeof params === 'string' ? params : params instanceof JsonNumber ? params.text : writeJson(params);
    const expirationText = metadata.expirationTime;
    const retriesText = metadata.retries;
    let additionalInfo: unknown;
    try {
      additionalInfo = metadata.additionalInfo ? JSON.parse(metadata.additionalInfo) : undefined;
    } catch {
      additionalInfo = metadata.additionalInfo;
    }
    const request = {
      tenantId: msg.tenantId,
      deviceId: msg.originator.id,
      requestId,
      method: typeof method === 'string' ? method : writeJson(method),
      params: paramsText,
      oneway: flag(metadata.oneway),
      expirationTime: expirationText ? Number(expirationText) : Date.now() + timeoutSeconds * 1000,
      persistent: flag(metadata.persistent),
      retries: retriesText ? Number.parseInt(retriesText, 10) : null,
      requestUUID: metadata.requestUUID || undefined,
      additionalInfo,
    };
    rpc.sendToDevice(request).then(
      (reply) => {
        if (reply.error) {
          tellLater({ ...msg, data: JSON.stringify({ error: reply.error }) }, 'Failure', new Error(reply.error));
        } else {
          tellLater({ ...msg, data: reply.response ?? '{}' }, SUCCESS);
        }
      },
      (error: unknown) => tellLater({ ...msg, data: JSON.stringify({ error: 'INTERNAL' }) }, 'Failure', error),
    );
    return null;
  };
};
