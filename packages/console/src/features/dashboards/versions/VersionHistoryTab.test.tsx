import type { DashboardVersionInfo } from '@fleetdeck/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../core/notifications/toast-store';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { VersionHistoryTab } from './VersionHistoryTab';

const DASHBOARD_ID = '00000000-0000-11ee-8000-000000000061';

function version(number: number, title: string): DashboardVersionInfo {
  return {
    id: `00000000-0000-11ee-8000-00000000010${number}`,
    dashboardId: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
    version: number,
    createdTime: 1_700_000_000_000 + number,
    userId: { entityType: 'USER', id: '00000000-0000-11ee-8000-000000000071' },
    userName: 'tenant@fleetdeck.io',
    title,
  };
}

const page = (data: DashboardVersionInfo[]) => ({
  data,
  totalPages: 1,
  totalElements: data.length,
  hasNext: false,
});
const LIST = /\/api\/dashboard\/[^/]+\/versions\?/;

describe('version history tab', () => {
  beforeEach(() => {
    signInAs('TENANT_ADMIN');
    useToastStore.setState({ toasts: [] });
  });

  it('lists the versions newest first and compares only a chosen pair', async () => {
    const server = fakeServer([{ url: LIST, body: page([version(2, 'Renamed'), version(1, 'Plant')]) }]);
    await renderWithProviders(<VersionHistoryTab dashboardId={DASHBOARD_ID} onRestored={() => {}} />);
    const rows = await screen.findAllByTestId('version-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Renamed'),
      expect.stringContaining('Plant'),
    ]);
    expect(rows[0]?.textContent).toContain('tenant@fleetdeck.io');
    const listed = new URL(server.requests[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(listed.searchParams)).toMatchObject({ sortProperty: 'version', sortOrder: 'DESC' });

    const compare = screen.getByRole('button', { name: 'Compare versions' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select version 2' }));
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select version 1' }));
    expect((compare as HTMLButtonElement).disabled).toBe(false);
  });

  it('pages through more versions than one page holds, newest first', async () => {
    const server = fakeServer([
      {
        url: /[?&]page=1(&|$)/,
        body: { data: [version(1, 'Plant')], totalPages: 2, totalElements: 11, hasNext: false },
      },
      {
        url: LIST,
        body: { data: [version(3, 'Newest'), version(2, 'Renamed')], totalPages: 2, totalElements: 11, hasNext: true },
      },
    ]);
    await renderWithProviders(<VersionHistoryTab dashboardId={DASHBOARD_ID} onRestored={() => {}} />);
    expect(await screen.findByText('1 – 10 of 11')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('version-row').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Plant'),
      ]),
    );
    const second = new URL(server.requests.at(-1)?.url ?? '', 'http://x');
    expect(Object.fromEntries(second.searchParams)).toMatchObject({ page: '1', pageSize: '10', sortOrder: 'DESC' });
  });

  it('restores a version after confirmation and reads the list again', async () => {
    const onRestored = vi.fn();
    const server = fakeServer([
      { url: LIST, body: page([version(2, 'Renamed'), version(1, 'Plant')]) },
      { method: 'POST', url: /\/versions\/[^/]+\/restore$/, body: { title: 'Plant' } },
    ]);
    await renderWithProviders(<VersionHistoryTab dashboardId={DASHBOARD_ID} onRestored={onRestored} />);
    const [, first] = await screen.findAllByTestId('version-row');
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Restore version' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore version' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    const restore = server.requests.find((request) => request.method === 'POST');
    expect(restore?.url).toContain(`/api/dashboard/${DASHBOARD_ID}/versions/${version(1, '').id}/restore`);
    await waitFor(() => expect(server.requests.filter((request) => LIST.test(request.url))).toHaveLength(2));
  });

  it("shows the server's message when the version is gone, and reports no restore", async () => {
    const onRestored = vi.fn();
    const gone = version(1, 'Plant').id;
    fakeServer([
      { url: LIST, body: page([version(1, 'Plant')]) },
      {
        method: 'POST',
        url: /\/restore$/,
        status: 404,
        body: { status: 404, message: `Dashboard version with id [${gone}] is not found`, errorCode: 32, timestamp: 0 },
      },
    ]);
    await renderWithProviders(<VersionHistoryTab dashboardId={DASHBOARD_ID} onRestored={onRestored} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', {
        name: 'Restore version',
      }),
    );
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
        `Dashboard version with id [${gone}] is not found`,
      ]),
    );
    expect(onRestored).not.toHaveBeenCalled();
  });
});
