import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { DataKey } from '../../../widgets/widget-config';
import { DataKeyDialog } from './DataKeyDialog';

const temperature: DataKey = {
  name: 'temperature',
  type: 'timeseries',
  label: 'Temperature',
  color: '#2196f3',
  settings: { suffix: 'old', kept: 1 },
};

const keySettingsSchema = {
  type: 'object' as const,
  properties: {
    suffix: { title: 'Value suffix', type: 'string' as const },
    decimals: { title: 'Shown decimals', type: 'integer' as const, minimum: 0 },
  },
};

// the form library loads and renders slowly on a shared machine
describe('the data key dialog', { timeout: 60_000 }, () => {
  it("edits the widget type's key settings and applies them into the key's settings", async () => {
    const onApply = vi.fn();
    await renderWithProviders(
      <DataKeyDialog dataKey={temperature} settingsSchema={keySettingsSchema} onApply={onApply} onClose={vi.fn()} />,
    );
    const settings = await screen.findByRole('region', { name: 'Data key settings: Temperature' }, { timeout: 20_000 });
    const suffix = within(settings).getByRole('textbox', { name: 'Value suffix' });
    await userEvent.clear(suffix);
    await userEvent.type(suffix, 'degrees');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'temperature', settings: { suffix: 'degrees', kept: 1 } }),
      ),
    );
  });

  it('refuses key settings that do not match their schema, naming the setting', async () => {
    const onApply = vi.fn();
    await renderWithProviders(
      <DataKeyDialog dataKey={temperature} settingsSchema={keySettingsSchema} onApply={onApply} onClose={vi.fn()} />,
    );
    const settings = await screen.findByRole('region', { name: 'Data key settings: Temperature' }, { timeout: 20_000 });
    await userEvent.type(within(settings).getByRole('spinbutton', { name: 'Shown decimals' }), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("The setting 'Shown decimals' of the key 'Temperature' is not valid.")).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows no settings for a widget type without key settings', async () => {
    await renderWithProviders(<DataKeyDialog dataKey={temperature} onApply={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Data key configuration' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Data key settings: Temperature' })).toBeNull();
  });
});
