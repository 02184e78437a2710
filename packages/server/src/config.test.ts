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

describe('the cost of password hashes', () => {
  it("is bcrypt's 10 unless set, and refuses what bcrypt cannot use", () => {
    expect(loadConfig({}).passwordHashRounds).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_ROUNDS: '' }).passwordHashRounds).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_ROUNDS: '4' }).passwordHashRounds).toBe(4);
    expect(() => loadConfig({ PASSWORD_HASH_ROUNDS: '3' })).toThrow(
      "PASSWORD_HASH_ROUNDS must be a whole number from 4 to 31, not '3'",
    );
    expect(() => loadConfig({ PASSWORD_HASH_ROUNDS: '32' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_ROUNDS: 'strong' })).toThrow(ConfigError);
  });
});

describe('the time to live of events', () => {
  it('keeps debug events a week and the others for good unless told, and refuses a negative time', () => {
    const defaults = loadConfig({});
    expect([defaults.debugEventsTtl, defaults.eventsTtl, defaults.eventsTtlCheckInterval]).toEqual([604800, 0, 3600]);
    const set = loadConfig({ DEBUG_EVENTS_TTL: '0', EVENTS_TTL: '86400', EVENTS_TTL_CHECK_INTERVAL: '60' });
    expect([set.debugEventsTtl, set.eventsTtl, set.eventsTtlCheckInterval]).toEqual([0, 86400, 60]);
    expect(() => loadConfig({ EVENTS_TTL: '-1' })).toThrow(
      "EVENTS_TTL must be a whole number of seconds, 0 or more, not '-1'",
    );
  });
});

describe('the statistics events of rule nodes', () => {
  it('stores them every hour unless told, 0 stores none, and refuses what is not a whole number of milliseconds', () => {
    expect(loadConfig({}).statsPersistFrequency).toBe(3_600_000);
    expect(loadConfig({ STATS_PERSIST_FREQUENCY: '500' }).statsPersistFrequency).toBe(500);
    expect(loadConfig({ STATS_PERSIST_FREQUENCY: '0' }).statsPersistFrequency).toBe(0);
    expect(() => loadConfig({ STATS_PERSIST_FREQUENCY: '1.5' })).toThrow(
      "STATS_PERSIST_FREQUENCY must be a whole number of milliseconds, 0 or more, not '1.5'",
    );
  });
});

describe('the rule-engine queue statistics', () => {
  it('are saved every minute unless told, 0 saves none, and refuses what is not a whole number of milliseconds', () => {
    expect(loadConfig({}).ruleEngineStatsInterval).toBe(60_000);
    expect(loadConfig({ RULE_ENGINE_STATS_INTERVAL: '300' }).ruleEngineStatsInterval).toBe(300);
    expect(loadConfig({ RULE_ENGINE_STATS_INTERVAL: '0' }).ruleEngineStatsInterval).toBe(0);
    expect(() => loadConfig({ RULE_ENGINE_STATS_INTERVAL: '-1' })).toThrow(
      "RULE_ENGINE_STATS_INTERVAL must be a whole number of milliseconds, 0 or more, not '-1'",
    );
  });
});

describe('the log format', () => {
  it('is readable lines in a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  });

  it('stops the start with one line on an unknown format', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow("LOG_FORMAT must be pretty or json, not 'xml'");
  });
});

describe('the key of repository credentials', () => {
  it('is unset unless VC_SECRET_KEY gives 32 bytes, and stops the start with one line otherwise', () => {
    expect(loadConfig({}).vcSecretKey).toBeNull();
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ VC_SECRET_KEY: key.toString('base64') }).vcSecretKey).toEqual(key);
    expect(() => loadConfig({ VC_SECRET_KEY: 'c2hvcnQ=' })).toThrow(
      new ConfigError('VC_SECRET_KEY must be the Base64 of 32 bytes'),
    );
  });
});
