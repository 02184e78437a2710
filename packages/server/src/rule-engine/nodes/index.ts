import type { RuleNodeKind } from '../node.js';
import * as calculateDeltaNode from './calculate-delta-node.js';
import * as tbAckNode from './tb-ack-node.js';
import * as tbAssignToCustomerNode from './tb-assign-to-customer-node.js';
import * as tbAzureIotHubNode from './tb-azure-iot-hub-node.js';
import * as tbChangeOriginatorNode from './tb-change-originator-node.js';
import * as tbCheckAlarmStatusNode from './tb-check-alarm-status-node.js';
import * as tbCheckMessageNode from './tb-check-message-node.js';
import * as tbCheckRelationNode from './tb-check-relation-node.js';
import * as tbCheckpointNode from './tb-checkpoint-node.js';
import * as tbClearAlarmNode from './tb-clear-alarm-node.js';
import * as tbCopyAttributesToEntityViewNode from './tb-copy-attributes-to-entity-view-node.js';
import * as tbCopyKeysNode from './tb-copy-keys-node.js';
import * as tbCreateAlarmNode from './tb-create-alarm-node.js';
import * as tbCreateRelationNode from './tb-create-relation-node.js';
import * as tbDeleteKeysNode from './tb-delete-keys-node.js';
import * as tbDeleteRelationNode from './tb-delete-relation-node.js';
import * as tbDeviceProfileNode from './tb-device-profile-node.js';
import * as tbDeviceStateNode from './tb-device-state-node.js';
import * as tbGetAttributesNode from './tb-get-attributes-node.js';
import * as tbGetCustomerAttributeNode from './tb-get-customer-attribute-node.js';
import * as tbGetCustomerDetailsNode from './tb-get-customer-details-node.js';
import * as tbGetDeviceAttrNode from './tb-get-device-attr-node.js';
import * as tbGetOriginatorFieldsNode from './tb-get-originator-fields-node.js';
import * as tbGetRelatedAttributeNode from './tb-get-related-attribute-node.js';
import * as tbGetTelemetryNode from './tb-get-telemetry-node.js';
import * as tbGetTenantAttributeNode from './tb-get-tenant-attribute-node.js';
import * as tbGetTenantDetailsNode from './tb-get-tenant-details-node.js';
import * as tbGpsGeofencingActionNode from './tb-gps-geofencing-action-node.js';
import * as tbGpsGeofencingFilterNode from './tb-gps-geofencing-filter-node.js';
import * as tbJsFilterNode from './tb-js-filter-node.js';
import * as tbJsSwitchNode from './tb-js-switch-node.js';
import * as tbJsonPathNode from './tb-json-path-node.js';
import * as tbKafkaNode from './tb-kafka-node.js';
import * as tbLogNode from './tb-log-node.js';
import * as tbMathNode from './tb-math-node.js';
import * as tbMqttNode from './tb-mqtt-node.js';
import * as tbMsgAttributesNode from './tb-msg-attributes-node.js';
import * as tbMsgCountNode from './tb-msg-count-node.js';
import * as tbMsgDelayNode from './tb-msg-delay-node.js';
import * as tbMsgGeneratorNode from './tb-msg-generator-node.js';
import * as tbMsgPushToCloudNode from './tb-msg-push-to-cloud-node.js';
import * as tbMsgPushToEdgeNode from './tb-msg-push-to-edge-node.js';
import * as tbMsgTimeseriesNode from './tb-msg-timeseries-node.js';
import * as tbMsgToEmailNode from './tb-msg-to-email-node.js';
import * as tbMsgTypeFilterNode from './tb-msg-type-filter-node.js';
import * as tbMsgTypeSwitchNode from './tb-msg-type-switch-node.js';
import * as tbOriginatorTypeFilterNode from './tb-originator-type-filter-node.js';
import * as tbOriginatorTypeSwitchNode from './tb-originator-type-switch-node.js';
import * as tbPubSubNode from './tb-pub-sub-node.js';
import * as tbRabbitMqNode from './tb-rabbit-mq-node.js';
import * as tbRenameKeysNode from './tb-rename-keys-node.js';
import * as tbRestApiCallNode from './tb-rest-api-call-node.js';
import * as tbRuleChainInputNode from './tb-rule-chain-input-node.js';
import * as tbRuleChainOutputNode from './tb-rule-chain-output-node.js';
import * as tbSaveToCustomCassandraTableNode from './tb-save-to-custom-cassandra-table-node.js';
import * as tbSendEmailNode from './tb-send-email-node.js';
import * as tbSendRpcReplyNode from './tb-send-rpc-reply-node.js';
import * as tbSendRpcRequestNode from './tb-send-rpc-request-node.js';
import * as tbSendSmsNode from './tb-send-sms-node.js';
import * as tbSnsNode from './tb-sns-node.js';
import * as tbSplitArrayMsgNode from './tb-split-array-msg-node.js';
import * as tbSqsNode from './tb-sqs-node.js';
import * as tbSynchronizationBeginNode from './tb-synchronization-begin-node.js';
import * as tbSynchronizationEndNode from './tb-synchronization-end-node.js';
import * as tbTransformMsgNode from './tb-transform-msg-node.js';
import * as tbUnassignFromCustomerNode from './tb-unassign-from-customer-node.js';

/**
 * Every node kind the engine runs, and so every kind GET /api/components offers: a kind that does not run is not
 * offered, since a user could put it in a chain. A new kind is its own file here, exporting `descriptor` and
 * `create`, and one line in this list (docs/decisions/007-rule-node-plugins.md).
 */
export const RULE_NODE_KINDS: readonly RuleNodeKind[] = [
  tbMsgTypeSwitchNode,
  tbJsFilterNode,
  tbJsSwitchNode,
  tbMsgTypeFilterNode,
  tbOriginatorTypeFilterNode,
  tbOriginatorTypeSwitchNode,
  tbCheckMessageNode,
  tbCheckRelationNode,
  tbCheckAlarmStatusNode,
  tbGpsGeofencingFilterNode,
  tbTransformMsgNode,
  tbChangeOriginatorNode,
  tbMsgToEmailNode,
  // Transformations newer than the 3.4.1 catalogue; their descriptions say so.
  tbCopyKeysNode,
  tbRenameKeysNode,
  tbDeleteKeysNode,
  tbSplitArrayMsgNode,
  tbJsonPathNode,
  tbMsgTimeseriesNode,
  tbMsgAttributesNode,
  tbLogNode,
  tbSendRpcRequestNode,
  tbSendRpcReplyNode,
  tbDeviceProfileNode,
  tbCreateAlarmNode,
  tbClearAlarmNode,
  tbAssignToCustomerNode,
  tbUnassignFromCustomerNode,
  tbCreateRelationNode,
  tbDeleteRelationNode,
  tbMsgDelayNode,
  tbMsgCountNode,
  tbSaveToCustomCassandraTableNode,
  tbSynchronizationBeginNode,
  tbSynchronizationEndNode,
  tbCopyAttributesToEntityViewNode,
  tbGpsGeofencingActionNode,
  tbMsgGeneratorNode,
  // Actions newer than the 3.4.1 catalogue; their descriptions say so.
  tbMathNode,
  tbDeviceStateNode,
  tbMsgPushToEdgeNode,
  tbMsgPushToCloudNode,
  tbGetAttributesNode,
  tbGetOriginatorFieldsNode,
  tbGetCustomerAttributeNode,
  tbGetTenantAttributeNode,
  tbGetCustomerDetailsNode,
  tbGetTenantDetailsNode,
  tbGetRelatedAttributeNode,
  tbGetDeviceAttrNode,
  tbSnsNode,
  tbSqsNode,
  tbAzureIotHubNode,
  tbPubSubNode,
  tbKafkaNode,
  tbMqttNode,
  tbRabbitMqNode,
  tbRestApiCallNode,
  tbSendEmailNode,
  tbSendSmsNode,
  tbGetTelemetryNode,
  calculateDeltaNode,
  tbRuleChainInputNode,
  tbRuleChainOutputNode,
  tbAckNode,
  tbCheckpointNode,
];
