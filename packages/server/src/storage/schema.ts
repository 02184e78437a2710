import type { Kysely } from 'kysely';

/**
 * Row shapes of every table. Timestamps are epoch milliseconds (bigint columns), flags are 0/1 integers and
 * JSON is stored as text, so both databases hold exactly the same values.
 */
export interface TenantProfileTable {
  id: string;
  created_time: number;
  name: string;
  description: string | null;
  is_default: number;
  isolated_tb_rule_engine: number;
  profile_data: string;
}

interface ContactColumns {
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
}

export interface TenantTable extends ContactColumns {
  id: string;
  created_time: number;
  title: string;
  region: string | null;
  tenant_profile_id: string;
  additional_info: string | null;
}

export interface CustomerTable extends ContactColumns {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  is_public: number;
  additional_info: string | null;
  external_id: string | null;
}

export interface UserTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  email: string;
  authority: string;
  first_name: string | null;
  last_name: string | null;
  additional_info: string | null;
}

export interface UserCredentialsTable {
  id: string;
  created_time: number;
  user_id: string;
  enabled: number;
  password: string | null;
  activate_token: string | null;
  reset_token: string | null;
  /** Tokens issued (iat, in seconds) before this second are rejected. */
  tokens_valid_since: number;
  failed_login_attempts: number;
  last_login_ts: number | null;
  password_changed_ts: number | null;
  /** JSON: [{ts, hash}] of earlier passwords, for the reuse rule of the password policy. */
  password_history: string | null;
  /** JSON: the user's two-factor state (auth/two-factor-store.ts); null when it never enrolled. */
  two_fa: string | null;
}

export interface AdminSettingsTable {
  id: string;
  created_time: number;
  tenant_id: string;
  key: string;
  json_value: string;
}

export interface QueueTable {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  topic: string;
  poll_interval: number;
  partitions: number;
  consumer_per_partition: number;
  pack_processing_timeout: number;
  submit_strategy: string;
  processing_strategy: string;
  additional_info: string | null;
}

export interface RuleEngineMessageTable {
  id: string;
  created_time: number;
  tenant_id: string;
  server: string;
  queue_name: string;
  /** the message as JSON */
  msg: string;
  /** JSON: where a message a checkpoint node moved goes on; null: at the start of its chain */
  resume: string | null;
}

export interface DeviceProfileTable {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  description: string | null;
  image: string | null;
  is_default: number;
  type: string;
  transport_type: string;
  provision_type: string;
  default_rule_chain_id: string | null;
  default_dashboard_id: string | null;
  default_queue_name: string | null;
  profile_data: string;
  provision_device_key: string | null;
  firmware_id: string | null;
  software_id: string | null;
  external_id: string | null;
}

export interface DeviceTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  label: string | null;
  device_profile_id: string;
  device_data: string | null;
  firmware_id: string | null;
  software_id: string | null;
  additional_info: string | null;
  external_id: string | null;
}

export interface DeviceCredentialsTable {
  id: string;
  created_time: number;
  device_id: string;
  credentials_type: string;
  credentials_id: string;
  credentials_value: string | null;
}

export interface AttributeKvTable {
  entity_type: string;
  entity_id: string;
  attribute_type: string;
  attribute_key: string;
  bool_v: number | null;
  str_v: string | null;
  long_v: number | null;
  dbl_v: number | null;
  json_v: string | null;
  last_update_ts: number;
}

/** Key names of time series, by a small integer id that ts_kv and ts_kv_latest store instead of the name. */
export interface TsKvDictionaryTable {
  key: string;
  key_id: number;
}

/** Typed value columns shared by ts_kv and ts_kv_latest; exactly one holds the value. */
interface KvValueColumns {
  bool_v: number | null;
  str_v: string | null;
  long_v: number | null;
  dbl_v: number | null;
  json_v: string | null;
}

export interface TsKvTable extends KvValueColumns {
  entity_id: string;
  key: number;
  ts: number;
  /** epoch ms after which the point is neither returned nor kept; null = no time to live */
  expires_at: number | null;
}

export interface TsKvLatestTable extends KvValueColumns {
  entity_id: string;
  key: number;
  ts: number;
}

export interface RuleChainTable {
  id: string;
  created_time: number;
  tenant_id: string;
  name: string;
  type: string;
  first_rule_node_id: string | null;
  root: number;
  debug_mode: number;
  configuration: string | null;
  additional_info: string | null;
  external_id: string | null;
}

export interface RuleNodeTable {
  id: string;
  created_time: number;
  rule_chain_id: string;
  type: string;
  name: string;
  debug_mode: number;
  configuration: string | null;
  additional_info: string | null;
  external_id: string | null;
}

export interface RelationTable {
  from_id: string;
  from_type: string;
  to_id: string;
  to_type: string;
  relation_type_group: string;
  relation_type: string;
  additional_info: string | null;
}

export interface DashboardTable {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  image: string | null;
  mobile_hide: number;
  mobile_order: number | null;
  /** the configuration JSON as the console saved it */
  configuration: string | null;
  external_id: string | null;
}

/** One saved version of a dashboard: its fields at the save, who saved it and when. */
export interface DashboardVersionTable {
  id: string;
  dashboard_id: string;
  tenant_id: string;
  /** 1 for the dashboard's first save, one more for each save after */
  version: number;
  created_time: number;
  user_id: string;
  user_email: string;
  title: string;
  image: string | null;
  mobile_hide: number;
  mobile_order: number | null;
  configuration: string | null;
}

/** One customer a dashboard is assigned to. */
export interface DashboardCustomerTable {
  dashboard_id: string;
  customer_id: string;
  tenant_id: string;
}

export interface WidgetsBundleTable {
  id: string;
  created_time: number;
  /** the null UUID for a system bundle */
  tenant_id: string;
  alias: string;
  title: string;
  image: string | null;
  description: string | null;
  external_id: string | null;
}

export interface WidgetTypeTable {
  id: string;
  created_time: number;
  /** the null UUID for a system widget type */
  tenant_id: string;
  bundle_alias: string;
  alias: string;
  name: string;
  image: string | null;
  description: string | null;
  /** the descriptor JSON, kept as given */
  descriptor: string;
}

export interface AssetTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  label: string | null;
  additional_info: string | null;
  external_id: string | null;
}

export interface EntityViewTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  /** The viewed device or asset. */
  entity_type: string;
  entity_id: string;
  name: string;
  type: string;
  /** JSON: {timeseries:[], attributes:{cs:[], ss:[], sh:[]}} */
  keys: string | null;
  start_ts: number;
  end_ts: number;
  additional_info: string | null;
  external_id: string | null;
}

export interface EdgeTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  root_rule_chain_id: string | null;
  name: string;
  type: string;
  label: string | null;
  routing_key: string;
  secret: string;
  additional_info: string | null;
}

export interface EdgeEventTable {
  id: string;
  created_time: number;
  tenant_id: string;
  edge_id: string;
  type: string;
  action: string;
  entity_id: string | null;
  /** JSON or null */
  body: string | null;
  /** PENDING until the edge has received it, then DEPLOYED. */
  status: string;
}

export interface RpcTable {
  id: string;
  created_time: number;
  tenant_id: string;
  device_id: string;
  expiration_time: number;
  /** JSON: the request as the platform keeps it ({id, tenantId, deviceId, oneway, expirationTime, body, ...}) */
  request: string;
  /** JSON: the device's reply, or {"error": ...} */
  response: string | null;
  status: string;
  additional_info: string | null;
}

export interface OtaPackageTable {
  id: string;
  created_time: number;
  tenant_id: string;
  device_profile_id: string | null;
  type: string;
  title: string;
  version: string;
  tag: string | null;
  url: string | null;
  file_name: string | null;
  content_type: string | null;
  checksum_algorithm: string | null;
  checksum: string | null;
  /** The file; never selected by list queries. */
  data: Buffer | null;
  data_size: number | null;
  additional_info: string | null;
}

/** A file of the resources library; `data` is the base64 text as uploaded and is never selected by lists. */
export interface ResourceTable {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  resource_type: string;
  resource_key: string;
  search_text: string;
  file_name: string;
  data: string;
  /** the decoded file's size in bytes, summed against the tenant profile's maxResourcesInBytes */
  data_size: number;
}

/** The platform's API_USAGE_STATE of a tenant: each API feature's state against its tenant profile's limits. */
export interface ApiUsageStateTable {
  id: string;
  created_time: number;
  tenant_id: string;
  /** whose usage it is: the tenant itself (TENANT, entity_id = tenant_id) */
  entity_type: string;
  entity_id: string;
  transport_state: string;
  db_state: string;
  re_state: string;
  js_state: string;
  email_state: string;
  sms_state: string;
  alarm_state: string;
}

/** A device's pending claim: the secret a customer must give before the expiration time. */
export interface DeviceClaimTable {
  device_id: string;
  secret_key: string;
  expiration_time: number;
}

/** An event of an entity; body is JSON text. */
export interface EventTable {
  id: string;
  created_time: number;
  tenant_id: string;
  entity_type: string;
  entity_id: string;
  event_type: string;
  event_uid: string;
  msg_direction: string | null;
  msg_type: string | null;
  relation_type: string | null;
  error: string | null;
  /** a debug event's message data and metadata (JSON text), searched by the event filters */
  data: string | null;
  metadata: string | null;
  body: string;
  /** the server the event happened on */
  server: string | null;
  /** a debug event's message: its originator and id */
  originator_id: string | null;
  originator_type: string | null;
  msg_id: string | null;
  /** a lifecycle event's kind (STARTED, UPDATED, STOPPED) and whether it succeeded (1 or 0) */
  lc_event: string | null;
  success: number | null;
  /** where an error event's error happened */
  method: string | null;
  /** a stats event's counts */
  messages_processed: number | null;
  errors_occurred: number | null;
}

/** One audited action; action_data is JSON text, search_text the lower-cased fields the text search looks in. */
export interface AuditLogTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  entity_type: string;
  entity_id: string;
  entity_name: string;
  user_id: string;
  user_name: string;
  action_type: string;
  action_data: string;
  action_status: string;
  action_failure_details: string | null;
  search_text: string;
}

export interface AlarmTable {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  type: string;
  originator_id: string;
  originator_type: string;
  severity: string;
  status: string;
  start_ts: number;
  end_ts: number;
  ack_ts: number;
  clear_ts: number;
  /** JSON text */
  details: string | null;
  propagate: number;
  propagate_to_owner: number;
  propagate_to_tenant: number;
  /** JSON text: string[] */
  propagate_relation_types: string | null;
}

/** What a rule node keeps about one entity between messages (the device profile node's rule counters). */
export interface RuleNodeStateTable {
  id: string;
  created_time: number;
  tenant_id: string;
  rule_node_id: string;
  entity_type: string;
  entity_id: string;
  /** JSON text */
  state_data: string;
}

export interface Database {
  tenant_profile: TenantProfileTable;
  tenant: TenantTable;
  customer: CustomerTable;
  tb_user: UserTable;
  user_credentials: UserCredentialsTable;
  admin_settings: AdminSettingsTable;
  queue: QueueTable;
  rule_engine_message: RuleEngineMessageTable;
  device_profile: DeviceProfileTable;
  device: DeviceTable;
  device_credentials: DeviceCredentialsTable;
  attribute_kv: AttributeKvTable;
  ts_kv_dictionary: TsKvDictionaryTable;
  ts_kv: TsKvTable;
  ts_kv_latest: TsKvLatestTable;
  rule_chain: RuleChainTable;
  rule_node: RuleNodeTable;
  event: EventTable;
  audit_log: AuditLogTable;
  relation: RelationTable;
  asset: AssetTable;
  entity_view: EntityViewTable;
  edge: EdgeTable;
  edge_event: EdgeEventTable;
  rpc: RpcTable;
  ota_package: OtaPackageTable;
  resource: ResourceTable;
  api_usage_state: ApiUsageStateTable;
  device_claim: DeviceClaimTable;
  alarm: AlarmTable;
  rule_node_state: RuleNodeStateTable;
  dashboard: DashboardTable;
  dashboard_customer: DashboardCustomerTable;
  dashboard_version: DashboardVersionTable;
  widgets_bundle: WidgetsBundleTable;
  widget_type: WidgetTypeTable;
}

export type Db = Kysely<Database>;
