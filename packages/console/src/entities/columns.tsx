import { DATE_LOCALE } from '../core/i18n/languages';
import type { EntityColumn, EntityRecord } from './entity-config';

const dateTime = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'short', timeStyle: 'medium' });

export function formatDateTime(ms: number): string {
  return dateTime.format(new Date(ms));
}

/** The created-time column every entity list starts with. */
export function createdTimeColumn<T extends EntityRecord>(): EntityColumn<T> {
  return {
    key: 'createdTime',
    title: 'common.created-time',
    sortProperty: 'createdTime',
    width: 180,
    render: (entity) => formatDateTime(entity.createdTime),
    csv: (entity) => new Date(entity.createdTime).toISOString(),
  };
}

/** A plain text column read from one field. */
export function textColumn<T extends EntityRecord>(
  key: keyof T & string,
  title: string,
  sortable = true,
): EntityColumn<T> {
  const read = (entity: T) => {
    const value = entity[key];
    return value === null || value === undefined ? '' : String(value);
  };
  return { key, title, sortProperty: sortable ? key : undefined, render: read, csv: read };
}
