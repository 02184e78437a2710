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
