import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostMessage, InitMessage, WidgetRequest } from './protocol';
import { CustomWidgetHost, type WidgetFailure } from './widget-host';

const init = (data: InitMessage['data'] = []): InitMessage => ({
  type: 'init',
  html: '<div class="value"></div>',
  css: '',
  js: 'self.onInit = function () {};',
  config: { settings: {} },
  data,
  datasources: [],
  width: 200,
  height: 100,
  isEdit: false,
  stateId: 'default',
  stateParams: {},
  currentUser: { authority: 'TENANT_ADMIN', tenantId: 't', customerId: null },
});

function setup(answer: (request: WidgetRequest) => Promise<unknown> = vi.fn(async () => 'answered')) {
  const sent: HostMessage[] = [];
  const frame = { postMessage: (message: HostMessage) => sent.push(message) };
  const failures: WidgetFailure[] = [];
  const host = new CustomWidgetHost({ frame, answer, onFailure: (failure) => failures.push(failure) });
  return { host, frame, sent, failures, answer };
}

describe('CustomWidgetHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the widget once the frame is ready and its data is loaded, then sends only new data', () => {
    const { host, frame, sent } = setup();
    host.load(init());
    expect(sent).toEqual([]);
    host.receive(frame, { type: 'ready' });
    expect(sent.map((message) => message.type)).toEqual(['init']);
    const next = init([{ datasource: {}, dataKey: { name: 'temperature' }, data: [[1, 21.5]] }]);
    host.load(next);
    host.load({ ...next, width: 300 });
    expect(sent.at(-1)).toEqual({ type: 'data', data: next.data, datasources: [] });
    expect(sent).toHaveLength(2);
  });

  it('ignores messages from any other window and messages of unknown shape', () => {
    const { host, frame, sent, failures } = setup();
    host.load(init());
    host.receive({ postMessage() {} }, { type: 'ready' });
    host.receive(frame, { type: 'ready!' });
    host.receive(frame, 'ready');
    expect(sent).toEqual([]);
    host.receive({}, { type: 'error', message: 'forged' });
    expect(failures).toEqual([]);
  });

  it('reports the error the widget script threw and stops talking to the frame', () => {
    const { host, frame, sent, failures } = setup();
    host.load(init());
    host.receive(frame, { type: 'ready' });
    host.receive(frame, { type: 'error', message: 'boom' });
    expect(failures).toEqual([{ kind: 'error', message: 'boom' }]);
    host.load(init([{ datasource: {}, dataKey: {}, data: [] }]));
    vi.advanceTimersByTime(10_000);
    expect(sent.map((message) => message.type)).toEqual(['init']);
  });

  it('pings a ready frame and gives up on one that does not answer within 3 s', () => {
    const { host, frame, sent, failures } = setup();
    host.receive(frame, { type: 'ready' });
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([{ type: 'ping', seq: 1 }]);
    host.receive(frame, { type: 'pong', seq: 1 });
    vi.advanceTimersByTime(1000);
    expect(sent.at(-1)).toEqual({ type: 'ping', seq: 2 });
    vi.advanceTimersByTime(2000);
    expect(failures).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(failures).toEqual([{ kind: 'unresponsive' }]);
  });

  it('gives up on a frame that never says it is ready', () => {
    const { failures } = setup();
    vi.advanceTimersByTime(30_000);
    expect(failures).toEqual([{ kind: 'not-started' }]);
  });

  it('answers each request by its id, with the value or the refusal', async () => {
    const answer = vi.fn(async (request: WidgetRequest) => {
      if (request.op === 'rpcTwoWay') return { pong: true };
      throw new Error('the entity is not one of the widget');
    });
    const { host, frame, sent } = setup(answer);
    host.receive(frame, { type: 'ready' });
    host.receive(frame, { type: 'request', id: 7, op: 'rpcTwoWay', args: { method: 'ping' } });
    host.receive(frame, { type: 'request', id: 8, op: 'saveAttributes', args: {} });
    host.receive(frame, { type: 'request', id: 9, op: 'fetch', args: {} });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toContainEqual({ type: 'response', id: 7, ok: true, value: { pong: true } });
    expect(sent).toContainEqual({ type: 'response', id: 8, ok: false, error: 'the entity is not one of the widget' });
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('tells a started widget it is destroyed, once', () => {
    const { host, frame, sent } = setup();
    host.load(init());
    host.receive(frame, { type: 'ready' });
    host.stop();
    host.stop();
    expect(sent.map((message) => message.type)).toEqual(['init', 'destroy']);
  });
});
