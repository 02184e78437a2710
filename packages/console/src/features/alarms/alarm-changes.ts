import type { AlarmDataQuery, EntityId } from '@fleetdeck/model';
import { useContext, useEffect, useRef } from 'react';
import { TelemetryServiceContext } from '../../core/telemetry/live-hooks';

/** How many of the entity's newest alarms the subscription follows: a change to an older one goes unnoticed. */
const FOLLOWED_ALARMS = 1024;

/** The alarm data query that follows an entity's alarms and those propagated to it, newest first, any status. */
export function followedAlarmsQuery(entityId: EntityId): AlarmDataQuery {
  return {
    entityFilter: { type: 'singleEntity', singleEntity: entityId },
    pageLink: {
      page: 0,
      pageSize: FOLLOWED_ALARMS,
      sortOrder: { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' },
      // the tab lists the alarms propagated to the entity too: their changes are followed as well
      searchPropagatedAlarms: true,
    },
    alarmFields: [{ type: 'ALARM_FIELD', key: 'createdTime' }],
  };
}

/**
 * Calls onChange whenever the server reports that the entity's alarms changed (raised, acknowledged, cleared,
 * deleted) over the WebSocket alarm data subscription. The tab reads its rows with the list call, which also counts
 * the alarms propagated to the entity; the subscription only says when to read again. Its first answer does too: an
 * alarm raised after the tab's first read but before the subscription started would otherwise never show.
 */
export function useAlarmChanges(entityId: EntityId, onChange: () => void): void {
  const service = useContext(TelemetryServiceContext);
  const latest = useRef(onChange);
  latest.current = onChange;
  const { entityType, id } = entityId;

  useEffect(
    () =>
      service.subscribeAlarmData(followedAlarmsQuery({ entityType, id }), (update) => {
        if (update.errorCode === 0) latest.current();
      }),
    [service, entityType, id],
  );
}
