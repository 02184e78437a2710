import dayjs from 'dayjs';

/** An alarm time as the alarm tables print it; 0 (never acknowledged, never cleared) prints nothing. */
export function alarmTime(ts: number): string {
  return ts > 0 ? dayjs(ts).format('YYYY-MM-DD HH:mm:ss') : '';
}
