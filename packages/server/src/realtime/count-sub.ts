import type { EntityCountQuery, EntityCountUpdate } from '@fleetdeck/model';
import { countEntities } from '../entity-query/service.js';
import { DYNAMIC_REFRESH_MS } from './entity-data-sub.js';
import type { TenantListener } from './hub.js';
import type { SessionSubscription, WsSession } from './session.js';
import { WS_MESSAGES } from './updates.js';
import { CommandError } from './v1.js';

/** Entities of the tenant coming and going are counted again after this pause (several changes, one count). */
const RECOUNT_DELAY_MS = 300;

/**
 * An entity count command: the count first, then again whenever an entity of the tenant is created or
 * deleted and every minute, sent only when it changed.
 */
export class EntityCountSubscription implements TenantListener, SessionSubscription {
  private count: number | null = null;
  private readonly timer: NodeJS.Timeout;
  private recount: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly session: WsSession,
    private readonly cmdId: number,
    private readonly query: EntityCountQuery,
  ) {
    session.hub.watchTenant(session.user.tenantId, this);
    this.timer = setInterval(() => this.run(), DYNAMIC_REFRESH_MS);
    this.timer.unref();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    if (this.recount) clearTimeout(this.recount);
    this.session.hub.unwatchTenant(this.session.user.tenantId, this);
  }

  async start(): Promise<void> {
    if (!this.query || typeof this.query !== 'object') throw new CommandError(2, WS_MESSAGES.queryEmpty);
    await this.update();
  }

  onTenantEvent(): void {
    if (this.recount || this.closed) return;
    this.recount = setTimeout(() => {
      this.recount = null;
      this.run();
    }, RECOUNT_DELAY_MS);
  }

  private run(): void {
    this.update().catch((error: unknown) => this.session.ctx.log.error({ err: error }, 'entity recount failed'));
  }

  private async update(): Promise<void> {
    const count = await countEntities(this.session.ctx, this.session.user, this.query);
    if (this.closed || count === this.count) return;
    this.count = count;
    const update: EntityCountUpdate = {
      cmdId: this.cmdId,
      errorCode: 0,
      errorMsg: null,
      cmdUpdateType: 'COUNT_DATA',
      count,
    };
    this.session.send(this.cmdId, update);
  }
}
