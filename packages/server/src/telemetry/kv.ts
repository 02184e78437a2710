/** A stored value with the type the telemetry parser (or the REST attribute save) gave it. */
export type KvValue =
  | { type: 'BOOLEAN'; value: boolean }
  | { type: 'LONG'; value: number }
  | { type: 'DOUBLE'; value: number }
  | { type: 'STRING'; value: string }
  /** JSON text, stored and sent as text */
  | { type: 'JSON'; value: string };

export interface TsKvEntry {
  key: string;
  ts: number;
  value: KvValue;
}

export interface AttributeKvEntry {
  key: string;
  lastUpdateTs: number;
  value: KvValue;
}

export const ATTRIBUTE_SCOPES = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'] as const;
export type AttributeScope = (typeof ATTRIBUTE_SCOPES)[number];

/** A key with its typed value, before it is given a time (a parsed telemetry or attribute member). */
export interface KvEntry {
  key: string;
  value: KvValue;
}
