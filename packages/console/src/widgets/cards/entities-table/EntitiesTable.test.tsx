// @vitest-environment jsdom
// Cell content functions answer HTML, which is sanitised; the sanitiser supports jsdom, not happy-dom.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishTranslate } from '../../testing/translate';
import { EntitiesTable } from './EntitiesTable';
import { bodyRows, button, cellsOf, contextFor, firstCells, headers, setup } from './table-fixture';

afterEach(cleanup);

// MUI tables render slowly in jsdom on a shared machine.
describe('the entities table', { timeout: 20000 }, () => {
  it('shows its title, the entity name column and a formatted column per key, sorted by name', () => {
    const { config, data } = setup();
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={contextFor(config)}
      />,
    );
    expect(screen.getByText('Thermostats')).toBeTruthy();
    expect(headers()).toEqual(['Thermostat name', 'Active', 'Temperature', 'Humidity', 'latitude', 'longitude', '']);
    expect(firstCells()).toEqual([
      'Thermostat T1',
      'Thermostat T2',
      'Thermostat T3',
      'Thermostat T4',
      'Thermostat T5',
      'Thermostat T6',
      'Thermostat T7',
      'Thermostat T8',
      'Thermostat T9',
      'Thermostat T10',
    ]);
    const cells = cellsOf(bodyRows()[0]);
    expect(cells[2].textContent).toBe('18.3 °C');
    expect(cells[3].textContent).toBe('41 %');
    expect(cells[4].textContent).toBe('37.70');
  });

  it('draws cells with the content and style functions, sanitised', () => {
    const { config, data } = setup();
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={contextFor(config)}
      />,
    );
    const active = cellsOf(bodyRows()[0])[1];
    expect(active.textContent).toBe('⬤');
    expect(active.innerHTML).not.toContain('script');
    expect(active.style.color).toBe('rgb(39, 134, 34)');
    expect(cellsOf(bodyRows()[1])[1].style.color).toBe('rgb(255, 0, 0)');
  });

  it('shows a page at a time and sorts by a header click, back on the first page', () => {
    const { config, data } = setup();
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={contextFor(config)}
      />,
    );
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/next page/i));
    expect(firstCells()).toEqual(['Thermostat T11', 'Thermostat T12']);
    fireEvent.click(screen.getByText('Humidity'));
    fireEvent.click(screen.getByText('Humidity'));
    expect(firstCells()[0]).toBe('Thermostat T12');
  });

  it('finds rows by any column through the search', () => {
    const { config, data } = setup();
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={contextFor(config)}
      />,
    );
    fireEvent.click(button('Search'));
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: '52 %' } });
    expect(firstCells()).toEqual(['Thermostat T12']);
    fireEvent.click(button('Close search'));
    expect(bodyRows()).toHaveLength(10);
  });

  it("runs a row button's action for the row's entity, and a row click's action", () => {
    const { config, data } = setup((config) => {
      const actions = config.actions as Record<string, unknown[]>;
      actions.rowClick = [{ id: 'r1', name: 'Open', type: 'openDashboardState', targetDashboardStateId: 'chart' }];
    });
    const context = contextFor(config);
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    fireEvent.click(within(bodyRows()[1]).getByLabelText('Chart'));
    expect(context.calls.actions).toHaveLength(1);
    expect(context.calls.actions[0].action.targetDashboardStateId).toBe('chart');
    expect(context.calls.actions[0].target?.entity).toEqual({
      id: { entityType: 'DEVICE', id: 'd2' },
      name: 'Thermostat T2',
      label: null,
    });
    expect(context.calls.actions[0].target?.additionalParams?.entity).toMatchObject({
      entityName: 'Thermostat T2',
      Humidity: '42',
    });
    fireEvent.click(cellsOf(bodyRows()[2])[0]);
    expect(context.calls.actions[1].action.name).toBe('Open');
    expect(context.calls.actions[1].target?.entity?.name).toBe('Thermostat T3');
  });

  it("shows the widget's header buttons and runs them", () => {
    const { config, data } = setup();
    const context = contextFor(config);
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={context}
      />,
    );
    fireEvent.click(button('Edit location'));
    expect(context.calls.actions[0].action.targetDashboardStateId).toBe('map');
  });

  it('hides columns by default and in the column chooser', () => {
    const { config, data } = setup((config) => {
      config.settings.enableSelectColumnDisplay = true;
      const keys = config.datasources?.[0].dataKeys ?? [];
      keys[4].settings = { ...keys[4].settings, defaultColumnVisibility: 'hidden' };
      keys[0].settings = { ...keys[0].settings, columnSelectionToDisplay: 'disabled' };
    });
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={contextFor(config)}
      />,
    );
    expect(headers()).not.toContain('longitude');
    fireEvent.click(button('Columns to display'));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByText('Active')).toBeNull();
    fireEvent.click(within(menu).getByText('latitude'));
    fireEvent.click(within(menu).getByText('longitude'));
    expect(headers()).toContain('longitude');
    expect(headers()).not.toContain('latitude');
  });

  it('shows entity label and type columns and the default title when the settings ask', () => {
    const { config, data } = setup((config) => {
      Object.assign(config.settings, { displayEntityLabel: true, displayEntityType: true, entitiesTitle: '' });
    }, 1);
    render(<EntitiesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />);
    expect(screen.getByText('Entities')).toBeTruthy();
    const cells = cellsOf(bodyRows()[0]).map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Thermostat T1', 'Thermostat T1', 'Device']);
  });

  it('disables its buttons and fires nothing outside a dashboard or while the dashboard is edited', () => {
    const { config, data } = setup();
    const { unmount } = render(
      <EntitiesTable config={config} data={data} timeWindow={{ min: 0, max: 1 }} translate={englishTranslate} />,
    );
    expect(screen.queryByLabelText('Chart')).toBeNull();
    unmount();
    const editing = contextFor(config, true);
    render(
      <EntitiesTable
        config={config}
        data={data}
        timeWindow={{ min: 0, max: 1 }}
        translate={englishTranslate}
        context={editing}
      />,
    );
    const chart = within(bodyRows()[0]).getByLabelText('Chart') as HTMLButtonElement;
    expect(chart.disabled).toBe(true);
    fireEvent.click(cellsOf(bodyRows()[0])[0]);
    expect(editing.calls.actions).toEqual([]);
  });
});
