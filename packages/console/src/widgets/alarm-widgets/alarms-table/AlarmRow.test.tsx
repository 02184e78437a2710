// @vitest-environment jsdom
// Cell HTML is sanitised by DOMPurify, which does not support happy-dom; jsdom behaves as a browser does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Table, TableBody } from '@mui/material';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import type { Datasource, WidgetConfig } from '../../widget-config';
import { AlarmRow } from './AlarmRow';
import { alarmColumns } from './alarm-columns';
import { migrateAlarmsTable } from './migrate';
import type { AlarmColumnSettings, AlarmsTableSettings } from './settings';
import { testAlarm } from './test-alarms';

afterEach(cleanup);

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/thermostats-alarms-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;
const alarm = testAlarm('a1', {
  type: 'High Temperature',
  severity: 'MAJOR',
  status: 'ACTIVE_UNACK',
  createdTime: 3000,
});

function showRow(
  change: (columns: AlarmColumnSettings[], settings: AlarmsTableSettings) => void,
  functions: Record<string, (...args: unknown[]) => unknown>,
) {
  const config = migrateAlarmsTable(structuredClone(saved));
  const source = config.alarmSource as Datasource;
  change(
    source.dataKeys.map((key) => key.settings as AlarmColumnSettings),
    config.settings,
  );
  const context = testContext({ functions });
  render(
    <Table>
      <TableBody>
        <AlarmRow
          alarm={alarm}
          columns={alarmColumns(source)}
          config={config}
          translate={(key) => key}
          callFunction={context.callFunction}
          selectable={false}
          selected={false}
          onSelect={() => {}}
          cellButtons={[]}
          onAction={null}
          onClick={() => {}}
          onDetails={() => {}}
          onAcknowledge={null}
          onClear={null}
        />
      </TableBody>
    </Table>,
  );
  return { row: screen.getByRole('row'), context };
}

describe('an alarm row', () => {
  it('draws cells through the content and style functions, the HTML sanitised', () => {
    const { row, context } = showRow(
      (columns) => {
        Object.assign(columns[2], { useCellContentFunction: true, cellContentFunction: 'content' });
        Object.assign(columns[1], { useCellStyleFunction: true, cellStyleFunction: 'style', columnWidth: '120px' });
      },
      {
        content: (value) => `<b onclick="steal()">${String(value).toUpperCase()}</b><script>steal()</script>`,
        style: () => ({ 'font-style': 'italic' }),
      },
    );
    const bold = within(row).getByText('HIGH TEMPERATURE');
    expect(bold.tagName).toBe('B');
    expect(bold.getAttribute('onclick')).toBeNull();
    expect(row.querySelector('script')).toBeNull();
    const originator = within(row).getByText('Thermostat T1');
    expect(originator.style.fontStyle).toBe('italic');
    expect(originator.style.width).toBe('120px');
    expect(context.calls.functions[0].args.slice(0, 2)).toEqual(['Thermostat T1', alarm]);
  });

  it('styles the row through the row style function', () => {
    const { row } = showRow(
      (_columns, settings) => {
        settings.useRowStyleFunction = true;
        settings.rowStyleFunction = 'row';
      },
      {
        row: (given) => ((given as { severity: string }).severity === 'MAJOR' ? { 'background-color': 'yellow' } : {}),
      },
    );
    expect(row.style.backgroundColor).toBe('yellow');
  });
});
