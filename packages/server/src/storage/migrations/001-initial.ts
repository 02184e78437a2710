import type { Kysely } from 'kysely';

/** The tables of the foundation: accounts, settings, queues, and the inventory records the demo installs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_profile')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('isolated_tb_rule_engine', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_data', 'text', (c) => c.notNull())
    .execute();

  const contact = <T extends { addColumn: (name: string, type: 'varchar(255)') => T }>(table: T): T =>
    ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email'].reduce(
      (t, name) => t.addColumn(name, 'varchar(255)'),
      table,
    );

  await contact(
    db.schema
      .createTable('tenant')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('created_time', 'bigint', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('region', 'varchar(255)')
      .addColumn('tenant_profile_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('additional_info', 'text'),
  ).execute();

  await contact(
    db.schema
      .createTable('customer')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('created_time', 'bigint', (c) => c.notNull())
      .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('additional_info', 'text')
      .addColumn('external_id', 'varchar(36)'),
  ).execute();
  await db.schema
    .createIndex('customer_tenant_title')
    .on('customer')
    .columns(['tenant_id', 'title'])
    .unique()
    .execute();

  await db.schema
    .createTable('tb_user')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('authority', 'varchar(32)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(255)')
    .addColumn('last_name', 'varchar(255)')
    .addColumn('additional_info', 'text')
    .execute();
  await db.schema.createIndex('tb_user_tenant_customer').on('tb_user').columns(['tenant_id', 'customer_id']).execute();

  await db.schema
    .createTable('user_credentials')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password', 'varchar(255)')
    .addColumn('activate_token', 'varchar(255)', (c) => c.unique())
    .addColumn('reset_token', 'varchar(255)', (c) => c.unique())
    .addColumn('tokens_valid_since', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_login_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_ts', 'bigint')
    .addColumn('password_changed_ts', 'bigint')
    .addColumn('password_history', 'text')
    .execute();

  await db.schema
    .createTable('admin_settings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('json_value', 'text', (c) => c.notNull())
    .addUniqueConstraint('admin_settings_tenant_key', ['tenant_id', 'key'])
    .execute();

  await db.schema
    .createTable('queue')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('topic', 'varchar(255)', (c) => c.notNull())
    .addColumn('poll_interval', 'integer', (c) => c.notNull())
    .addColumn('partitions', 'integer', (c) => c.notNull())
    .addColumn('consumer_per_partition', 'integer', (c) => c.notNull())
    .addColumn('pack_processing_timeout', 'bigint', (c) => c.notNull())
    .addColumn('submit_strategy', 'text', (c) => c.notNull())
    .addColumn('processing_strategy', 'text', (c) => c.notNull())
    .addColumn('additional_info', 'text')
    .addUniqueConstraint('queue_tenant_name', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('device_profile')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('transport_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('provision_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('default_rule_chain_id', 'varchar(36)')
    .addColumn('default_dashboard_id', 'varchar(36)')
    .addColumn('default_queue_name', 'varchar(255)')
    .addColumn('profile_data', 'text', (c) => c.notNull())
    .addColumn('provision_device_key', 'varchar(255)', (c) => c.unique())
    .addColumn('firmware_id', 'varchar(36)')
    .addColumn('software_id', 'varchar(36)')
    .addColumn('external_id', 'varchar(36)')
    .addUniqueConstraint('device_profile_tenant_name', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('device')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('label', 'varchar(255)')
    .addColumn('device_profile_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('device_data', 'text')
    .addColumn('firmware_id', 'varchar(36)')
    .addColumn('software_id', 'varchar(36)')
    .addColumn('additional_info', 'text')
    .addColumn('external_id', 'varchar(36)')
    .addUniqueConstraint('device_tenant_name', ['tenant_id', 'name'])
    .execute();
  await db.schema.createIndex('device_tenant_customer').on('device').columns(['tenant_id', 'customer_id']).execute();
  await db.schema.createIndex('device_profile_ref').on('device').column('device_profile_id').execute();

  await db.schema
    .createTable('device_credentials')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('device_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('credentials_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('credentials_id', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('credentials_value', 'text')
    .execute();

  await db.schema
    .createTable('attribute_kv')
    .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('attribute_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('attribute_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('bool_v', 'integer')
    .addColumn('str_v', 'text')
    .addColumn('long_v', 'bigint')
    .addColumn('dbl_v', 'double precision')
    .addColumn('json_v', 'text')
    .addColumn('last_update_ts', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('attribute_kv_pk', ['entity_id', 'attribute_type', 'attribute_key'])
    .execute();

  await db.schema
    .createTable('rule_chain')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('first_rule_node_id', 'varchar(36)')
    .addColumn('root', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debug_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('configuration', 'text')
    .addColumn('additional_info', 'text')
    .addColumn('external_id', 'varchar(36)')
    .execute();
  await db.schema.createIndex('rule_chain_tenant').on('rule_chain').column('tenant_id').execute();

  await db.schema
    .createTable('rule_node')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('created_time', 'bigint', (c) => c.notNull())
    .addColumn('rule_chain_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('type', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('debug_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('configuration', 'text')
    .addColumn('additional_info', 'text')
    .addColumn('external_id', 'varchar(36)')
    .execute();
  await db.schema.createIndex('rule_node_chain').on('rule_node').column('rule_chain_id').execute();

  await db.schema
    .createTable('relation')
    .addColumn('from_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('from_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('to_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('relation_type_group', 'varchar(32)', (c) => c.notNull())
    .addColumn('relation_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('additional_info', 'text')
    .addPrimaryKeyConstraint('relation_pk', [
      'from_id',
      'from_type',
      'relation_type_group',
      'relation_type',
      'to_id',
      'to_type',
    ])
    .execute();
  await db.schema.createIndex('relation_to').on('relation').columns(['to_id', 'to_type']).execute();
}
