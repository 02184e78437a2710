import type { Widget } from '@fleetdeck/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { customWidgetDefinition } from '../custom-widget/custom-widget-definition';
import { WidgetSettingsDialog } from './WidgetSettingsDialog';

const custom = {
  id: 'boiler',
  isSystemType: false,
  bundleAlias: 'boiler_room',
  typeAlias: 'live_value',
  type: 'latest',
  config: {
    title: 'Boiler live',
    settings: { prefix: 'Boiler' },
    datasources: [],
    showTitle: true,
  },
} as unknown as Widget;

const definition = customWidgetDefinition({
  type: 'latest',
  sizeX: 5,
  sizeY: 3,
  defaultConfig: '{}',
  settingsSchema: JSON.stringify({
    schema: { type: 'object', properties: { prefix: { title: 'Value prefix', type: 'string' } } },
    form: ['prefix'],
  }),
});

// the form library loads and renders slowly on a shared machine
describe('the widget settings dialog of a custom widget type', { timeout: 60_000 }, () => {
  it("edits the type's settings through its settings schema and keeps the rest of the config", async () => {
    const onSave = vi.fn(async () => {});
    await renderWithProviders(
      <WidgetSettingsDialog
        widget={custom}
        definition={definition}
        filters={[]}
        aliases={[]}
        states={{}}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    const prefix = await screen.findByRole('textbox', { name: 'Value prefix' }, { timeout: 20_000 });
    expect((prefix as HTMLInputElement).value).toBe('Boiler');
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'Kettle');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          settings: { prefix: 'Kettle' },
          config: expect.objectContaining({ title: 'Boiler live', showTitle: true, settings: { prefix: 'Kettle' } }),
        }),
      ),
    );
  });
});
