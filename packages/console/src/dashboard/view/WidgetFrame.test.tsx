import type { Widget } from '@fleetdeck/model';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WidgetChrome } from './WidgetChrome';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetFrame } from './WidgetFrame';

const widget = (fields: Partial<Widget> = {}) =>
  ({
    id: 'w1',
    bundleAlias: 'cards',
    typeAlias: 'entities_table',
    type: 'latest',
    config: { title: 'Thermostats', showTitle: true, widgetCss: '.label { color: red }' },
    ...fields,
  }) as unknown as Widget;

function Broken(): never {
  throw new Error('settings.columns is undefined');
}

describe('the widget frame', () => {
  it("shows an author's title as written, translating only its {i18n:key} parts", async () => {
    const missing = { bundleAlias: 'control_widgets', typeAlias: 'rpc_remote_shell' };
    await renderWithProviders(<WidgetFrame widget={widget({ ...missing, config: { title: 'dashboard.states' } })} />);
    expect(screen.getByRole('heading', { name: 'dashboard.states' })).toBeTruthy();
    await renderWithProviders(
      <WidgetFrame widget={widget({ ...missing, config: { title: '{i18n:device.devices}' } })} />,
    );
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeTruthy();
  });

  it('names the type of a widget the console cannot render instead of failing', async () => {
    await renderWithProviders(
      <WidgetFrame widget={widget({ bundleAlias: 'control_widgets', typeAlias: 'rpc_remote_shell' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Thermostats' })).toBeTruthy();
    expect(screen.getByTestId('widget-placeholder').textContent).toBe(
      "Widget type 'control_widgets.rpc_remote_shell' is not available in this console.",
    );
  });

  it('shows no title of its own above a widget that draws its header, but keeps it as the card name', async () => {
    await renderWithProviders(
      <WidgetChrome widget={widget()} title="Thermostats" ownHeader>
        {null}
      </WidgetChrome>,
    );
    expect(screen.queryByRole('heading', { name: 'Thermostats' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Thermostats' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand to fullscreen' })).toBeTruthy();
  });

  it('catches what a widget throws, inside its own card', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <WidgetChrome widget={widget()} title="Thermostats">
        <WidgetErrorBoundary message="This widget failed to show.">
          <Broken />
        </WidgetErrorBoundary>
      </WidgetChrome>,
    );
    expect(screen.getByRole('alert').textContent).toBe('This widget failed to show.settings.columns is undefined');
    expect(screen.getByRole('heading', { name: 'Thermostats' })).toBeTruthy();
  });

  it("confines the widget's own CSS to its card", async () => {
    const { container } = await renderWithProviders(
      <WidgetChrome widget={widget()} title="T">
        {null}
      </WidgetChrome>,
    );
    expect(container.querySelector('style')?.textContent).toBe('.widget-css-w1 .label { color: red }');
    expect(container.querySelector('.widget-css-w1')).not.toBeNull();
  });

  it('shows the title icon in its colour when the config asks for it, and a given time window beside the title', async () => {
    const config = { title: 'T', showTitleIcon: true, titleIcon: 'mdi:thermometer', iconColor: 'rgb(255, 0, 0)' };
    await renderWithProviders(
      <WidgetChrome widget={widget({ config })} title="T" timewindow={<button type="button">last hour</button>}>
        {null}
      </WidgetChrome>,
    );
    expect(getComputedStyle(screen.getByTestId('widget-title-icon')).color).toBe('rgb(255, 0, 0)');
    expect(screen.getByRole('button', { name: 'last hour' })).toBeTruthy();
  });

  it('shows no icon when the title icon is off or names an icon the console does not bundle', async () => {
    await renderWithProviders(
      <>
        <WidgetChrome widget={widget({ config: { title: 'A', titleIcon: 'mdi:thermometer' } })} title="A">
          {null}
        </WidgetChrome>
        <WidgetChrome widget={widget({ config: { title: 'B', showTitleIcon: true, titleIcon: 'toString' } })} title="B">
          {null}
        </WidgetChrome>
      </>,
    );
    expect(screen.queryByTestId('widget-title-icon')).toBeNull();
  });
});
