// @vitest-environment jsdom
// Cell content functions answer HTML, which is sanitised; the sanitiser supports jsdom, not happy-dom.
import type { WidgetAction } from '@fleetdeck/model';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testContext } from '../../testing/test-context';
import { englishTranslate } from '../../testing/translate';
import { EntitiesTable } from './EntitiesTable';
import { bodyRows, cellsOf, contextFor, setup } from './table-fixture';

afterEach(cleanup);

// MUI tables render slowly in jsdom on a shared machine.
describe('the entities table settings', { timeout: 20000 }, () => {
  it('keeps the place of a row button its show condition hides, or not, as the settings say', () => {
    const show = 'return data.Active === "true";';
    const run = (reserve: string) => {
      const { config, data } = setup((config) => {
        config.settings.reserveSpaceForHiddenAction = reserve;
        const actions = config.actions as Record<string, WidgetAction[]>;
        actions.actionCellButton[2] = {
          ...actions.actionCellButton[2],
          useShowWidgetActionFunction: true,
          showWidgetActionFunction: show,
        };
      }, 2);
      const context = testContext({
        actions: config.actions as Record<string, WidgetAction[]>,
        functions: { [show]: (_ctx, row) => (row as Record<string, unknown>).Active === 'true' },
      });
      render(
        <EntitiesTable
          config={config}
          data={data}
          timeWindow={{ min: 0, max: 1 }}
          translate={englishTranslate}
          context={context}
        />,
      );
      const buttons = bodyRows().map((row) => row.querySelectorAll('button').length);
      const labels = bodyRows().map((row) => within(row).queryByLabelText('Delete') !== null);
      cleanup();
      return { buttons, labels };
    };
    expect(run('true')).toEqual({ buttons: [3, 3], labels: [true, false] });
    expect(run('false')).toEqual({ buttons: [3, 2], labels: [true, false] });
  });

  it('styles rows with the row style function and shows every row without pagination', () => {
    const rowStyle = 'return { backgroundColor: "yellow" };';
    const { config, data } = setup((config) => {
      Object.assign(config.settings, {
        useRowStyleFunction: true,
        rowStyleFunction: rowStyle,
        displayPagination: false,
      });
    });
    const context = testContext({
      functions: {
        [rowStyle]: (row) =>
          (row as { entityName: string }).entityName === 'Thermostat T3' ? { backgroundColor: 'yellow' } : {},
      },
    });
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByText('1–10 of 12')).toBeNull();
    expect(bodyRows()[2].style.backgroundColor).toBe('yellow');
    expect(bodyRows()[1].style.backgroundColor).toBe('');
    expect(context.calls.functions.find((call) => call.body === rowStyle)?.argNames).toEqual(['entity', 'ctx']);
  });

  it('pins the header and the action column as the settings say', () => {
    const { config, data } = setup((config) => {
      Object.assign(config.settings, { enableStickyHeader: false, enableStickyAction: false });
    }, 1);
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={contextFor(config)}
      />,
    );
    expect(document.querySelector('table')?.className).not.toContain('MuiTable-stickyHeader');
    cleanup();
    const pinned = setup(() => {}, 1);
    render(
      <EntitiesTable
        config={pinned.config}
        data={pinned.data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={contextFor(pinned.config)}
      />,
    );
    expect(document.querySelector('table')?.className).toContain('MuiTable-stickyHeader');
    const actionCell = bodyRows()[0].querySelector('td:last-child') as HTMLElement;
    expect(getComputedStyle(actionCell).position).toBe('sticky');
  });

  it('prints an entity field holding a time as a date', () => {
    const { config, data } = setup((config) => {
      const keys = config.datasources?.[0].dataKeys ?? [];
      keys[4] = { ...keys[4], type: 'entityField', name: 'createdTime', label: 'Created' };
    }, 1);
    data[4].data = [[1, String(new Date(2026, 0, 2, 3, 4, 5).getTime())]];
    render(<EntitiesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />);
    expect(cellsOf(bodyRows()[0])[5].textContent).toBe('2026-01-02 03:04:05');
  });

  it('titles a column whose label names a message with the message', () => {
    const { config, data } = setup((config) => {
      const keys = config.datasources?.[0].dataKeys ?? [];
      keys[1] = { ...keys[1], label: '{i18n:widget.timestamp}' };
    }, 1);
    render(<EntitiesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />);
    expect([...document.querySelectorAll('thead th')].map((header) => header.textContent)).toContain('Timestamp');
  });

  it("hides its title when the widget's title is hidden", () => {
    const { config, data } = setup((config) => {
      config.showTitle = false;
    }, 1);
    render(<EntitiesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />);
    expect(screen.queryByText('Thermostats')).toBeNull();
    expect(screen.getByLabelText('Search')).toBeTruthy();
  });
});
