import { badRequest } from './errors.js';

export interface TimeRangeQuery {
  startTime?: string;
  endTime?: string;
}

export interface TimeRange {
  startTime: number | null;
  endTime: number | null;
}

function optionalLong(query: TimeRangeQuery, name: keyof TimeRangeQuery): number | null {
  const raw = query[name];
  if (raw === undefined || raw === '') return null;
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(Number(raw))) {
    throw badRequest(
      `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; nested exception is java.lang.NumberFormatException: For input string: "${raw}"`,
    );
  }
  return Number(raw);
}

/** The optional startTime and endTime (epoch ms) of a time-paged list; they bound createdTime. */
export function parseTimeRange(query: TimeRangeQuery): TimeRange {
  return { startTime: optionalLong(query, 'startTime'), endTime: optionalLong(query, 'endTime') };
}
