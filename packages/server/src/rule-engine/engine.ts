import { hostname } from 'node:os';
import { newId, uuidTime } from '../common/uuid.js';
import type { RuleEngineContext } from '../context.js';
import {
  type Connection,
  coreChainIdsWithNodeTypes,
  type DeviceRouting,
  deviceProfileRoutings,
  loadChain,
  rootChainId,
} from './chain-store.js';
import { errorText } from './component-events.js';
import { type DebugEntry, DebugEventRecorder } from './debug-events.js';
import { DeviceRoutingLoader } from './device-routing-loader.js';
import { EngineEvents } from './engine-events.js';
import type { TbMsg } from './message.js';
import {
  FAILURE,
  failure,
  type NodeAnswer,
  type NodeContext,
  type NodeProcessor,
  type NodeResult,
  type RuleNodeDefinition,
} from './node.js';
import { startNodes } from './node-start.js';
import { RULE_NODE_KINDS } from './nodes/index.js';
import { DEFAULT_QUEUE_STATS_INTERVAL_MS, QueueStatsReporter } from './queue-stats-reporter.js';
import { MessageLog } from './queues/message-log.js';
import { unfinishedMessages } from './queues/message-store.js';
import { type QueueAddress, QueueDirectory } from './queues/queue-directory.js';
import type { RuleEngineException } from './queues/queue-stats.js';
import { type QueueEntry, RuleQueue } from './queues/rule-queue.js';

/** A chain ready to run: each node with its processor. */
interface RunnableChain {
  id: string;
  tenantId: string;
  name: string;
  firstNodeId: string | null;
  nodes: Map<string, { definition: RuleNodeDefinition; process: NodeProcessor }>;
  connections: Map<string, Connection[]>;
}

/** Where a message continues once the chain it was forwarded to hands it back: the forwarding node. */
interface ReturnAddress {
  chainId: string;
  nodeId: string;
}

/** Where a message a checkpoint node handed to another queue goes on: along `relation` of that node. */
interface ResumePoint {
  chainId: string;
  nodeId: string;
  relation: string;
  callers: readonly ReturnAddress[];
}

/** A message in a queue until its pack is committed; stored then unless its sender still holds it. */
interface QueuedMessage extends QueueEntry {
  msg: TbMsg;
  queue: QueueAddress;
  resume: ResumePoint | null;
  /** whether a row of it is stored, to be deleted once it is done */
  stored: boolean;
  /** why a node sent the message along `resume.relation` (Failure); kept in memory only */
  error?: unknown;
}

/** How one message's run ended: failed when a node's failure found no Failure connection. */
interface RunOutcome {
  failure?: unknown;
  /** why it failed, as the queue statistics tell it: the first failure of the run */
  exception?: RuleEngineException;
}

/** A device's routing as read, and once read, its value: every device message needs it, so it is read without a wait. */
interface CachedRouting {
  routing: Promise<DeviceRouting>;
  known?: DeviceRouting;
  until: number;
}

interface Step {
  chainId: string;
  nodeId: string;
  msg: TbMsg;
  /** the "rule chain" nodes that forwarded the message into the chains it is in, innermost last */
  callers: readonly ReturnAddress[];
  /** the relation that brought the message to the node; empty where it entered a chain */
  via: string;
}

export interface RuleEngineOptions {
  /** node runs one message may take before it is dropped (cycles in a chain) */
  maxNodeExecutionsPerMessage?: number;
  /** how long the rule chain of a device (by its profile) is remembered */
  deviceChainCacheMs?: number;
  /** how often each rule node's message and error counts are stored as a STATS event; 0 stores none */
  statsPersistFrequencyMs?: number;
  /**
   * how often the messages each queue processed for each tenant are saved as time series of the tenant's
   * `TbServiceQueue` asset; 0 saves none
   */
  queueStatsIntervalMs?: number;
  /** the name under which this server stores the queued messages it takes, and replays them at start */
  serverName?: string;
}

/** Node runs after which a message gives the event loop a turn, so long chains never hold it. */
const YIELD_EVERY = 16;
const DEFAULT_MAX_NODE_EXECUTIONS = 1000;
const DEFAULT_DEVICE_CHAIN_CACHE_MS = 10_000;

const resultsOf = (answer: NodeAnswer): readonly NodeResult[] =>
  answer === null ? [] : 'relation' in answer ? [answer] : answer;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The node classes that take no input and run on their own (the generator): their chains run without messages. */
const SELF_STARTING_CLASSES = RULE_NODE_KINDS.filter(
  (kind) => !kind.descriptor.configurationDescriptor.nodeDefinition.inEnabled,
).map((kind) => kind.descriptor.clazz);

/**
 * Runs platform messages through the rule chains as stored: a device's message through its profile's default
 * chain, everything else (and devices whose profile names none) through the tenant's root chain, starting at the
 * chain's first node and following every connection of the relation type each node answers. Chains are loaded
 * once and kept until reload().
 */
export class RuleEngine {
  private readonly chains = new Map<string, Promise<RunnableChain | null>>();
  /** the tenant of each loaded chain, so a tenant's chains can be forgotten without waiting */
  private readonly chainTenants = new Map<string, string>();
  private readonly roots = new Map<string, Promise<string | null>>();
  private readonly deviceRoutes = new Map<string, CachedRouting>();
  private readonly routingLoader: DeviceRoutingLoader;
  private readonly directory: QueueDirectory;
  private readonly queues = new Map<string, RuleQueue<QueuedMessage>>();
  private readonly messageLog: MessageLog;
  private readonly serverName: string;
  private readonly unknownTypesLogged = new Set<string>();
  private readonly maxNodeExecutions: number;
  private readonly deviceChainCacheMs: number;
  private readonly stopListening: () => void;
  private readonly stopRunningActions: () => void;
  private readonly background = new Set<Promise<void>>();
  private readonly debugEvents: DebugEventRecorder;
  private closed = false;
  private readonly events: EngineEvents;
  private readonly queueStats: QueueStatsReporter;
  /** how many times each chain began loading, so that only its latest load reports its lifecycle */
  private readonly loadCounts = new Map<string, number>();

  constructor(
    private readonly ctx: RuleEngineContext,
    options: RuleEngineOptions = {},
  ) {
    this.maxNodeExecutions = options.maxNodeExecutionsPerMessage ?? DEFAULT_MAX_NODE_EXECUTIONS;
    this.deviceChainCacheMs = options.deviceChainCacheMs ?? DEFAULT_DEVICE_CHAIN_CACHE_MS;
    this.routingLoader = new DeviceRoutingLoader((deviceIds) => deviceProfileRoutings(ctx.db, deviceIds));
    this.debugEvents = new DebugEventRecorder(ctx.db);
    this.events = new EngineEvents(ctx.db, ctx.log, options.statsPersistFrequencyMs);
    this.directory = new QueueDirectory(ctx);
    this.messageLog = new MessageLog(ctx.storage, ctx.log);
    this.serverName = options.serverName ?? hostname();
    this.queueStats = new QueueStatsReporter(
      ctx,
      this.serverName,
      options.queueStatsIntervalMs ?? DEFAULT_QUEUE_STATS_INTERVAL_MS,
    );
    this.stopListening = ctx.bus.subscribe((event) => {
      if (event.type !== 'entitySaved' && event.type !== 'entityDeleted') return;
      const kind = event.entityId.entityType;
      if (kind === 'DEVICE') this.deviceRoutes.delete(event.entityId.id);
      else if (kind === 'DEVICE_PROFILE') this.deviceRoutes.clear();
      else if (kind === 'QUEUE') this.directory.invalidate();
      else if (kind === 'RULE_CHAIN' || kind === 'RULE_NODE') {
        this.reload(event.tenantId);
        // A changed chain starts again at once, as the platform's chain actor does, so its lifecycle events tell
        // the change before any message passes.
        if (kind === 'RULE_CHAIN') this.restart(event.entityId.id);
      }
    });
    // Entity actions run on the process where the user's call was made, once for the cluster.
    this.stopRunningActions = ctx.bus.subscribeLocal((event) => {
      if (event.type === 'entityAction') this.enqueue(event.msg);
    });
  }

  /**
   * Hands one message to its queue and resolves once it is done with there. The queue is the one the device's
   * profile names (for a device's message), else the one the message's `queueName` metadata names, else Main; the
   * message is stored before its chain starts and deleted once its pack is committed. It resolves after every node
   * it reached is done, so whatever those nodes store is committed (a device is acknowledged only then). A node
   * that fails sends the message along Failure; where no Failure connection exists the message failed, and the
   * queue's processing strategy decides whether it runs again or is skipped (logged).
   */
  async push(msg: TbMsg, queueName?: string): Promise<void> {
    await this.pushTo(msg, queueName ?? null, true);
  }

  /**
   * Hands over a message its sender still holds until this resolves: a device's message, acknowledged (MQTT PUBACK,
   * HTTP 200) only once it is done with in its queue, or a REST RPC call, answered only then. Such a message is not
   * stored: if the process dies before it is done, its sender got no acknowledgement and sends it again (an MQTT
   * QoS 1 publish is delivered again, an HTTP request is retried), so nothing acknowledged is lost without it. In
   * every other way it goes as push() says.
   */
  async pushHeldBySender(msg: TbMsg): Promise<void> {
    await this.pushTo(msg, null, false);
  }

  private async pushTo(msg: TbMsg, queueName: string | null, stored: boolean): Promise<void> {
    const started = performance.now();
    try {
      await (await this.accept(msg, queueName, null, stored)).finished;
    } finally {
      this.ctx.metrics.ruleEngineMessage((performance.now() - started) / 1000);
    }
  }

  /**
   * Processes again the messages this server stored and did not finish before it stopped, then loads every core
   * chain holding a node that runs without input (a generator), so those nodes start with the server rather than on
   * the chain's first message.
   */
  async start(): Promise<void> {
    await this.replayUnfinished();
    await this.startSelfStartingChains();
  }

  private async replayUnfinished(): Promise<void> {
    const rows = await unfinishedMessages(this.ctx.db, this.serverName);
    if (rows.length > 0) this.ctx.log.info({ messages: rows.length }, 'rule engine messages processed again');
    for (const row of rows) {
      const msg = JSON.parse(row.msg) as TbMsg;
      const queue = await this.directory.resolve(msg.tenantId, row.queue_name);
      const resume = row.resume ? (JSON.parse(row.resume) as ResumePoint) : null;
      this.queueOf(queue).submit(this.entryOf(row.id, msg, queue, resume, true).entry);
    }
  }

  /** The queue a message goes to when its submitter names none: its device profile's, its metadata's, or Main. */
  private async queueNameFor(msg: TbMsg): Promise<string | null> {
    if (msg.originator.entityType === 'DEVICE') {
      const routing = await this.deviceRouting(msg.originator.id);
      if (routing.queueName) return routing.queueName;
    }
    return msg.metadata.queueName || null;
  }

  /** queueNameFor() without a wait, when the device's routing was read already; undefined when it was not. */
  private knownQueueNameFor(msg: TbMsg): string | null | undefined {
    if (msg.originator.entityType !== 'DEVICE') return msg.metadata.queueName || null;
    const routing = this.knownRouting(msg.originator.id);
    if (!routing) return undefined;
    return routing.queueName || msg.metadata.queueName || null;
  }

  /** The queue of the message's owner the name means, without a wait when it was resolved before. */
  private async queueAddress(msg: TbMsg, queueName: string | null): Promise<QueueAddress> {
    let name = queueName;
    if (name === null) {
      const known = this.knownQueueNameFor(msg);
      name = known === undefined ? await this.queueNameFor(msg) : known;
    }
    return this.directory.known(msg.tenantId, name) ?? (await this.directory.resolve(msg.tenantId, name));
  }

  /**
   * Hands the message to its queue, stored first when `stored` (answers once it is stored); `finished` resolves once
   * it is done with there.
   */
  private async accept(
    msg: TbMsg,
    queueName: string | null,
    resume: ResumePoint | null,
    stored: boolean,
    error?: unknown,
  ): Promise<{ finished: Promise<void> }> {
    const queue = await this.queueAddress(msg, queueName);
    let id = msg.id;
    if (stored) {
      id = newId();
      await this.messageLog.append({
        id,
        created_time: uuidTime(id),
        tenant_id: msg.tenantId,
        server: this.serverName,
        queue_name: queue.name,
        msg: JSON.stringify(msg),
        resume: resume ? JSON.stringify(resume) : null,
      });
    }
    const { entry, finished } = this.entryOf(id, msg, queue, resume, stored);
    if (error !== undefined) entry.error = error;
    this.queueOf(queue).submit(entry);
    return { finished };
  }

  private entryOf(id: string, msg: TbMsg, queue: QueueAddress, resume: ResumePoint | null, stored: boolean) {
    let done: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const entry: QueuedMessage = {
      id,
      tenantId: msg.tenantId,
      originatorId: msg.originator.id,
      msg,
      queue,
      resume,
      stored,
      done,
    };
    return { entry, finished };
  }

  private queueOf(address: QueueAddress): RuleQueue<QueuedMessage> {
    let queue = this.queues.get(address.key);
    if (!queue) {
      queue = new RuleQueue<QueuedMessage>({
        settings: () => this.directory.settings(address),
        run: (entry) => this.process(entry),
        finished: (entry) => {
          if (entry.stored) this.messageLog.remove(entry.id);
        },
        attempted: (attempt, final) => this.queueStats.stats.attempted(address.name, attempt, final),
      });
      this.queues.set(address.key, queue);
    }
    return queue;
  }

  /** Runs one queued message through its chain; true when it succeeded. */
  private async process(entry: QueuedMessage): Promise<boolean> {
    const outcome: RunOutcome = {};
    try {
      const steps = await this.firstSteps(entry, outcome);
      await this.run(steps, outcome, entry.queue.name);
    } catch (error) {
      this.ctx.log.error({ err: error, originator: entry.msg.originator }, 'rule engine message failed');
      outcome.failure = error;
      outcome.exception ??= { ts: Date.now(), message: errorText(error) };
    }
    if (outcome.exception) this.queueStats.stats.failed(entry.queue.name, entry.tenantId, outcome.exception);
    // The failure itself was logged where it happened.
    return outcome.failure === undefined;
  }

  private async firstSteps(entry: QueuedMessage, outcome: RunOutcome): Promise<Step[]> {
    const { msg, resume } = entry;
    if (resume) {
      const chain = await this.chain(resume.chainId);
      const node = chain?.nodes.get(resume.nodeId);
      if (!chain || !node) return [];
      return this.nextSteps(chain, node.definition, resume.callers, msg, resume.relation, outcome, entry.error);
    }
    if (!this.ctx.apiUsage.enabled(msg.tenantId, 'RE')) {
      // As the platform: a tenant whose rule engine executions reached the month's limit has its messages skipped.
      this.ctx.log.debug(
        { tenantId: msg.tenantId },
        'rule engine is disabled due to API limits; the message is skipped',
      );
      return [];
    }
    const chainId = await this.chainIdFor(msg);
    if (!chainId) {
      this.ctx.log.warn({ tenantId: msg.tenantId }, 'no rule chain to process the message; it is dropped');
      return [];
    }
    const chain = await this.chain(chainId);
    if (!chain?.firstNodeId) return [];
    return [{ chainId, nodeId: chain.firstNodeId, msg, callers: [], via: '' }];
  }

  private async startSelfStartingChains(tenantId?: string): Promise<void> {
    const ids = await coreChainIdsWithNodeTypes(this.ctx.db, SELF_STARTING_CLASSES, tenantId);
    await Promise.all(ids.map((id) => this.chain(id)));
  }

  /**
   * Runs a message in the background, as the platform's queue would: the caller goes on at once. Used for the
   * messages the platform sends about what users and nodes changed (entity lifecycle, attributes, alarms), in the
   * queue named (a node's messages go to the queue of the message it handled); a failure is logged. close() waits
   * for what is still running.
   */
  enqueue(msg: TbMsg, queueName?: string): void {
    const work = this.push(msg, queueName)
      .catch((failed: unknown) =>
        this.ctx.log.error(
          { err: failed, msgType: msg.type, originator: msg.originator },
          'rule engine message failed',
        ),
      )
      .finally(() => this.background.delete(work));
    this.background.add(work);
  }

  /**
   * Forgets the tenant's chains (after they changed) at once, so the next message loads them again; chains still
   * loading are forgotten too, since they may have read the old rows. Chains with nodes that run on their own are
   * loaded again at once, so those nodes restart with the chain's new version.
   */
  reload(tenantId: string): void {
    this.roots.delete(tenantId);
    this.deviceRoutes.clear();
    for (const id of [...this.chains.keys()]) {
      const owner = this.chainTenants.get(id);
      if (owner === undefined || owner === tenantId) {
        this.dispose(this.chains.get(id));
        this.chains.delete(id);
        this.chainTenants.delete(id);
      }
    }
    if (this.closed) return;
    const restart = this.startSelfStartingChains(tenantId)
      .catch((error: unknown) => this.ctx.log.error({ err: error, tenantId }, 'rule chains could not be started'))
      .finally(() => this.background.delete(restart));
    this.background.add(restart);
  }

  /** Loads a chain again in the background (a deleted one reports its nodes stopped). */
  private restart(chainId: string): void {
    const work = this.chain(chainId)
      .then(() => undefined)
      .catch((failed: unknown) => this.ctx.log.warn({ err: failed, ruleChainId: chainId }, 'rule chain did not load'))
      .finally(() => this.background.delete(work));
    this.background.add(work);
  }

  /** Stops the timers of a forgotten chain's nodes, once it has loaded. */
  private dispose(chain: Promise<RunnableChain | null> | undefined): void {
    void chain
      ?.then((loaded) => {
        for (const node of loaded?.nodes.values() ?? []) node.process.dispose?.();
      })
      .catch(() => undefined);
  }

  /**
   * Stops the queues (the pack being processed ends; what waits stays stored for the next start), waits for the
   * continuations still running (replies of devices) and stops listening to the bus.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    this.stopRunningActions();
    for (const chain of this.chains.values()) this.dispose(chain);
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.allSettled([...this.background]);
    await this.messageLog.close();
    await this.events.close();
    await this.queueStats.close();
  }

  private async chainIdFor(msg: TbMsg): Promise<string | null> {
    if (msg.ruleChainId && (await this.chain(msg.ruleChainId))) return msg.ruleChainId;
    if (msg.originator.entityType === 'DEVICE') {
      const own = (this.knownRouting(msg.originator.id) ?? (await this.deviceRouting(msg.originator.id))).chainId;
      if (own && (await this.chain(own))) return own;
    }
    let root = this.roots.get(msg.tenantId);
    if (!root) {
      root = rootChainId(this.ctx.db, msg.tenantId);
      this.roots.set(msg.tenantId, root);
      root.catch(() => this.roots.delete(msg.tenantId));
    }
    return root;
  }

  private deviceRouting(deviceId: string): Promise<DeviceRouting> {
    const now = Date.now();
    const cached = this.deviceRoutes.get(deviceId);
    if (cached && cached.until > now) return cached.routing;
    const routing = this.routingLoader.load(deviceId);
    const entry: CachedRouting = { routing, until: now + this.deviceChainCacheMs };
    this.deviceRoutes.set(deviceId, entry);
    routing.then(
      (known) => {
        entry.known = known;
      },
      () => {
        if (this.deviceRoutes.get(deviceId) === entry) this.deviceRoutes.delete(deviceId);
      },
    );
    return routing;
  }

  private knownRouting(deviceId: string): DeviceRouting | undefined {
    const cached = this.deviceRoutes.get(deviceId);
    return cached && cached.until > Date.now() ? cached.known : undefined;
  }

  private chain(chainId: string): Promise<RunnableChain | null> {
    let chain = this.chains.get(chainId);
    if (!chain) {
      const load = (this.loadCounts.get(chainId) ?? 0) + 1;
      this.loadCounts.set(chainId, load);
      chain = this.loadRunnable(chainId, load);
      this.chains.set(chainId, chain);
      chain.catch(() => this.chains.delete(chainId));
    }
    return chain;
  }

  /** Whether a load is still the chain's latest: a load overtaken by a newer one may have read older rows. */
  private isLatestLoad(chainId: string, load: number): boolean {
    return this.loadCounts.get(chainId) === load;
  }

  private async loadRunnable(chainId: string, load: number): Promise<RunnableChain | null> {
    const stored = await loadChain(this.ctx.db, chainId);
    if (!stored) {
      if (this.isLatestLoad(chainId, load)) this.events.chainGone(chainId);
      return null;
    }
    this.chainTenants.set(chainId, stored.tenantId);
    const { processors: nodes, loaded } = startNodes(stored, (type) => {
      if (this.unknownTypesLogged.has(type)) return;
      this.unknownTypesLogged.add(type);
      this.ctx.log.warn(
        { ruleNodeType: type, ruleChainId: chainId },
        'rule node type is not supported; its messages go to Failure',
      );
    });
    if (this.isLatestLoad(chainId, load)) await this.events.chainLoaded(stored, loaded);
    const chain: RunnableChain = {
      id: stored.id,
      tenantId: stored.tenantId,
      name: stored.name,
      firstNodeId: stored.firstNodeId,
      nodes,
      connections: stored.connections,
    };
    for (const { definition, process } of this.closed ? [] : nodes.values()) {
      process.start?.({
        app: this.ctx,
        node: definition,
        tenantId: chain.tenantId,
        tellLater: (msg, relation, error) => this.continueLater(chain, definition, [], msg, relation, error),
        enqueue: (msg) => this.enqueue(msg),
      });
    }
    return chain;
  }

  private async run(initial: Step[], outcome: RunOutcome, queueName?: string): Promise<void> {
    const queue = [...initial];
    let executions = 0;
    while (queue.length > 0) {
      const step = queue.shift() as Step;
      executions++;
      if (executions > this.maxNodeExecutions) {
        outcome.failure = new Error(`Message is processed by more then ${this.maxNodeExecutions} rule nodes!`);
        outcome.exception ??= { ts: Date.now(), message: errorText(outcome.failure) };
        this.ctx.log.warn(
          { ruleChainId: step.chainId, originator: step.msg.originator },
          `message dropped after ${this.maxNodeExecutions} rule node executions`,
        );
        return;
      }
      if (executions % YIELD_EVERY === 0) await nextTurn();
      const chain = await this.chain(step.chainId);
      const node = chain?.nodes.get(step.nodeId);
      if (!chain || !node) continue;
      const context: NodeContext = {
        app: this.ctx,
        node: node.definition,
        tellLater: (msg, relation, error) =>
          this.continueLater(chain, node.definition, step.callers, msg, relation, error),
        enqueue: (msg) => this.enqueue(msg, queueName),
      };
      let answer: NodeAnswer;
      this.ctx.apiUsage.add(chain.tenantId, 'RE');
      try {
        answer = await node.process(step.msg, context);
        this.events.nodeProcessed(chain.tenantId, node.definition.id);
      } catch (error) {
        // A node that throws, rather than answering Failure, had an error the platform records as an event.
        await this.events.nodeThrew(chain.tenantId, node.definition.id, error);
        answer = failure(step.msg, error);
      }
      if (node.definition.debugMode) await this.recordDebug(chain, node.definition, step, resultsOf(answer));
      for (const result of resultsOf(answer)) {
        queue.push(...(await this.stepsAfter(chain, node.definition, step.callers, result, outcome)));
      }
    }
  }

  /**
   * Stores what a node in debug mode received and sent on: an IN event, then an OUT event per result (ACK when the
   * message ended there). A failure to store them is logged and the message goes on.
   */
  private async recordDebug(
    chain: RunnableChain,
    node: RuleNodeDefinition,
    step: Step,
    results: readonly NodeResult[],
  ): Promise<void> {
    const entries: DebugEntry[] = [{ direction: 'IN', msg: step.msg, relationType: step.via }];
    for (const result of results) {
      entries.push({ direction: 'OUT', msg: result.msg, relationType: result.relation, error: result.error });
    }
    if (results.length === 0) entries.push({ direction: 'OUT', msg: step.msg, relationType: 'ACK' });
    await this.storeDebugEvents(chain.tenantId, node, entries);
  }

  /** A failure to store debug events is logged, and the message goes on. */
  private async storeDebugEvents(tenantId: string, node: RuleNodeDefinition, entries: DebugEntry[]): Promise<void> {
    try {
      await this.debugEvents.record(node, tenantId, entries);
    } catch (error) {
      this.ctx.log.warn({ err: error, ruleNodeId: node.id }, 'rule node debug events could not be stored');
    }
  }

  /**
   * Where a node's result goes: into another chain (a "rule chain" node), back to the node that forwarded the
   * message into this chain (an output node, with its name as the relation; the message ends when nothing forwarded
   * it), or along the node's connections.
   */
  private async stepsAfter(
    chain: RunnableChain,
    node: RuleNodeDefinition,
    callers: readonly ReturnAddress[],
    result: NodeResult,
    outcome: RunOutcome,
  ): Promise<Step[]> {
    if (result.toQueue !== undefined) {
      const resume = { chainId: chain.id, nodeId: node.id, relation: result.relation, callers };
      try {
        // Stored in the other queue, the message is done here; it goes on there in the background.
        await this.accept(result.msg, result.toQueue, resume, true);
        return [];
      } catch (error) {
        return this.nextSteps(chain, node, callers, result.msg, FAILURE, outcome, error);
      }
    }
    if (result.forwardTo !== undefined) {
      const target = await this.chain(result.forwardTo);
      if (!target || target.tenantId !== chain.tenantId) {
        const error = new Error(`Rule chain with id [${result.forwardTo}] is not found`);
        return this.nextSteps(chain, node, callers, result.msg, FAILURE, outcome, error);
      }
      if (!target.firstNodeId) return [];
      const returnAddress = { chainId: chain.id, nodeId: node.id };
      return [
        {
          chainId: target.id,
          nodeId: target.firstNodeId,
          msg: result.msg,
          callers: [...callers, returnAddress],
          via: '',
        },
      ];
    }
    if (result.returnToCaller) {
      const caller = callers.at(-1);
      if (!caller) return [];
      const callerChain = await this.chain(caller.chainId);
      const callerNode = callerChain?.nodes.get(caller.nodeId);
      if (!callerChain || !callerNode) return [];
      return this.nextSteps(
        callerChain,
        callerNode.definition,
        callers.slice(0, -1),
        result.msg,
        result.relation,
        outcome,
      );
    }
    return this.nextSteps(chain, node, callers, result.msg, result.relation, outcome, result.error);
  }

  /** The steps that follow a node's answer; a failure nobody handles fails the message. */
  private async nextSteps(
    chain: RunnableChain,
    node: RuleNodeDefinition,
    callers: readonly ReturnAddress[],
    msg: TbMsg,
    relation: string,
    outcome: RunOutcome,
    error?: unknown,
  ): Promise<Step[]> {
    const targets = (chain.connections.get(node.id) ?? []).filter((connection) => connection.type === relation);
    if (relation === FAILURE && targets.length === 0) {
      this.ctx.log.warn(
        { err: error, ruleNode: node.name, ruleNodeId: node.id, originator: msg.originator },
        'rule node failed to process the message',
      );
      outcome.failure = error ?? new Error(`${node.name} failed`);
      outcome.exception ??= {
        ts: Date.now(),
        message: errorText(outcome.failure),
        ruleChainId: chain.id,
        ruleChainName: chain.name,
        ruleNodeId: node.id,
        ruleNodeName: node.name,
      };
    }
    const steps: Step[] = [];
    for (const target of targets) {
      if (target.toType === 'RULE_NODE') {
        steps.push({ chainId: chain.id, nodeId: target.toId, msg, callers, via: relation });
      } else {
        const other = await this.chain(target.toId);
        if (other?.firstNodeId) steps.push({ chainId: other.id, nodeId: other.firstNodeId, msg, callers, via: '' });
      }
    }
    return steps;
  }

  private continueLater(
    chain: RunnableChain,
    node: RuleNodeDefinition,
    callers: readonly ReturnAddress[],
    msg: TbMsg,
    relation: string,
    error?: unknown,
  ): void {
    // What a node sends on later (a delayed or generated message, a device's RPC reply, a count) is a new message of
    // the queues, as the platform enqueues it: the message it came from was done with already and nobody else holds
    // it, so it is stored and goes on along `relation` of the node, in the queue its originator's messages go to.
    // A node in debug mode shows what it sends on later as an OUT event, as it shows what it answers at once.
    const resume: ResumePoint = { chainId: chain.id, nodeId: node.id, relation, callers };
    const debugged = node.debugMode
      ? this.storeDebugEvents(chain.tenantId, node, [{ direction: 'OUT', msg, relationType: relation, error }])
      : Promise.resolve();
    const work = debugged
      .then(() => this.accept(msg, null, resume, true, error))
      .then(() => undefined)
      .catch((failed: unknown) => this.ctx.log.error({ err: failed }, 'rule engine continuation failed'))
      .finally(() => this.background.delete(work));
    this.background.add(work);
  }
}
