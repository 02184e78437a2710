import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LegendFields } from './LegendFields';

describe('the legend fields', () => {
  it("write the whole legendConfig under the platform's names, keeping what they do not show", async () => {
    const onChange = vi.fn();
    await renderWithProviders(<LegendFields value={{ sortDataKeys: true, showMax: true }} onChange={onChange} />);
    // a legend saved without its layout shows the platform's defaults
    expect(screen.getByRole('combobox', { name: 'Legend direction' }).textContent).toBe('Column');
    expect(screen.getByRole('combobox', { name: 'Legend position' }).textContent).toBe('Bottom');
    expect(screen.getByRole('checkbox', { name: 'Show average value' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Show max value' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Legend position' }));
    await userEvent.click(screen.getByRole('option', { name: 'Right' }));
    expect(onChange).toHaveBeenLastCalledWith({
      direction: 'column',
      position: 'right',
      sortDataKeys: true,
      showMin: false,
      showMax: true,
      showAvg: true,
      showTotal: false,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show total value' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ showTotal: true, position: 'bottom' }));
  });
});
