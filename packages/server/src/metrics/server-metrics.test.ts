import { describe, expect, it } from 'vitest';
import { ServerMetrics } from './server-metrics.js';

function sample(text: string, name: string): string | undefined {
  return text
    .split('\n')
    .find((line) => line.startsWith(`${name} `))
    ?.slice(name.length + 1);
}

describe('the server metrics', () => {
  it('count device messages by type and the points persisted', async () => {
    const metrics = new ServerMetrics({ processMetrics: false });
    metrics.deviceMessage('telemetry');
    metrics.deviceMessage('telemetry');
    metrics.httpDeviceMessage('attributes');
    metrics.pointsPersisted(5);
    const { body } = await metrics.exposition();
    expect(sample(body, 'fleetdeck_device_messages_received_total{type="telemetry"}')).toBe('2');
    expect(sample(body, 'fleetdeck_device_http_messages_received_total{type="attributes"}')).toBe('1');
    expect(sample(body, 'fleetdeck_telemetry_points_persisted_total')).toBe('5');
  });

  it('keep counting across scrapes', async () => {
    const metrics = new ServerMetrics({ processMetrics: false });
    metrics.deviceMessage('attributes');
    metrics.pointsPersisted(2);
    await metrics.exposition();
    metrics.deviceMessage('attributes');
    metrics.pointsPersisted(3);
    const { body } = await metrics.exposition();
    expect(sample(body, 'fleetdeck_device_messages_received_total{type="attributes"}')).toBe('2');
    expect(sample(body, 'fleetdeck_telemetry_points_persisted_total')).toBe('5');
    expect(sample((await metrics.exposition()).body, 'fleetdeck_telemetry_points_persisted_total')).toBe('5');
  });

  it('read a gauge from its owner at each scrape', async () => {
    const metrics = new ServerMetrics({ processMetrics: false });
    let depth = 3;
    metrics.gauge('fleetdeck_test_depth', 'a level', () => depth);
    expect(sample((await metrics.exposition()).body, 'fleetdeck_test_depth')).toBe('3');
    depth = 0;
    expect(sample((await metrics.exposition()).body, 'fleetdeck_test_depth')).toBe('0');
  });

  it('put rule engine latencies into their buckets', async () => {
    const metrics = new ServerMetrics({ processMetrics: false });
    metrics.ruleEngineMessage(0.003);
    metrics.ruleEngineMessage(2);
    const { body } = await metrics.exposition();
    expect(sample(body, 'fleetdeck_rule_engine_message_duration_seconds_bucket{le="0.005"}')).toBe('1');
    expect(sample(body, 'fleetdeck_rule_engine_message_duration_seconds_bucket{le="2.5"}')).toBe('2');
    expect(sample(body, 'fleetdeck_rule_engine_message_duration_seconds_count')).toBe('2');
  });

  it('include the event-loop lag with the process figures', async () => {
    const { body } = await new ServerMetrics().exposition();
    expect(body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });
});
