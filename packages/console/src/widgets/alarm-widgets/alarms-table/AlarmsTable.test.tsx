import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WidgetAction } from '@fleetdeck/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { Datasource, WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import { AlarmsTable } from './AlarmsTable';
import { migrateAlarmsTable } from './migrate';
import type { AlarmColumnSettings, AlarmsTableSettings } from './settings';
import { testAlarm, testAlarms } from './test-alarms';

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-alarms-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;

const high = testAlarm('a1', {
  type: 'High Temperature',
  severity: 'MAJOR',
  status: 'ACTIVE_UNACK',
  createdTime: 3000,
});
const low = testAlarm('a2', {
  type: 'Low Humidity',
  severity: 'CRITICAL',
  status: 'ACTIVE_ACK',
  createdTime: 2000,
  originator: 'Thermostat T2',
});
const old = testAlarm('a3', { type: 'High Temperature', severity: 'MINOR', status: 'CLEARED_ACK', createdTime: 1000 });

type Change = (settings: AlarmsTableSettings, columns: AlarmColumnSettings[]) => void;

async function show(context: WidgetContext | undefined, change: Change = () => {}, data = [high, low, old]) {
  const config = migrateAlarmsTable(structuredClone(saved));
  change(
    config.settings,
    (config.alarmSource as Datasource).dataKeys.map((key) => key.settings as AlarmColumnSettings),
  );
  const host = testAlarms(data);
  await renderWidget(AlarmsTable, { config, data: [], alarms: host.alarms, context });
  return host;
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const texts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const action = (name: string, extra: Partial<WidgetAction> = {}): WidgetAction => ({
  id: name,
  name,
  icon: 'more_horiz',
  type: 'openDashboardState',
  targetDashboardStateId: 'alarm',
  ...extra,
});

// MUI tables are slow to query on a busy machine.
describe('the alarms table', { timeout: 20_000 }, () => {
  it('lists the alarms newest first with a column per key, severities coloured', async () => {
    await show(testContext());
    expect(screen.getByText('Alarms')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(1, 6)).toEqual(['Created time', 'Originator', 'Type', 'Severity', 'Status']);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(texts(rows[0]).slice(2, 6)).toEqual(['Thermostat T1', 'High Temperature', 'Major', 'Active Unacknowledged']);
    expect(texts(rows[1]).slice(2, 6)).toEqual(['Thermostat T2', 'Low Humidity', 'Critical', 'Active Acknowledged']);
    expect(within(rows[1]).getByText('Critical').style.color).toBe('red');
  });

  it('sorts by a column when its header is clicked', async () => {
    await show(testContext());
    await userEvent.click(screen.getByRole('button', { name: 'Originator' }));
    expect(bodyRows().map((row) => texts(row)[2])).toEqual(['Thermostat T1', 'Thermostat T1', 'Thermostat T2']);
  });

  it('searches the printed cells', async () => {
    await show(testContext());
    await userEvent.click(screen.getByRole('button', { name: 'Search alarms' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search alarms' }), 'humid');
    expect(bodyRows().map((row) => texts(row)[3])).toEqual(['Low Humidity']);
  });

  it('pages the alarms', async () => {
    await show(testContext(), (settings) => (settings.defaultPageSize = 2));
    expect(bodyRows()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(bodyRows().map((row) => texts(row)[3])).toEqual(['High Temperature']);
  });

  it('acknowledges and clears one alarm from its row', async () => {
    const host = await show(testContext());
    const first = bodyRows()[0];
    await userEvent.click(within(first).getByRole('button', { name: 'Acknowledge' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Clear' }));
    expect(host.acknowledged).toEqual(['a1']);
    expect(host.cleared).toEqual(['a1']);
    expect(within(bodyRows()[2]).getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);
  });

  it('acknowledges the selected alarms that still need it', async () => {
    const host = await show(testContext());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all alarms' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(host.acknowledged).toEqual(['a1']));
  });

  it('hides the selection, the row buttons and the search as the settings say', async () => {
    await show(testContext(), (settings) => {
      settings.allowAcknowledgment = false;
      settings.allowClear = false;
      settings.displayDetails = false;
      settings.enableSearch = false;
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search alarms' })).toBeNull();
  });

  it('runs rowClick with the originator and the alarm', async () => {
    const rowClick = action('open');
    const context = testContext({ actions: { rowClick: [rowClick] } });
    await show(context);
    await userEvent.click(within(bodyRows()[1]).getByText('Low Humidity'));
    expect(context.calls.actions).toEqual([
      {
        action: rowClick,
        target: { entity: { id: low.originator, name: 'Thermostat T2' }, additionalParams: { alarm: low } },
      },
    ]);
  });

  it('shows the cell buttons whose show condition allows them and runs them', async () => {
    const chart = action('chart', { icon: 'show_chart' });
    const hidden = action('only-critical', {
      useShowWidgetActionFunction: true,
      showWidgetActionFunction: "return data.severity === 'CRITICAL';",
    });
    const options: TestContextOptions = {
      actions: { actionCellButton: [chart, hidden] },
      functions: {
        "return data.severity === 'CRITICAL';": (_ctx, data) => (data as { severity: string }).severity === 'CRITICAL',
      },
    };
    const context = testContext(options);
    await show(context);
    const [first, second] = bodyRows();
    expect(within(first).queryByRole('button', { name: 'only-critical' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'only-critical' })).toBeTruthy();
    await userEvent.click(within(first).getByRole('button', { name: 'chart' }));
    expect(context.calls.actions).toEqual([
      {
        action: chart,
        target: { entity: { id: high.originator, name: 'Thermostat T1' }, additionalParams: { alarm: high } },
      },
    ]);
  });

  it('hides columns the settings hide and lets the column menu show them', async () => {
    await show(testContext(), (settings, columns) => {
      settings.enableSelectColumnDisplay = true;
      columns[1].defaultColumnVisibility = 'hidden';
    });
    expect(screen.queryByRole('columnheader', { name: 'Originator' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Columns to display' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Originator' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Originator' })).toBeTruthy();
  });

  it('filters by status', async () => {
    await show(testContext());
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cleared Acknowledged' }));
    await userEvent.keyboard('{Escape}');
    expect(bodyRows()).toHaveLength(1);
  });

  it('opens the details of an alarm', async () => {
    await show(testContext());
    await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Details' }));
    expect(screen.getByText('Alarm details')).toBeTruthy();
    expect(screen.getByDisplayValue('High Temperature')).toBeTruthy();
    expect(screen.getByDisplayValue('Active Unacknowledged')).toBeTruthy();
  });

  it('changes nothing outside a dashboard', async () => {
    const host = await show(undefined);
    expect(within(bodyRows()[0]).getByRole('button', { name: 'Acknowledge' })).toHaveProperty('disabled', true);
    expect(host.acknowledged).toEqual([]);
  });
});
