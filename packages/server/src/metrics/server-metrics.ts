import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type DeviceMessageType = 'telemetry' | 'attributes';

/** Adds the counts by type to the counter and sets them back to zero. */
function addByType(counter: Counter<'type'>, counts: Record<DeviceMessageType, number>): void {
  for (const type of ['telemetry', 'attributes'] as const) {
    if (counts[type] > 0) counter.inc({ type }, counts[type]);
    counts[type] = 0;
  }
}

/**
 * The server process's Prometheus figures. Rates are counters the code moves as things happen; levels (queue
 * depth, open sessions) are gauges read from their owners when Prometheus scrapes, so nothing keeps a second count
 * that could drift from the real one. Node's own figures (event-loop lag, heap, CPU, handles) come with them.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly deviceMessages: Counter<'type'>;
  private readonly httpDeviceMessages: Counter<'type'>;
  private readonly persistedPoints: Counter;
  private readonly ruleEngineLatency: Histogram;
  /**
   * Counts taken since the last scrape, added to their counters when Prometheus scrapes: a counter's inc() hashes
   * its labels on each call, which showed on the ingest path, where every device message moves one.
   */
  private readonly unscraped = {
    deviceMessages: { telemetry: 0, attributes: 0 },
    httpDeviceMessages: { telemetry: 0, attributes: 0 },
    persistedPoints: 0,
  };

  /** processMetrics: false leaves Node's own figures out (tests that build many contexts in one process) */
  constructor(options: { processMetrics?: boolean } = {}) {
    if (options.processMetrics !== false) collectDefaultMetrics({ register: this.registry });
    this.deviceMessages = new Counter({
      name: 'fleetdeck_device_messages_received_total',
      help: 'Telemetry and attribute messages devices sent, over any transport',
      labelNames: ['type'],
      registers: [this.registry],
      collect: () => addByType(this.deviceMessages, this.unscraped.deviceMessages),
    });
    this.httpDeviceMessages = new Counter({
      name: 'fleetdeck_device_http_messages_received_total',
      help: 'Telemetry and attribute messages devices sent over the HTTP device API',
      labelNames: ['type'],
      registers: [this.registry],
      collect: () => addByType(this.httpDeviceMessages, this.unscraped.httpDeviceMessages),
    });
    this.persistedPoints = new Counter({
      name: 'fleetdeck_telemetry_points_persisted_total',
      help: 'Time-series data points committed to storage by this process',
      registers: [this.registry],
      collect: () => {
        if (this.unscraped.persistedPoints > 0) this.persistedPoints.inc(this.unscraped.persistedPoints);
        this.unscraped.persistedPoints = 0;
      },
    });
    this.ruleEngineLatency = new Histogram({
      name: 'fleetdeck_rule_engine_message_duration_seconds',
      help: 'Time from a message entering the rule engine until every rule node it reached is done',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  deviceMessage(type: DeviceMessageType): void {
    this.unscraped.deviceMessages[type]++;
  }

  httpDeviceMessage(type: DeviceMessageType): void {
    this.unscraped.httpDeviceMessages[type]++;
  }

  pointsPersisted(count: number): void {
    this.unscraped.persistedPoints += count;
  }

  ruleEngineMessage(seconds: number): void {
    this.ruleEngineLatency.observe(seconds);
  }

  /** A level read from its owner at each scrape. */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** The text exposition format, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
