import type { ClusterLink } from '../realtime/event-bus.js';
import type { DeviceSessionRegistry } from '../transport/sessions.js';
import type { DeviceRpcRequest, DeviceRpcResult } from './device-rpc-manager.js';

/** A process listens here while it holds a session of the device that subscribed to RPC. */
const deviceChannel = (deviceId: string) => `fleetdeck:rpc:device:${deviceId}`;
/** Answers to the requests a process forwarded come back here, matched by request id. */
const replyChannel = (processId: string) => `fleetdeck:rpc:reply:${processId}`;

/**
 * How long after its expiration a forwarded request still waits for the answer of the process that delivered it
 * (that process times it out itself at the expiration): past it, that process is taken as gone.
 */
const REPLY_GRACE_MS = 2_000;

export type RoutedRpcRequest = DeviceRpcRequest & { requestUUID: string };

interface ForwardedRequest {
  origin: string;
  request: RoutedRpcRequest;
}

interface ForwardedReply {
  rpcId: string;
  result?: DeviceRpcResult;
  /** the delivering process failed (its database write, say); the request fails here as it would there */
  failure?: string;
}

interface Waiting {
  resolve(result: DeviceRpcResult | null): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Server-side RPC across the processes of a cluster. A device's session lives on one process, while the REST call
 * or rule chain that makes the request may run on another: that one sends the request on the device's channel to
 * whichever process holds an RPC session of the device, which delivers it as its own and sends the outcome back.
 */
export class ClusterRpcRoute {
  private readonly waiting = new Map<string, Waiting>();
  /** the devices whose channel this process listens on, with the function that stops listening */
  private readonly listening = new Map<string, Promise<() => Promise<void>>>();
  private stopReplies: (() => Promise<void>) | null = null;

  constructor(
    private readonly link: ClusterLink,
    private readonly sessions: DeviceSessionRegistry,
    /** delivers a request to this process's sessions of the device, as if it had been made here */
    private readonly deliver: (request: RoutedRpcRequest) => Promise<DeviceRpcResult>,
    private readonly onError: (error: unknown) => void,
  ) {
    sessions.addListener({
      connected: () => undefined,
      disconnected: () => undefined,
      rpcSubscribed: (session) => this.listenFor(session.device.id),
      closed: (session) => {
        if (this.sessions.rpcSessionsOf(session.device.id).length === 0) this.stopListeningFor(session.device.id);
      },
    });
  }

  async start(): Promise<void> {
    this.stopReplies = await this.link.listen(replyChannel(this.link.processId), (message) =>
      this.onReply(message as ForwardedReply),
    );
  }

  /**
   * Hands the request to the process that holds an RPC session of its device, and resolves with that process's
   * outcome; null at once when no process of the cluster does (the request then waits here for a session).
   */
  forward(request: RoutedRpcRequest): Promise<DeviceRpcResult | null> {
    const rpcId = request.requestUUID;
    return new Promise((resolve, reject) => {
      const done = (result: DeviceRpcResult | null) => {
        clearTimeout(waiting.timer);
        this.waiting.delete(rpcId);
        resolve(result);
      };
      const waiting: Waiting = {
        resolve: done,
        reject: (error) => {
          clearTimeout(waiting.timer);
          this.waiting.delete(rpcId);
          reject(error);
        },
        timer: setTimeout(
          () => done({ error: 'TIMEOUT' }),
          Math.max(0, request.expirationTime - Date.now()) + REPLY_GRACE_MS,
        ),
      };
      // Registered before sending: the answer may come back before the send resolves.
      this.waiting.set(rpcId, waiting);
      const message: ForwardedRequest = { origin: this.link.processId, request };
      this.link.send(deviceChannel(request.deviceId), message).then(
        (listeners) => {
          if (listeners === 0) done(null);
        },
        (error: unknown) => {
          this.onError(error);
          done(null);
        },
      );
    });
  }

  /** Stops listening; forwarded requests still waiting end as timed out. */
  async stop(): Promise<void> {
    for (const waiting of [...this.waiting.values()]) waiting.resolve({ error: 'TIMEOUT' });
    const stops = [...this.listening.values()];
    this.listening.clear();
    await Promise.allSettled([...stops.map(async (stop) => (await stop)()), this.stopReplies?.()]);
    this.stopReplies = null;
  }

  private listenFor(deviceId: string): void {
    if (this.listening.has(deviceId)) return;
    const stop = this.link.listen(deviceChannel(deviceId), (message) => {
      void this.onRequest(message as ForwardedRequest);
    });
    stop.catch((error: unknown) => {
      if (this.listening.get(deviceId) === stop) this.listening.delete(deviceId);
      this.onError(error);
    });
    this.listening.set(deviceId, stop);
  }

  private stopListeningFor(deviceId: string): void {
    const stop = this.listening.get(deviceId);
    if (!stop) return;
    this.listening.delete(deviceId);
    stop.then((unlisten) => unlisten()).catch(this.onError);
  }

  private async onRequest({ origin, request }: ForwardedRequest): Promise<void> {
    let reply: ForwardedReply;
    try {
      reply = { rpcId: request.requestUUID, result: await this.deliver(request) };
    } catch (error) {
      this.onError(error);
      reply = { rpcId: request.requestUUID, failure: error instanceof Error ? error.message : String(error) };
    }
    await this.link.send(replyChannel(origin), reply).catch(this.onError);
  }

  private onReply(reply: ForwardedReply): void {
    const waiting = this.waiting.get(reply.rpcId);
    if (!waiting) return;
    if (reply.failure !== undefined) waiting.reject(new Error(reply.failure));
    else waiting.resolve(reply.result ?? {});
  }
}
