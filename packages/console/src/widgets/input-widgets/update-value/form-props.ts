import type { ValueType } from './family';
import type { UpdateValueSettings } from './settings';

/** What each value type's form gets from the widget. */
export interface ValueFormProps {
  valueType: ValueType;
  /** the edited keys' latest values by name, as the server sent them */
  values: Record<string, unknown>;
  settings: UpdateValueSettings;
  /** the value goes to the latest time series rather than to an attribute */
  timeseries: boolean;
  /** nothing can be saved: outside a dashboard, or while it is edited */
  readOnly: boolean;
  translate(key: string): string;
  /** saves the values by key name; resolves true when the server took them */
  save(values: Record<string, unknown>): Promise<boolean>;
}

/** A typed change and the server value it was made over: once a different value arrives, the change is dropped. */
export interface Edit<T> {
  value: T;
  over: T;
}

/** The value a form shows: the user's change while the server value it was made over still stands. */
export function shownValue<T>(edit: Edit<T> | null, server: T): T {
  return edit && edit.over === server ? edit.value : server;
}
