import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('the dashboard data point limit', () => {
  it('is the platform default of 50000 unless set', () => {
    expect(loadConfig({}).maxDatapointsLimit).toBe(50000);
    expect(loadConfig({ DASHBOARD_MAX_DATAPOINTS_LIMIT: '800' }).maxDatapointsLimit).toBe(800);
  });

  it('stops the start with one line when it is not a positive whole number', () => {
    expect(() => loadConfig({ DASHBOARD_MAX_DATAPOINTS_LIMIT: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ DASHBOARD_MAX_DATAPOINTS_LIMIT: '0' })).toThrow(
      "DASHBOARD_MAX_DATAPOINTS_LIMIT must be a whole number greater than zero, not '0'",
    );
  });
});

describe('the Prometheus endpoint', () => {
  it('is off unless a port is set, and then listens on the loopback address', () => {
    expect(loadConfig({}).metricsPort).toBe(0);
    const config = loadConfig({ METRICS_PORT: '9464' });
    expect(config.metricsPort).toBe(9464);
    expect(config.metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
  });

  it('stops the start with one line for a port that is not one', () => {
    expect(() => loadConfig({ METRICS_PORT: 'prometheus' })).toThrow(
      "METRICS_PORT must be a port number from 0 to 65535, not 'prometheus'",
    );
  });
});
