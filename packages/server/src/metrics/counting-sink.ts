import { MSG_TYPES, type TbMsg } from '../rule-engine/message.js';
import type { MessageSink } from '../transport/device-operations.js';
import type { DeviceMessageType, ServerMetrics } from './server-metrics.js';

const COUNTED: Record<string, DeviceMessageType> = {
  [MSG_TYPES.postTelemetry]: 'telemetry',
  [MSG_TYPES.postAttributes]: 'attributes',
};

/**
 * The sink every device message of every transport goes through on its way to the rule engine: counting there
 * counts each telemetry and attribute message once, whichever transport (or gateway) brought it.
 */
export function countingSink(sink: MessageSink, metrics: ServerMetrics): MessageSink {
  return {
    push(msg: TbMsg) {
      const type = COUNTED[msg.type];
      if (type) metrics.deviceMessage(type);
      return sink.push(msg);
    },
  };
}
