import { createServer, type Server } from 'node:net';
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import type { Db } from '../../storage/schema.js';
import { deviceByMqttCredentials } from '../device-identity.js';
import type { TransportServices } from '../services.js';
import { MqttConnection } from './connection.js';
import { type BatchingClient, readWhileOpen } from './read-when-idle.js';
import { subscriptionOf, TOPICS } from './topics.js';

/** CONNACK return codes of MQTT 3.1.1 that the platform answers refused connections with. */
const SERVER_UNAVAILABLE = 3;
const NOT_AUTHORIZED = 5;

/** A user name or client id of `provision` opens a session that may only provision. */
const PROVISION = 'provision';

export interface MqttTransport {
  port: number;
  close(): Promise<void>;
}

function refusal(returnCode: number, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

/** aedes keeps the MQTT parser of a client private; the transport reads packets off it before aedes handles them. */
interface ParsingClient extends BatchingClient {
  _parser: {
    prependListener(event: 'packet', listener: (packet: MqttPacket) => void): void;
  };
}

interface MqttPacket {
  cmd: string;
  messageId?: number;
  subscriptions?: { topic: string; qos: number }[];
}

type Route = (packet: PublishPacket, client: Client | null, done?: (error?: Error) => void) => void;

/**
 * A device's PUBLISH is handled in authorizePublish and goes to no other client (authorizeForward drops it), so
 * aedes' routing of it after the PUBACK (retained store, offline queues, subscription matching, a packet copy) is
 * work for nothing: about a tenth of the ingest profile. Only publishes that do not come from a device connection
 * (the broker's own heartbeat) take aedes' way.
 */
function skipRoutingOfDevicePublishes(broker: Aedes, fromDevice: (client: Client) => boolean): void {
  const route = broker.publish.bind(broker) as unknown as Route;
  const publish: Route = (packet, clientOrDone, done) => {
    if (typeof clientOrDone === 'function') return route(packet, null, clientOrDone);
    if (clientOrDone && fromDevice(clientOrDone)) {
      done?.();
      return;
    }
    route(packet, clientOrDone, done);
  };
  (broker as unknown as { publish: Route }).publish = publish;
}

/**
 * The device MQTT API on an embedded aedes broker. aedes speaks the protocol; every decision is ours: CONNECT is
 * authenticated by device credentials, SUBSCRIBE is granted only on the API's topics, and a device's PUBLISH never
 * goes to another client. A QoS 1 PUBLISH is acknowledged only once what its messages store is committed, because
 * the authorizePublish hook (which aedes runs before it writes the PUBACK) waits for the rule engine to finish them.
 */
export async function startMqttTransport(
  db: Db,
  services: TransportServices,
  port: number,
  host: string,
): Promise<MqttTransport> {
  const connections = new WeakMap<Client, MqttConnection>();
  const all = new Set<MqttConnection>();

  const broker = new Aedes({
    // Each device has its own session state on our side; broker-side persistent sessions would only hold copies.
    preConnect: (client, packet, callback) => {
      const connection = connections.get(client);
      if (connection) connection.clientId = packet.clientId ?? '';
      packet.clean = true;
      callback(null, true);
    },
    authenticate: (client, username, password, callback) => {
      const connection = connections.get(client);
      if (!connection) return callback(refusal(SERVER_UNAVAILABLE, 'unknown connection'), false);
      const clientId = connection.clientId;
      if (username === PROVISION || clientId === PROVISION) {
        connection.provisionOnly = true;
        return callback(null, true);
      }
      deviceByMqttCredentials(db, clientId, username ?? null, password ? password.toString('utf8') : null).then(
        (device) => {
          if (!device) return callback(refusal(NOT_AUTHORIZED, 'not authorized'), false);
          connection.authenticated(device);
          callback(null, true);
        },
        (error: unknown) => {
          services.log.error({ err: error }, 'MQTT authentication failed');
          callback(refusal(SERVER_UNAVAILABLE, 'server unavailable'), false);
        },
      );
    },
    authorizeSubscribe: (client, subscription, callback) => {
      const connection = connections.get(client);
      const meaning = subscriptionOf(subscription.topic);
      const allowed =
        connection && meaning && (!connection.provisionOnly || subscription.topic === TOPICS.provisionResponse);
      if (!connection || !meaning || !allowed) return callback(null, null);
      connection.subscribed(subscription.topic, meaning, subscription.qos);
      callback(null, subscription);
    },
    authorizePublish: (client, packet, callback) => {
      const connection = client ? connections.get(client) : undefined;
      if (!connection) return callback(new Error('unknown connection'));
      // Retained device messages would be kept by the broker and handed to later subscribers: never keep them.
      packet.retain = false;
      const handle = () =>
        connection.handlePublish(packet).then(
          () => callback(null),
          (error: unknown) => {
            services.log.debug({ err: error, topic: packet.topic }, 'MQTT publish refused, closing the connection');
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
      // While the server is overloaded the message waits here. aedes reads a client's next packets only once every
      // packet of its last read is handled, so the socket is not read meanwhile and TCP pushes back on the device.
      const gate = services.admission.whenOpen();
      if (gate) gate.then(handle);
      else handle();
    },
    authorizeForward: (client, packet) => {
      // A device's own publish carries its client id: it is handled above and goes to nobody.
      if ((packet as { clientId?: string }).clientId) return null;
      const connection = connections.get(client);
      if (connection && packet.qos > 0) packet.messageId = connection.claimMessageId();
      return packet;
    },
  });
  skipRoutingOfDevicePublishes(broker, (client) => connections.has(client));
  await broker.listen();

  broker.on('subscribe', (subscriptions, client) => {
    connections.get(client)?.subscriptionsConfirmed(subscriptions.map((subscription) => subscription.topic));
  });
  broker.on('unsubscribe', (topics, client) => connections.get(client)?.unsubscribed(topics));

  const server: Server = createServer((socket) => {
    const client = broker.handle(socket);
    readWhileOpen(socket, client as unknown as ParsingClient, services.admission);
    const connection = new MqttConnection(client, services);
    connections.set(client, connection);
    all.add(connection);
    (client as unknown as ParsingClient)._parser.prependListener('packet', (packet) => {
      // The API grants at most QoS 1; aedes would grant what was asked, so the request is lowered first.
      if (packet.cmd === 'subscribe') {
        for (const subscription of packet.subscriptions ?? []) subscription.qos = Math.min(subscription.qos, 1);
      } else if (packet.cmd === 'puback' && packet.messageId !== undefined) {
        connection.acknowledged(packet.messageId);
      }
    });
    socket.on('close', () => {
      connection.closedByPeer();
      all.delete(connection);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      for (const connection of all) connection.client.conn.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
