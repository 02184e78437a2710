/**
 * Believable telemetry for simulated devices: thermostats whose temperature and humidity drift, and sensors with a
 * draining battery, a noisy signal and growing counters. Used by the server's demo simulation and by
 * `npm run simulate` (scripts/simulate.mjs imports the built file), so both send the same kind of data.
 */
export type SimulatedKind = 'thermostat' | 'sensor';

export type SimulatedValues = Record<string, number>;

/** A random walk that stays inside [min, max], pulled gently back towards its centre. */
class Drift {
  constructor(
    private value: number,
    private readonly min: number,
    private readonly max: number,
    private readonly step: number,
    private readonly random: () => number,
  ) {}

  next(): number {
    const centre = (this.min + this.max) / 2;
    const pull = (centre - this.value) * 0.02;
    this.value += (this.random() * 2 - 1) * this.step + pull;
    this.value = Math.min(this.max, Math.max(this.min, this.value));
    return this.value;
  }
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A small seeded generator (mulberry32), so a device's series is reproducible from its name. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** One simulated device: each call to next() gives its next reading. */
export class SimulatedDevice {
  private readonly random: () => number;
  private readonly temperature: Drift;
  private readonly humidity: Drift;
  private readonly signal: Drift;
  private battery: number;
  private counter: number;

  constructor(
    readonly kind: SimulatedKind,
    name: string,
  ) {
    this.random = seededRandom(seedOf(name));
    this.temperature = new Drift(18 + this.random() * 8, 12, 32, 0.4, this.random);
    this.humidity = new Drift(45 + this.random() * 20, 25, 85, 1.2, this.random);
    this.signal = new Drift(-70 + this.random() * 20, -95, -40, 3, this.random);
    this.battery = 60 + this.random() * 40;
    this.counter = Math.floor(this.random() * 1000);
  }

  next(): SimulatedValues {
    if (this.kind === 'thermostat') {
      return { temperature: round(this.temperature.next(), 1), humidity: round(this.humidity.next(), 1) };
    }
    this.battery -= 0.05 + this.random() * 0.05;
    // A drained battery is swapped for a fresh one.
    if (this.battery < 5) this.battery = 100;
    this.counter += Math.floor(this.random() * 5);
    return {
      battery: round(this.battery, 1),
      signal: Math.round(this.signal.next()),
      counter: this.counter,
    };
  }
}

/** Thermostats, temperature and humidity sensors read as thermostats; any other device as a generic sensor. */
export function kindOfDevice(name: string, type = ''): SimulatedKind {
  return /thermostat|dht|temperature|humid/i.test(`${name} ${type}`) ? 'thermostat' : 'sensor';
}
