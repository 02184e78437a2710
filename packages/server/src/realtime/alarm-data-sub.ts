import type { AlarmData, AlarmDataQuery, AlarmDataUpdate } from '@fleetdeck/model';
import { type AlarmDataPage, findAlarmData } from '../alarms/data-query.js';
import { relatedIds } from '../alarms/list.js';
import { findMatchingIds } from '../entity-query/service.js';
import { DYNAMIC_REFRESH_MS } from './entity-data-sub.js';
import type { LiveEvent } from './event-bus.js';
import type { EntityListener } from './hub.js';
import type { SessionSubscription, WsSession } from './session.js';
import { MAX_ENTITIES_PER_SUBSCRIPTION, WS_MESSAGES } from './updates.js';
import { CommandError } from './v1.js';

/** Alarm changes that come together are read once. */
const REREAD_DELAY_MS = 50;

/**
 * An alarm data command: the alarm page of the query's entities (up to allowedEntities of them are followed).
 * When an alarm of one of them changes, the page is read again: if the same alarms are on it, only the changed
 * ones go out as `update`; otherwise the whole page as `data`. A dynamic page link reads it every minute too.
 */
export class AlarmDataSubscription implements EntityListener, SessionSubscription {
  private watched: string[] = [];
  /** the owners and tenants among the entities, whose propagated alarms are watched */
  private targets: string[] = [];
  private alarmIds = '';
  private changed = new Set<string>();
  private reread: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly session: WsSession,
    private readonly cmdId: number,
    private readonly query: AlarmDataQuery,
  ) {}

  close(): void {
    this.closed = true;
    if (this.reread) clearTimeout(this.reread);
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.unwatchAll();
  }

  private unwatchAll(): void {
    for (const id of this.watched) this.session.hub.unwatch(id, this);
    for (const id of this.targets) this.session.hub.unwatchPropagatedAlarms(id, this);
    this.watched = [];
    this.targets = [];
  }

  async start(): Promise<void> {
    if (!this.query || typeof this.query !== 'object') throw new CommandError(2, WS_MESSAGES.queryEmpty);
    await this.follow();
    const page = await findAlarmData(this.session.ctx, this.session.user, this.query);
    this.alarmIds = page.data.map((alarm) => alarm.id.id).join(',');
    this.send(page, null);
    if (this.query.pageLink?.dynamic) {
      this.refreshTimer = setInterval(() => {
        this.refresh().catch((error: unknown) =>
          this.session.ctx.log.error({ err: error }, 'dynamic alarm data refresh failed'),
        );
      }, DYNAMIC_REFRESH_MS);
      this.refreshTimer.unref();
    }
  }

  /** Watches the entities the query selects now. */
  private async follow(): Promise<void> {
    const { entityFilter, keyFilters } = this.query;
    const ids = await findMatchingIds(
      this.session.ctx,
      this.session.user,
      { entityFilter, keyFilters },
      MAX_ENTITIES_PER_SUBSCRIPTION,
    );
    const propagated = this.query.pageLink?.searchPropagatedAlarms === true;
    // Alarms propagated to the entities come from those they reach: their changes are watched too.
    const related = propagated ? await relatedIds(this.session.ctx, ids) : [];
    if (this.closed) return;
    this.unwatchAll();
    this.watched = [...new Set([...ids.map((id) => id.id), ...related])];
    for (const id of this.watched) this.session.hub.watch(id, this);
    // Alarms propagated to an owner or a tenant may come from any entity it owns.
    if (propagated) {
      this.targets = ids.filter((id) => id.entityType === 'CUSTOMER' || id.entityType === 'TENANT').map((id) => id.id);
      for (const id of this.targets) this.session.hub.watchPropagatedAlarms(id, this);
    }
  }

  onEvent(event: LiveEvent): void {
    if (event.type !== 'alarm' || this.closed) return;
    this.changed.add(event.alarm.id.id);
    if (this.reread) return;
    this.reread = setTimeout(() => {
      this.reread = null;
      const changed = this.changed;
      this.changed = new Set();
      this.update(changed).catch((error: unknown) =>
        this.session.ctx.log.error({ err: error }, 'alarm data update failed'),
      );
    }, REREAD_DELAY_MS);
  }

  private async update(changed: Set<string>): Promise<void> {
    const page = await findAlarmData(this.session.ctx, this.session.user, this.query);
    if (this.closed) return;
    const ids = page.data.map((alarm) => alarm.id.id).join(',');
    if (ids !== this.alarmIds) {
      this.alarmIds = ids;
      this.send(page, null);
      return;
    }
    const updated = page.data.filter((alarm) => changed.has(alarm.id.id));
    if (updated.length) this.send(null, updated, page.totalEntities);
  }

  private async refresh(): Promise<void> {
    await this.follow();
    const page = await findAlarmData(this.session.ctx, this.session.user, this.query);
    const ids = page.data.map((alarm) => alarm.id.id).join(',');
    if (this.closed || ids === this.alarmIds) return;
    this.alarmIds = ids;
    this.send(page, null);
  }

  private send(page: AlarmDataPage | null, update: AlarmData[] | null, totalEntities = page?.totalEntities ?? 0): void {
    let data = null;
    if (page) {
      const { totalEntities: _ignored, ...pageData } = page;
      data = pageData;
    }
    const message: AlarmDataUpdate = {
      cmdId: this.cmdId,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'ALARM_DATA',
      data,
      update,
      allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION,
      totalEntities,
    };
    this.session.send(this.cmdId, message);
  }
}
