import { CORE_CONFIG_UI, failure, type NodeFactory, type RuleNodeDescriptor } from '../node.js';

/** TbSaveToCustomCassandraTableNodeConfiguration: the table (without its cs_tb_ prefix) and data key to column. */
export type TbSaveToCustomCassandraTableNodeConfiguration = {
  tableName: string;
  fieldsMapping: Record<string, string>;
};

/** Why every message fails: the node writes to Cassandra only, and this server stores its data elsewhere. */
export const NO_CASSANDRA =
  'Unable to connect to Cassandra database: this server stores its data in SQLite or PostgreSQL, ' +
  'and the save to custom table node can write only to a Cassandra table';

export const descriptor: RuleNodeDescriptor<TbSaveToCustomCassandraTableNodeConfiguration> = {
  type: 'ACTION',
  name: 'save to custom table',
  clazz: 'org.thingsboard.rule.engine.action.TbSaveToCustomCassandraTableNode',
  scope: 'TENANT',
  ruleChainTypes: ['CORE'],
  configurationDescriptor: {
    nodeDefinition: {
      details:
        'Administrator should set the custom table name without prefix: <b>cs_tb_</b>. <br>' +
        'Administrator can configure the mapping between the Message field names and Table columns name. ' +
        'If the mapping key is <b>$entity_id</b>, that is identified by the Message Originator, then to the ' +
        'appropriate column name(mapping value) will be write the message originator id.<br><br>' +
        'If specified message field does not exist or is not a JSON Primitive, the outbound message will be routed ' +
        'via <b>failure</b> chain, otherwise, the message will be routed via <b>success</b> chain.',
      description:
        'Node stores data from incoming Message payload to the Cassandra database into the predefined custom table ' +
        'that should have <b>cs_tb_</b> prefix, to avoid the data insertion to the common TB tables.<br>' +
        '<b>Note:</b> rule node can be used only for Cassandra DB.',
      inEnabled: true,
      outEnabled: true,
      relationTypes: ['Success', 'Failure'],
      customRelations: false,
      ruleChainNode: false,
      defaultConfiguration: { tableName: '', fieldsMapping: { '': '' } },
      uiResources: [CORE_CONFIG_UI],
      configDirective: 'tbActionNodeCustomTableConfig',
      icon: 'file_upload',
      iconUrl: '',
      docUrl: '',
    },
  },
};

/**
 * Keeps its configuration form so that chains exported from a Cassandra installation import and open, but sends
 * every message to Failure: there is no Cassandra here to write to.
 */
export const create: NodeFactory = () => (msg) => failure(msg, new Error(NO_CASSANDRA));
