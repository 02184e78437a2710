import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardSandbox } from './dashboard-sandbox';
import { withWidgetServices } from './widget-services';

let sandbox: DashboardSandbox;

beforeAll(async () => {
  sandbox = await DashboardSandbox.create();
});

afterAll(() => sandbox.dispose());

/** Runs a cell content function as a widget host does: (value, entity, ctx) with a JSON snapshot as ctx. */
const cell = (body: string, value: unknown) => {
  const names = ['value', 'entity', 'ctx'];
  return sandbox.call(withWidgetServices(body, names), names, [value, {}, { settings: {} }]);
};

const local = (ts: number) => {
  const date = new Date(ts);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
};

describe("the widget context's date service in the sandbox", () => {
  const firmwareCell =
    "if (value !== '') {\n    return ctx.date.transform(value, 'yyyy-MM-dd HH:mm:ss');\n}\nreturn '';";
  const ts = 1764155096789;

  it('formats a timestamp as the demo firmware table shows its target time', () => {
    expect(cell(firmwareCell, ts)).toEqual({ ok: true, value: local(ts) });
  });

  it('reads a timestamp sent as text', () => {
    expect(cell(firmwareCell, String(ts))).toEqual({ ok: true, value: local(ts) });
  });

  it('answers null for no value or a value that is no date, as the date pipe does', () => {
    expect(cell('return ctx.date.transform(value, "yyyy");', null)).toEqual({ ok: true, value: null });
    expect(cell('return ctx.date.transform(value, "yyyy");', 'soon')).toEqual({ ok: true, value: null });
  });

  it('keeps quoted text and knows milliseconds, 12-hour clocks and month names', () => {
    const date = new Date(ts);
    const hours12 = String(date.getHours() % 12 || 12);
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getMonth()];
    expect(cell('return ctx.date.transform(value, "\'at\' h a SSS MMM");', ts)).toEqual({
      ok: true,
      value: `at ${hours12} ${date.getHours() < 12 ? 'AM' : 'PM'} 789 ${month}`,
    });
  });

  it('reaches the show condition of an action button through widgetContext', () => {
    const names = ['widgetContext', 'data'];
    const body = 'return typeof widgetContext.date.transform === "function";';
    expect(sandbox.call(withWidgetServices(body, names), names, [{}, {}])).toEqual({ ok: true, value: true });
  });

  it('leaves functions without a widget context as they are', () => {
    expect(withWidgetServices('return value;', ['time', 'value'])).toBe('return value;');
  });
});
