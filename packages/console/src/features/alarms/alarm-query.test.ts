import { describe, expect, it } from 'vitest';
import {
  alarmActions,
  alarmListRequest,
  alarmSeverityQuery,
  alarmsAllowing,
  DEFAULT_ALARM_SORT,
  severityKey,
  statusKey,
} from './alarm-query';

const PAGE = { page: 2, pageSize: 20, sortOrder: DEFAULT_ALARM_SORT };

describe('alarm list request', () => {
  it('sends the search status, the time window and the page, and asks for originator names', () => {
    const request = alarmListRequest({ searchStatus: 'UNACK', severity: 'ANY', startTime: 1000, endTime: 2000 }, PAGE);
    expect(request.link).toEqual({
      page: 2,
      pageSize: 20,
      sortOrder: { property: 'createdTime', direction: 'DESC' },
      startTime: 1000,
      endTime: 2000,
    });
    expect(request.filter).toEqual({ searchStatus: 'UNACK', fetchOriginator: true });
  });

  it('asks the alarm data query for a chosen severity, with the alarms propagated to the entity', () => {
    const device = { entityType: 'DEVICE' as const, id: '00000000-0000-11ee-8000-000000000001' };
    const query = alarmSeverityQuery(
      device,
      { searchStatus: 'ACTIVE', severity: 'MAJOR', startTime: 1000, endTime: 2000 },
      { ...PAGE, sortOrder: { property: 'severity', direction: 'ASC' } },
    );
    expect(query.entityFilter).toEqual({ type: 'singleEntity', singleEntity: device });
    expect(query.pageLink).toEqual({
      page: 2,
      pageSize: 20,
      sortOrder: { key: { type: 'ALARM_FIELD', key: 'severity' }, direction: 'ASC' },
      startTs: 1000,
      endTs: 2000,
      statusList: ['ACTIVE'],
      severityList: ['MAJOR'],
      searchPropagatedAlarms: true,
    });
    const anyStatus = alarmSeverityQuery(
      device,
      { searchStatus: 'ANY', severity: 'MAJOR', startTime: 0, endTime: 1 },
      PAGE,
    );
    expect(anyStatus.pageLink.statusList).toEqual([]);
  });
});

describe('alarm actions', () => {
  it('allows acknowledging unacknowledged alarms and clearing active ones', () => {
    expect(alarmActions('ACTIVE_UNACK')).toEqual({ acknowledge: true, clear: true });
    expect(alarmActions('ACTIVE_ACK')).toEqual({ acknowledge: false, clear: true });
    expect(alarmActions('CLEARED_UNACK')).toEqual({ acknowledge: true, clear: false });
    expect(alarmActions('CLEARED_ACK')).toEqual({ acknowledge: false, clear: false });
  });

  it('keeps only the selected alarms that allow a bulk action', () => {
    const selection = [
      { id: 'a', status: 'ACTIVE_UNACK' as const },
      { id: 'b', status: 'ACTIVE_ACK' as const },
      { id: 'c', status: 'CLEARED_UNACK' as const },
    ];
    expect(alarmsAllowing(selection, 'acknowledge').map((alarm) => alarm.id)).toEqual(['a', 'c']);
    expect(alarmsAllowing(selection, 'clear').map((alarm) => alarm.id)).toEqual(['a', 'b']);
  });
});

describe('alarm message keys', () => {
  it('names severities and statuses by their translated keys', () => {
    expect(severityKey('INDETERMINATE')).toBe('alarm.severity-value.indeterminate');
    expect(statusKey('CLEARED_UNACK')).toBe('alarm.status-value.cleared-unack');
  });
});
