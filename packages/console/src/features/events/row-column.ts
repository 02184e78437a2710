/**
 * How a cell of a read-only rows table shows its value: a time, plain text, a status as a translated word, or a button
 * opening long content (a debug message's data as JSON, an error as text) in a read-only dialog.
 */
export type RowCellKind = 'time' | 'text' | 'status' | 'content';

/** A status value as shown: the message key of its word, and its colour where it has one. */
export interface RowStatus {
  label: string;
  color?: string;
}

export interface RowColumn<R> {
  key: string;
  /** message key of the header */
  title: string;
  kind: RowCellKind;
  /** for content cells: how the dialog shows it */
  contentType?: 'json' | 'text';
  /** the cell's value; an empty text shows nothing */
  value(row: R): string;
  /** for status cells: how a value is shown; null shows nothing */
  status?(value: string): RowStatus | null;
}
