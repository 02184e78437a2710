import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer, type TlsOptions } from 'node:tls';
import { Aedes } from 'aedes';

export interface PublishedMessage {
  clientId: string;
  topic: string;
  payload: string;
  qos: number;
}

/**
 * A real MQTT broker for tests, standing for a broker a user runs: it keeps what clients publish, and when given
 * a user name and password it refuses clients that do not present them. With TLS options it speaks MQTT over TLS.
 */
export class TestMqttBroker {
  readonly published: PublishedMessage[] = [];
  readonly connectedClientIds: string[] = [];
  private readonly broker: Aedes;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(credentials?: { username: string; password: string }, tls?: TlsOptions) {
    this.broker = new Aedes({
      authenticate: (_client, username, password, callback) => {
        if (!credentials) return callback(null, true);
        const ok = username === credentials.username && password?.toString('utf8') === credentials.password;
        if (ok) return callback(null, true);
        const refused = Object.assign(new Error('Bad user name or password'), { returnCode: 4 as const });
        callback(refused, false);
      },
    });
    this.broker.on('client', (client) => this.connectedClientIds.push(client.id));
    this.broker.on('publish', (packet, client) => {
      if (!client) return;
      this.published.push({
        clientId: client.id,
        topic: packet.topic,
        payload: packet.payload.toString(),
        qos: packet.qos,
      });
    });
    const accept = (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      this.broker.handle(socket);
    };
    this.server = tls ? createTlsServer(tls, accept) : createServer(accept);
  }

  /** Listens on the given port, or any free one; answers the port. */
  async start(port = 0): Promise<number> {
    await this.broker.listen();
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  /** Stops the broker, cutting the connections its clients still hold. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.broker.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
