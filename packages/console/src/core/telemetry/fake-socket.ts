import type { TelemetryPluginCmdsWrapper } from '@fleetdeck/model';

/**
 * The server end of the telemetry WebSocket for unit tests (the network edge): records the URL and every command,
 * and lets a test accept, answer or drop the connection.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: TelemetryPluginCmdsWrapper[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  get token(): string | null {
    return new URL(this.url).searchParams.get('token');
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  answer(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }

  /** Every command of one list the client sent, in order. */
  commands<K extends keyof TelemetryPluginCmdsWrapper>(list: K): NonNullable<TelemetryPluginCmdsWrapper[K]> {
    return this.sent.flatMap((wrapper) => wrapper[list] ?? []) as NonNullable<TelemetryPluginCmdsWrapper[K]>;
  }

  static last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset(): void {
    FakeSocket.all = [];
  }
}
