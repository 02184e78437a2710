import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithProviders } from '../../test/render';
import { ApiUsagePage } from './ApiUsagePage';

// The canvas chart is not drawn in jsdom; its series are what the page hands it.
vi.mock('./HourlyUsageChart', () => ({
  HourlyUsageChart: ({ series, label }: { series: { name: string; values: number[] }[]; label: string }) => (
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
  it("shows each feature's count this month with its state, and the hourly counts", async () => {
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
              },
            },
            timeseries: null,
          },
        ]),
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
    expect(within(messages).getByText('10')).toBeDefined();
    expect(within(messages).getByText('Disabled')).toBeDefined();
    const dataPoints = screen.getByRole('region', { name: 'Transport data points' });
    expect(within(dataPoints).getByText('12')).toBeDefined();
    const chart = screen.getByRole('list', { name: 'Hourly activity, last 24 hours' });
    expect(await within(chart).findByText('Transport messages: 4 6')).toBeDefined();
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
