import type { EntityDataCmd, EntityDataUpdate, Widget } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';
import type { WidgetSubscriptionPlan } from '../model/subscription-plan';
import { type DashboardSocket, type WidgetDataSnapshot, WidgetDataSubscription } from './widget-data-subscription';

const device = { entityType: 'DEVICE' as const, id: '1e3c8a10-0000-11ee-8000-000000000001' };

function fakeSocket() {
  const sent: Array<Partial<EntityDataCmd>> = [];
  let listener: (update: EntityDataUpdate) => void = () => undefined;
  let unsubscribed = 0;
  const socket: DashboardSocket = {
    subscribeEntityData: (cmd, receive) => {
      sent.push(cmd);
      listener = receive;
      return { cmdId: 1, update: (change) => sent.push(change), unsubscribe: () => unsubscribed++ };
    },
    subscribeEntityCount: () => ({ cmdId: 2, unsubscribe: () => unsubscribed++ }),
    subscribeAlarmData: () => ({ cmdId: 3, unsubscribe: () => unsubscribed++ }),
  };
  return {
    socket,
    sent,
    push: (update: Partial<EntityDataUpdate>) => listener(update as EntityDataUpdate),
    unsubscribed: () => unsubscribed,
  };
}

const widget = {
  id: 'w1',
  type: 'latest',
  bundleAlias: 'cards',
  typeAlias: 'simple_card',
  config: {},
} as unknown as Widget;
const datasource = {
  type: 'entity',
  entityAliasId: 'a1',
  dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#000' }],
};
const plan = {
  timewindow: null,
  alarms: null,
  datasources: [
    {
      kind: 'entityData',
      datasource,
      query: { entityFilter: { type: 'singleEntity', singleEntity: device } },
      data: { latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } },
    },
  ],
} as unknown as WidgetSubscriptionPlan;

describe('the live data of a widget', () => {
  it('asks for the data part once the first page arrived, and maps updates to the widget series', () => {
    const { socket, sent, push, unsubscribed } = fakeSocket();
    const snapshots: WidgetDataSnapshot[] = [];
    const subscription = new WidgetDataSubscription({ socket, widget, plan, onChange: (s) => snapshots.push(s) });
    subscription.start();
    expect(sent).toEqual([{ query: plan.datasources[0]?.kind === 'entityData' ? plan.datasources[0].query : null }]);

    const name = { ENTITY_FIELD: { name: { ts: 0, value: 'Thermostat T1' } } };
    push({
      errorCode: 0,
      data: {
        data: [{ entityId: device, latest: name, timeseries: null }],
        totalElements: 1,
        totalPages: 1,
        hasNext: false,
      },
      update: null,
    });
    expect(sent[1]).toEqual({ latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }] } });

    push({
      errorCode: 0,
      data: null,
      update: [
        { entityId: device, latest: { TIME_SERIES: { temperature: { ts: 10, value: '23' } } }, timeseries: null },
      ],
    });
    const last = snapshots.at(-1);
    expect(last?.data[0]?.data).toEqual([[10, 23]]);
    expect(last?.data[0]?.entity?.name).toBe('Thermostat T1');
    expect(sent).toHaveLength(2);

    subscription.stop();
    expect(unsubscribed()).toBe(1);
  });

  it('clears the latest value of a key the server says was deleted', () => {
    const { socket, push } = fakeSocket();
    const snapshots: WidgetDataSnapshot[] = [];
    new WidgetDataSubscription({ socket, widget, plan, onChange: (s) => snapshots.push(s) }).start();
    const latest = (ts: number, value: string) => ({ TIME_SERIES: { temperature: { ts, value } } });
    push({
      errorCode: 0,
      data: {
        data: [{ entityId: device, latest: latest(10, '23'), timeseries: null }],
        totalElements: 1,
        totalPages: 1,
        hasNext: false,
      },
      update: null,
    });
    push({ errorCode: 0, data: null, update: [{ entityId: device, latest: latest(5, '19'), timeseries: null }] });
    expect(snapshots.at(-1)?.data[0]?.data).toEqual([[10, 23]]);
    push({ errorCode: 0, data: null, update: [{ entityId: device, latest: latest(0, ''), timeseries: null }] });
    expect(snapshots.at(-1)?.data[0]?.data).toEqual([]);
  });

  it('reports the server error of a failed subscription', () => {
    const { socket, push } = fakeSocket();
    const snapshots: WidgetDataSnapshot[] = [];
    new WidgetDataSubscription({ socket, widget, plan, onChange: (s) => snapshots.push(s) }).start();
    push({ errorCode: 2, errorMsg: 'Invalid entity filter', data: null, update: null });
    expect(snapshots.at(-1)?.error).toBe('Invalid entity filter');
  });

  it('is loaded once the values asked for answered, not with the first page of entities', () => {
    const { socket, push } = fakeSocket();
    const snapshots: WidgetDataSnapshot[] = [];
    new WidgetDataSubscription({ socket, widget, plan, onChange: (s) => snapshots.push(s) }).start();
    expect(snapshots.at(-1)?.loaded).toBe(false);
    const page = { data: [{ entityId: device, latest: {}, timeseries: null }], totalElements: 1, totalPages: 1 };
    push({ errorCode: 0, data: { ...page, hasNext: false }, update: null });
    expect(snapshots.at(-1)?.loaded).toBe(false);
    push({ errorCode: 0, data: null, update: [{ entityId: device, latest: {}, timeseries: null }] });
    expect(snapshots.at(-1)).toMatchObject({ loaded: true, emptyAliases: [] });
  });

  it('names the alias of a datasource whose query found no entity', () => {
    const { socket, push } = fakeSocket();
    const snapshots: WidgetDataSnapshot[] = [];
    const named = {
      ...plan,
      datasources: plan.datasources.map((source) => ({
        ...source,
        datasource: { ...source.datasource, aliasName: 'Thermostats' },
      })),
    } as WidgetSubscriptionPlan;
    new WidgetDataSubscription({ socket, widget, plan: named, onChange: (s) => snapshots.push(s) }).start();
    push({ errorCode: 0, data: { data: [], totalElements: 0, totalPages: 0, hasNext: false }, update: null });
    expect(snapshots.at(-1)).toMatchObject({ loaded: true, emptyAliases: ['Thermostats'], entities: [] });
  });

  it('names the alias that resolved to nothing without asking the server', () => {
    const { socket, sent } = fakeSocket();
    const snapshots: WidgetDataSnapshot[] = [];
    const unresolved = {
      timewindow: null,
      alarms: null,
      datasources: [{ kind: 'unresolved', datasource: { ...datasource, aliasName: 'Selected thermostat' } }],
    } as unknown as WidgetSubscriptionPlan;
    new WidgetDataSubscription({ socket, widget, plan: unresolved, onChange: (s) => snapshots.push(s) }).start();
    expect(sent).toHaveLength(0);
    expect(snapshots.at(-1)).toMatchObject({ loaded: true, emptyAliases: ['Selected thermostat'] });
  });
});
