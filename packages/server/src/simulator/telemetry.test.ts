import { describe, expect, it } from 'vitest';
import { kindOfDevice, SimulatedDevice } from './telemetry.js';

describe('simulated telemetry', () => {
  it('keeps a thermostat within believable bounds, drifting a little each reading', () => {
    const device = new SimulatedDevice('thermostat', 'Thermostat T1');
    let previous = device.next();
    for (let i = 0; i < 2000; i++) {
      const reading = device.next();
      expect(reading.temperature).toBeGreaterThanOrEqual(12);
      expect(reading.temperature).toBeLessThanOrEqual(32);
      expect(reading.humidity).toBeGreaterThanOrEqual(25);
      expect(reading.humidity).toBeLessThanOrEqual(85);
      expect(Math.abs((reading.temperature as number) - (previous.temperature as number))).toBeLessThan(1.5);
      previous = reading;
    }
  });

  it('drains a sensor battery slowly and only ever counts up', () => {
    const device = new SimulatedDevice('sensor', 'Test Device A1');
    const first = device.next();
    let last = first;
    for (let i = 0; i < 100; i++) {
      const reading = device.next();
      expect(reading.counter).toBeGreaterThanOrEqual(last.counter as number);
      expect(reading.signal).toBeLessThanOrEqual(-40);
      last = reading;
    }
    expect(last.battery).toBeLessThan(first.battery as number);
  });

  it('gives the same series to the same device name', () => {
    expect(new SimulatedDevice('sensor', 'X').next()).toEqual(new SimulatedDevice('sensor', 'X').next());
  });

  it('reads thermostats and temperature sensors as thermostats', () => {
    expect(kindOfDevice('Thermostat T2', 'thermostat')).toBe('thermostat');
    expect(kindOfDevice('DHT11 Demo Device')).toBe('thermostat');
    expect(kindOfDevice('Raspberry Pi Demo Device', 'default')).toBe('sensor');
  });
});
