import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { ApiUsagePage } from './ApiUsagePage';

// The canvas chart is not drawn in jsdom; its series are what the page hands it.
vi.mock('./UsageBarChart', () => ({
  UsageBarChart: ({ series, label }: { series: { name: string; values: number[] }[]; label: string }) => (
    <ul aria-label={label}>
      {series.map((bars) => (
        <li key={bars.name}>{`${bars.name}: ${bars.values.filter((value) => value > 0).join(' ')}`}</li>
      ))}
    </ul>
  ),
}));

const monthStart = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
};

const HOUR_MS = 3_600_000;
const thisHour = () => Date.now() - (Date.now() % HOUR_MS);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiUsagePage', () => {
  it("shows each feature's count this month with its state and limit, and the hourly and monthly counts", async () => {
    const server = fakeServer([
      {
        method: 'POST',
        url: /\/api\/entitiesQuery\/find$/,
        body: page([
          {
            entityId: { entityType: 'API_USAGE_STATE', id: 'usage-1' },
            latest: {
              TIME_SERIES: {
                transportMsgCount: { ts: monthStart(), value: '10' },
                transportDataPointsCount: { ts: monthStart(), value: '12' },
                transportApiState: { ts: Date.now(), value: 'DISABLED' },
                transportMsgLimit: { ts: monthStart(), value: '10' },
                transportDataPointsLimit: { ts: monthStart(), value: '0' },
                ruleEngineExecutionCount: { ts: monthStart(), value: '850' },
                ruleEngineExecutionLimit: { ts: monthStart(), value: '1000' },
                ruleEngineApiState: { ts: Date.now(), value: 'WARNING' },
              },
            },
            timeseries: null,
          },
        ]),
      },
      {
        url: /\/API_USAGE_STATE\/usage-1\/values\/timeseries\?keys=transportMsgCount%2C/,
        body: { ruleEngineExecutionCount: [{ ts: monthStart(), value: 850 }] },
      },
      {
        url: /\/API_USAGE_STATE\/usage-1\/values\/timeseries/,
        body: {
          transportMsgCountHourly: [
            { ts: thisHour() - HOUR_MS, value: 4 },
            { ts: thisHour(), value: 6 },
          ],
        },
      },
    ]);
    await renderWithProviders(<ApiUsagePage />);

    const messages = await screen.findByRole('region', { name: 'Transport messages' });
    expect(within(messages).getByText('10 / 10')).toBeDefined();
    expect(within(messages).getByText('Disabled')).toBeDefined();
    const dataPoints = screen.getByRole('region', { name: 'Transport data points' });
    expect(within(dataPoints).getByText('12')).toBeDefined();
    const ruleEngine = screen.getByRole('region', { name: 'Rule Engine executions' });
    expect(within(ruleEngine).getByText('850 / 1,000')).toBeDefined();
    expect(within(ruleEngine).getByText('Warning')).toBeDefined();
    const alarms = screen.getByRole('region', { name: 'Alarms created' });
    expect(within(alarms).getByText('0')).toBeDefined();
    expect(within(alarms).getByText('Enabled')).toBeDefined();
    const hourly = screen.getByRole('list', { name: 'Hourly activity, last 24 hours' });
    expect(await within(hourly).findByText('Transport messages: 4 6')).toBeDefined();
    const monthly = screen.getByRole('list', { name: 'Monthly activity, last 12 months' });
    expect(await within(monthly).findByText('Rule Engine executions: 850')).toBeDefined();
    expect(server.requests[0]?.body).toMatchObject({ entityFilter: { type: 'apiUsageState', customerId: null } });
  });

  it('says the usage could not be read when the server refuses it', async () => {
    fakeServer([
      {
        method: 'POST',
        url: /\/api\/entitiesQuery\/find$/,
        status: 500,
        body: { status: 500, message: 'Internal Server Error', errorCode: 2, timestamp: 0 },
      },
    ]);
    await renderWithProviders(<ApiUsagePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The API usage could not be read.');
  });
});
