import { CORE_CONFIG_UI, type NodeFactory, type RuleNodeDescriptor, success } from '../node.js';

/** TbDeviceProfileNodeConfiguration. */
export type TbDeviceProfileNodeConfiguration = {
  persistAlarmRulesState: boolean;
  fetchAlarmRulesStateOnStart: boolean;
};

export const descriptor: RuleNodeDescriptor<TbDeviceProfileNodeConfiguration> = {
  type: 'ACTION',
  name: 'device profile',
  clazz: 'org.thingsboard.rule.engine.profile.TbDeviceProfileNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE', 'EDGE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        "Create and clear alarms based on alarm rules defined in device profile. The output relation type is either 'Alarm Created', " +
        "'Alarm Updated', 'Alarm Severity Updated' and 'Alarm Cleared' or simply 'Success' if no alarms were affected.",
      description: 'Process device messages based on device profile settings',
      inEnabled: true,
      outEnabled: true,
      relationTypes: [
        'Alarm Created',
        'Alarm Updated',
        'Alarm Severity Updated',
        'Alarm Cleared',
        'Success',
        'Failure',
      ],
      customRelations: true,
      ruleChainNode: false,
      defaultConfiguration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbDeviceProfileConfig',
      // The annotation sets no icon: the editor shows the ACTION type's icon.
      icon: '',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * The node does not evaluate the device profile's alarm rules yet: it passes every message on as Success, which is
 * what it does for a device whose profile has no alarm rules.
 */
export const create: NodeFactory = () => (msg) => success(msg);
