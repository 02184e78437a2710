import type { Api } from '@fleetdeck/client';
import type { Device } from '@fleetdeck/model';
import mqtt, { type IClientOptions, type MqttClient, type Packet } from 'mqtt';
import { expect } from 'vitest';
import { POLL, unique } from './fixtures.js';
import type { TestServer } from './server.js';

/** A device of the tenant with a known access token. */
export async function createDevice(api: Api, extra: Partial<Device> = {}): Promise<{ device: Device; token: string }> {
  const token = unique('token').replace(' ', '-');
  const device = await api.devices.save({ name: unique('Device'), ...extra }, token);
  return { device, token };
}

/** The device's server-scope attribute `key` as the REST API reads it (undefined while it has none). */
export async function serverAttribute(api: Api, device: Device, key: string): Promise<unknown> {
  const [entry] = await api.telemetry.attributes(device.id, 'SERVER_SCOPE', [key]);
  return entry?.value;
}

/**
 * Waits until the server records the new device as active. The transports record activity in the same step that
 * opens the device's session (an HTTP long poll, an MQTT connection), so once `active` is true the session is
 * open. It is a barrier for the first session of a device only: `active` stays true afterwards.
 */
export async function untilActive(api: Api, device: Device): Promise<void> {
  await expect.poll(() => serverAttribute(api, device, 'active'), POLL).toBe(true);
}

/** A client that connected, or the CONNACK return code it was refused with. */
export function connectDevice(
  server: TestServer,
  options: IClientOptions,
): Promise<{ client: MqttClient; returnCode: 0 } | { client: null; returnCode: number }> {
  return new Promise((resolve, reject) => {
    const client = mqtt.connect(server.mqttUrl, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
    client.once('connect', () => resolve({ client, returnCode: 0 }));
    client.once('error', (error: Error & { code?: number }) => {
      client.end(true);
      if (typeof error.code === 'number') resolve({ client: null, returnCode: error.code });
      else reject(error);
    });
  });
}

/** Connects with an access token; the test fails if the server refuses. */
export async function connectWithToken(server: TestServer, token: string, options: IClientOptions = {}) {
  const result = await connectDevice(server, { username: token, ...options });
  if (!result.client) throw new Error(`the server refused ${token} with CONNACK ${result.returnCode}`);
  return result.client;
}

/** Subscribes and answers the QoS the server granted for each filter (128 = refused). */
export function subscribe(client: MqttClient, filters: string[], qos: 0 | 1 | 2 = 1): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const onPacket = (packet: Packet) => {
      if (packet.cmd !== 'suback') return;
      client.off('packetreceive', onPacket);
      resolve((packet.granted ?? []) as number[]);
    };
    client.on('packetreceive', onPacket);
    client.subscribe(filters, { qos }, (error) => {
      if (error) reject(error);
    });
  });
}

export interface Received {
  topic: string;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tests look into whatever JSON came back
  json: any;
  qos: number;
}

/** The next message on a topic matching the predicate (any topic when none). */
export function nextMessage(
  client: MqttClient,
  match: (topic: string) => boolean = () => true,
  timeoutMs = 10000,
): Promise<Received> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('message', onMessage);
      reject(new Error(`no message within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (topic: string, payload: Buffer, packet: { qos: number }) => {
      if (!match(topic)) return;
      clearTimeout(timer);
      client.off('message', onMessage);
      const text = payload.toString();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      resolve({ topic, text, json, qos: packet.qos });
    };
    client.on('message', onMessage);
  });
}

export function publish(client: MqttClient, topic: string, payload: unknown, qos: 0 | 1 = 1): Promise<void> {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    client.publish(topic, text, { qos }, (error) => (error ? reject(error) : resolve()));
  });
}

/** Resolves when the server closes the connection. */
export function closed(client: MqttClient, timeoutMs = 10000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!client.connected) return resolve();
    const timer = setTimeout(() => reject(new Error(`the connection stayed open for ${timeoutMs} ms`)), timeoutMs);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function disconnect(client: MqttClient | null | undefined): Promise<void> {
  if (!client) return Promise.resolve();
  return new Promise((resolve) => client.end(true, {}, () => resolve()));
}

/** The device HTTP API, raw: status, content type and body text. */
export async function deviceHttp(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string; contentType: string | null; json: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, text, contentType: response.headers.get('content-type'), json };
}
