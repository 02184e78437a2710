import type { TransportConfiguration } from './transport-defaults';
import type { TransportProblems } from './transport-validation';

/** What every transport settings editor gets: the configuration, how to change it, and its problems. */
export interface TransportFieldsProps {
  value: TransportConfiguration;
  onChange(value: TransportConfiguration): void;
  disabled: boolean;
  problems: TransportProblems;
}

export type Json = Record<string, unknown>;

export function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}
