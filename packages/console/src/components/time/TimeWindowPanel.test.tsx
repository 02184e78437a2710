// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DAY, HOUR, MINUTE } from './intervals';
import { TimeWindowPanel } from './TimeWindowPanel';
import { defaultTimewindow, type Timewindow } from './timewindow';

async function renderPanel(value: Timewindow = defaultTimewindow(500)) {
  const onApply = vi.fn();
  const onCancel = vi.fn();
  await renderWithProviders(
    <TimeWindowPanel value={value} maxDatapointsLimit={500} onApply={onApply} onCancel={onCancel} />,
  );
  return { onApply, onCancel, user: userEvent.setup() };
}

const update = () => screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;

// Typing into MUI fields is slow on a busy machine; the default 5 s is not always enough.
describe('time window panel', { timeout: 20_000 }, () => {
  it('keeps Update off until something changed', async () => {
    await renderPanel();
    expect(update().disabled).toBe(true);
  });

  it('moves the grouping interval into the bounds of a longer window and applies it', async () => {
    const { onApply, user } = await renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Last' }));
    await user.click(await screen.findByRole('option', { name: '1 day' }));
    expect(screen.getByRole('combobox', { name: 'Grouping interval' }).textContent).toBe('5 minutes');
    await user.click(screen.getByRole('combobox', { name: 'Grouping interval' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['5 minutes', '10 minutes', '15 minutes', '30 minutes', '1 hour', '2 hours']);
    await user.click(screen.getByRole('option', { name: '1 hour' }));
    await user.click(update());
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ realtime: expect.objectContaining({ timewindowMs: DAY, interval: HOUR }) }),
    );
  });

  it('asks for a number of values between 7 and the maximum without aggregation', async () => {
    const { onApply, user } = await renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Data aggregation function' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    expect(screen.queryByRole('combobox', { name: 'Grouping interval' })).toBeNull();
    const limit = screen.getByRole('spinbutton', { name: 'Max values' });
    await user.clear(limit);
    await user.type(limit, '3');
    expect(screen.getByText('Max values must be between 7 and 500.')).toBeTruthy();
    expect(update().disabled).toBe(true);
    await user.clear(limit);
    await user.type(limit, '120');
    await user.click(update());
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ aggregation: { type: 'NONE', limit: 120 } }));
  });

  it('offers only current quick intervals in realtime', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Interval' }));
    await user.click(screen.getByRole('combobox', { name: 'Interval' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toContain('Current day so far');
    expect(offered).not.toContain('Yesterday');
  });

  it('cancels without applying', async () => {
    const { onApply, onCancel, user } = await renderPanel({
      ...defaultTimewindow(500),
      realtime: { ...defaultTimewindow(500).realtime, timewindowMs: 5 * MINUTE },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
