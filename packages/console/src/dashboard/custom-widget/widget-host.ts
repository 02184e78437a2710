import {
  type FrameMessage,
  type HostMessage,
  type InitMessage,
  parseFrameMessage,
  type WidgetRequest,
} from './protocol';

/** The frame's window as the host sees it: it can only post to it. */
export interface SandboxWindow {
  postMessage(message: HostMessage, targetOrigin: string): void;
}

/** Why the host gave up on a widget: its script failed, it stopped answering, or its frame never started. */
export type WidgetFailure = { kind: 'error'; message: string } | { kind: 'unresponsive' } | { kind: 'not-started' };

export interface CustomWidgetHostOptions {
  frame: SandboxWindow;
  /** runs a request of the widget after the host's checks; its rejection's message goes back to the widget */
  answer(request: WidgetRequest): Promise<unknown>;
  onFailure(failure: WidgetFailure): void;
  pingEveryMs?: number;
  /** a ping not answered within this time means the widget's script hangs */
  answerWithinMs?: number;
  /** the frame's bootstrap must say it is ready within this time */
  startWithinMs?: number;
}

/**
 * The dashboard's side of one custom widget's frame (decision 046): it starts the widget once the frame is ready and
 * the widget's data is loaded, forwards data and size changes, answers the widget's requests, and watches that the
 * frame still answers pings. It acts only on messages whose source is the frame's own window.
 */
export class CustomWidgetHost {
  private readonly options: Required<CustomWidgetHostOptions>;
  private ready = false;
  private started = false;
  private stopped = false;
  private pending: InitMessage | null = null;
  private lastData: InitMessage['data'] | null = null;
  private seq = 0;
  private pingSentAt: number | null = null;
  private readonly watchdog: ReturnType<typeof setInterval>;
  private readonly startTimer: ReturnType<typeof setTimeout>;

  constructor(options: CustomWidgetHostOptions) {
    this.options = { pingEveryMs: 1000, answerWithinMs: 3000, startWithinMs: 30_000, ...options };
    this.watchdog = setInterval(() => this.checkAlive(), this.options.pingEveryMs);
    this.startTimer = setTimeout(() => {
      if (!this.ready) this.fail({ kind: 'not-started' });
    }, this.options.startWithinMs);
  }

  /** The widget's code, config and current data: starts the widget the first time, later sends only new data. */
  load(init: InitMessage): void {
    if (this.stopped) return;
    if (!this.started) {
      this.pending = init;
      this.startIfReady();
      return;
    }
    if (init.data === this.lastData) return;
    this.lastData = init.data;
    this.post({ type: 'data', data: init.data, datasources: init.datasources });
  }

  resize(width: number, height: number): void {
    if (this.started) this.post({ type: 'resize', width, height });
  }

  setEditing(isEdit: boolean): void {
    if (this.started) this.post({ type: 'edit', isEdit });
  }

  /** Handles one `message` event of the page; anything not from the frame, or not of a known shape, is dropped. */
  receive(source: unknown, data: unknown): void {
    if (this.stopped || source !== this.options.frame) return;
    const message = parseFrameMessage(data);
    if (message) this.handle(message);
  }

  /** Tells the widget it goes (its `onDestroy`) and stops watching it. */
  stop(): void {
    if (this.stopped) return;
    if (this.started) this.post({ type: 'destroy' });
    this.halt();
  }

  private handle(message: FrameMessage): void {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.startIfReady();
        return;
      case 'pong':
        if (message.seq === this.seq) this.pingSentAt = null;
        return;
      case 'error':
        this.fail({ kind: 'error', message: message.message });
        return;
      case 'request':
        this.options.answer(message).then(
          (value) => this.post({ type: 'response', id: message.id, ok: true, value }),
          (error: unknown) =>
            this.post({
              type: 'response',
              id: message.id,
              ok: false,
              error: error instanceof Error ? error.message : String(error),
            }),
        );
        return;
    }
  }

  private startIfReady(): void {
    if (!this.ready || this.started || !this.pending) return;
    this.started = true;
    this.lastData = this.pending.data;
    this.post(this.pending);
    this.pending = null;
  }

  private checkAlive(): void {
    if (!this.ready || this.stopped) return;
    if (this.pingSentAt === null) {
      this.seq += 1;
      this.pingSentAt = Date.now();
      this.post({ type: 'ping', seq: this.seq });
    } else if (Date.now() - this.pingSentAt >= this.options.answerWithinMs) {
      this.fail({ kind: 'unresponsive' });
    }
  }

  private fail(failure: WidgetFailure): void {
    if (this.stopped) return;
    this.halt();
    this.options.onFailure(failure);
  }

  private halt(): void {
    this.stopped = true;
    clearInterval(this.watchdog);
    clearTimeout(this.startTimer);
  }

  private post(message: HostMessage): void {
    if (this.stopped) return;
    // The frame's origin is opaque ("null"), which no target origin can name; the window itself is the address.
    this.options.frame.postMessage(message, '*');
  }
}
