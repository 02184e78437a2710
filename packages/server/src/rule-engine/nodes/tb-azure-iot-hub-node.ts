import { cloudUnreachableNode } from '../external/cloud-unreachable.js';
import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbAzureIotHubNodeConfiguration: the MQTT node's settings, with a SAS key or PEM certificate credential. */
export type TbAzureIotHubNodeConfiguration = {
  topicPattern: string;
  host: string;
  port: number;
  connectTimeoutSec: number;
  clientId: string | null;
  appendClientIdSuffix: boolean;
  cleanSession: boolean;
  ssl: boolean;
  credentials: {
    type: string;
    caCert: string | null;
    cert: string | null;
    privateKey: string | null;
    password: string | null;
    sasKey: string | null;
  };
};

export const descriptor: RuleNodeDescriptor<TbAzureIotHubNodeConfiguration> = {
  type: 'EXTERNAL',
  name: 'azure iot hub',
  clazz: 'org.thingsboard.rule.engine.mqtt.azure.TbAzureIotHubNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details: 'Will publish message payload to the Azure IoT Hub with QoS <b>AT_LEAST_ONCE</b>.',
      description: 'Publish messages to the Azure IoT Hub',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: {
        topicPattern: 'devices/<device_id>/messages/events/',
        host: '<iot-hub-name>.azure-devices.net',
        port: 8883,
        connectTimeoutSec: 10,
        clientId: null,
        appendClientIdSuffix: false,
        cleanSession: true,
        ssl: true,
        credentials: { type: 'sas', caCert: null, cert: null, privateKey: null, password: null, sasKey: null },
      },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeAzureIotHubConfig',
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

export const create: NodeFactory = () => cloudUnreachableNode('azure iot hub', 'Azure IoT Hub');
