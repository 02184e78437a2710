import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { WidgetContext } from '../../widget-context';
import { DateRangeNavigator } from './DateRangeNavigator';
import { dateRangeNavigatorDefaultConfig } from './default-config';
import { migrateDateRangeNavigator } from './migrate';
import { dayText } from './navigator-window';
import type { DateRangeNavigatorSettings } from './settings';

const DAY = 86_400_000;

/** A widget context whose time window control records each period the navigator set. */
function navigatorContext() {
  const periods: Array<[number, number]> = [];
  const context: WidgetContext = {
    ...testContext(),
    timewindow: { update: (start, end) => periods.push([start, end]), reset: () => {} },
  };
  return { context, periods };
}

async function show(context: WidgetContext, change: (settings: DateRangeNavigatorSettings) => void = () => {}) {
  const config = migrateDateRangeNavigator(structuredClone(dateRangeNavigatorDefaultConfig));
  change(config.settings);
  return renderWidget(DateRangeNavigator, { config, data: [], context });
}

const endOfToday = () => new Date().setHours(23, 59, 59, 999);

describe('the date range navigator', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('sets the dashboard to the last week ending today, and shows its days, its interval and its step', async () => {
    const { context, periods } = navigatorContext();
    await show(context);
    const end = endOfToday();
    expect(periods).toEqual([[end + 1 - 7 * DAY, end]]);
    expect(screen.getByLabelText('Date from')).toHaveProperty('value', dayText(end + 1 - 7 * DAY));
    expect(screen.getByLabelText('Date to')).toHaveProperty('value', dayText(end));
    expect(screen.getByRole('combobox', { name: 'Interval' }).textContent).toBe('1 week');
    expect(screen.getByRole('combobox', { name: 'Step size' }).textContent).toBe('Day');
  });

  it('moves the window back by the step size and changes its length ending where it ends', async () => {
    const { context, periods } = navigatorContext();
    await show(context);
    const end = endOfToday();
    await userEvent.click(screen.getByRole('button', { name: 'Step back' }));
    expect(periods.at(-1)).toEqual([end + 1 - 8 * DAY, end - DAY]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Interval' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Day' }));
    expect(periods.at(-1)).toEqual([end + 1 - 2 * DAY, end - DAY]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Step size' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '1 week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(periods.at(-1)).toEqual([end + 1 + 5 * DAY, end + 6 * DAY]);
  });

  it('takes a period picked by its days, shown as a custom interval, and keeps it for the session', async () => {
    const { context, periods } = navigatorContext();
    const view = await show(context);
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2026-01-06' } });
    const picked: [number, number] = [new Date(2026, 0, 5).getTime(), new Date(2026, 0, 6, 23, 59, 59, 999).getTime()];
    await waitFor(() => expect(periods.at(-1)).toEqual(picked));
    expect(screen.getByRole('combobox', { name: 'Interval' }).textContent).toBe('Custom interval');

    view.unmount();
    const next = navigatorContext();
    await show(next.context);
    expect(next.periods).toEqual([picked]);
  });

  it('hides what its settings hide, its labels staying the fields’ names', async () => {
    const { context } = navigatorContext();
    await show(context, (settings) => {
      settings.hidePicker = true;
      settings.hideStepSize = true;
      settings.hideLabels = true;
      settings.initialInterval = 'day';
    });
    expect(screen.queryByLabelText('Date from')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Step size' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Interval' }).textContent).toBe('Day');
    expect(screen.queryByText('Interval')).toBeNull();
  });
});
