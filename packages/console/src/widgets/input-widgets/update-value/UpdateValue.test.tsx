import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { widgetDefinition } from '../../registry';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { DataKeyType, Datasource } from '../../widget-config';
import type { WidgetContext, WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { UPDATE_VALUE_TYPES } from './family';
import { updateValueComponent } from './UpdateValue';

const THERMOSTAT: WidgetEntity = { id: { entityType: 'DEVICE', id: 't1' }, name: 'Thermostat T1', label: null };

interface Shown {
  settings?: Record<string, unknown>;
  /** key name → [type, latest value] */
  keys?: Record<string, [DataKeyType, unknown]>;
  entity?: WidgetEntity | null;
  context?: WidgetContext;
}

/** Renders a widget of the family as a dashboard would, with its migrated settings and the keys' latest values. */
async function show(alias: string, { settings = {}, keys = {}, entity = THERMOSTAT, context }: Shown = {}) {
  const type = UPDATE_VALUE_TYPES.find((candidate) => candidate.alias === alias);
  const definition = widgetDefinition(`input_widgets.${alias}`);
  if (!type || !definition) throw new Error(`no widget ${alias}`);
  const datasource: Datasource = { type: 'entity', entityAliasId: 'alias', dataKeys: [] };
  const data: WidgetSeries[] = Object.entries(keys).map(([name, [keyType, value]]) => ({
    datasource,
    dataKey: { name, type: keyType, label: name, color: '#000' },
    entity: entity ?? undefined,
    data: value === undefined ? [] : [[1000, value]],
  }));
  const config = definition.migrate({ ...structuredClone(definition.defaultConfig), settings });
  const Component = updateValueComponent(type.target, type.valueType);
  await renderWidget(Component, {
    config: config as never,
    data,
    entities: entity ? [{ datasource, entity }] : [],
    context: context ?? testContext(),
  });
}

const recorded = (options: TestContextOptions = {}) => testContext(options);

describe('update number attribute widgets', { timeout: 20_000 }, () => {
  it('shows the latest value and saves a typed integer as a shared attribute, then says so', async () => {
    const context = recorded();
    await show('update_shared_integer_attribute', {
      settings: { labelValue: 'Set point' },
      keys: { setPoint: ['attribute', '21'] },
      context,
    });
    const input = screen.getByRole('spinbutton', { name: 'Set point' });
    expect(input).toHaveProperty('value', '21');
    expect(screen.getByRole('button', { name: 'Update attribute' })).toHaveProperty('disabled', true);
    await userEvent.clear(input);
    await userEvent.type(input, '23{Enter}');
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([
        { entity: THERMOSTAT.id, scope: 'SHARED_SCOPE', values: { setPoint: 23 } },
      ]),
    );
    expect(context.calls.toasts).toEqual([{ message: 'Update successful', severity: 'success' }]);
  });

  it('refuses values out of range, fractions of integers and empty required values, with the messages', async () => {
    const context = recorded();
    await show('update_server_integer_attribute', {
      settings: { minValue: 5, maxValue: 10 },
      keys: { level: ['attribute', 7] },
      context,
    });
    const input = screen.getByRole('spinbutton', { name: 'Value' });
    fireEvent.change(input, { target: { value: '11' } });
    expect(screen.getByText('Maximum value is 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update attribute' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '4' } });
    expect(screen.getByText('Minimum value is 5')).toBeTruthy();
    fireEvent.change(input, { target: { value: '7.5' } });
    expect(screen.getByText('Invalid value')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Entity attribute is required')).toBeTruthy();
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(context.calls.attributes).toEqual([]);
  });

  it("uses the widget's own required message, and the discard button restores the value", async () => {
    await show('update_server_double_attribute', {
      settings: { requiredErrorMessage: 'Give a threshold' },
      keys: { threshold: ['attribute', '2.5'] },
    });
    const input = screen.getByRole('spinbutton', { name: 'Value' });
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Give a threshold')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(input).toHaveProperty('value', '2.5');
  });

  it('saves a double as the latest time series value', async () => {
    const context = recorded();
    await show('update_double_timeseries', { keys: { temperature: ['timeseries', 20.5] }, context });
    const input = screen.getByRole('spinbutton', { name: 'Value' });
    fireEvent.change(input, { target: { value: '21.75' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update timeseries' }));
    await waitFor(() =>
      expect(context.calls.timeseries).toEqual([{ entity: THERMOSTAT.id, values: { temperature: 21.75 } }]),
    );
    expect(context.calls.attributes).toEqual([]);
  });

  it('tells when the save failed', async () => {
    const context = recorded({ saveAttributes: () => Promise.reject(new Error('forbidden')) });
    await show('update_server_double_attribute', { keys: { threshold: ['attribute', '2.5'] }, context });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Value' }), { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update attribute' }));
    await waitFor(() => expect(context.calls.toasts).toEqual([{ message: 'Update failed', severity: 'error' }]));
  });
});

describe('update text, date and JSON attribute widgets', { timeout: 20_000 }, () => {
  it('saves a string within its maximum length', async () => {
    const context = recorded();
    await show('update_server_string_attribute', {
      settings: { maxLength: 5, showResultMessage: false },
      keys: { mode: ['attribute', 'eco'] },
      context,
    });
    const input = screen.getByRole('textbox', { name: 'Value' });
    expect(input).toHaveProperty('maxLength', 5);
    await userEvent.clear(input);
    await userEvent.type(input, 'comfort{Enter}');
    await waitFor(() => expect(context.calls.attributes[0]?.values).toEqual({ mode: 'comfo' }));
    expect(context.calls.toasts).toEqual([]);
  });

  it('shows a date attribute as a date and time and saves it in milliseconds', async () => {
    const context = recorded();
    const saved = new Date(2024, 2, 5, 14, 30).getTime();
    await show('update_shared_date_attribute', { keys: { installedAt: ['attribute', String(saved)] }, context });
    const input = screen.getByLabelText('Date');
    expect(input).toHaveProperty('value', '2024-03-05T14:30');
    fireEvent.change(input, { target: { value: '2024-03-06T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update attribute' }));
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([
        { entity: THERMOSTAT.id, scope: 'SHARED_SCOPE', values: { installedAt: new Date(2024, 2, 6, 8, 0).getTime() } },
      ]),
    );
  });

  it('saves parsed JSON in the scope its settings name, and refuses text that is not JSON', async () => {
    const context = recorded();
    await show('update_json_attribute', {
      settings: { attributeScope: 'SHARED_SCOPE' },
      keys: { config: ['attribute', '{"a":1}'] },
      context,
    });
    const input = screen.getByRole('textbox', { name: 'Value' });
    expect(input).toHaveProperty('value', '{"a":1}');
    fireEvent.change(input, { target: { value: '{"a":' } });
    expect(screen.getByText('Value is not a valid JSON')).toBeTruthy();
    fireEvent.change(input, { target: { value: '{"a":2,"b":[true]}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update attribute' }));
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([
        { entity: THERMOSTAT.id, scope: 'SHARED_SCOPE', values: { config: { a: 2, b: [true] } } },
      ]),
    );
  });
});

describe('update boolean and location widgets', { timeout: 20_000 }, () => {
  it('saves a boolean as soon as it is ticked, naming the value with the settings texts', async () => {
    const context = recorded();
    await show('update_shared_boolean_attribute', {
      settings: { trueValue: 'On', falseValue: 'Off' },
      keys: { enabled: ['attribute', 'false'] },
      context,
    });
    const box = screen.getByRole('checkbox', { name: 'Off' });
    await userEvent.click(box);
    expect(screen.getByRole('checkbox', { name: 'On' })).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([
        { entity: THERMOSTAT.id, scope: 'SHARED_SCOPE', values: { enabled: true } },
      ]),
    );
  });

  it('names the value True or False by default and saves time series values', async () => {
    const context = recorded();
    await show('update_boolean_timeseries', { keys: { alarm: ['timeseries', true] }, context });
    await userEvent.click(screen.getByRole('checkbox', { name: 'True' }));
    await waitFor(() =>
      expect(context.calls.timeseries).toEqual([{ entity: THERMOSTAT.id, values: { alarm: false } }]),
    );
  });

  it('saves both coordinates to the keys the settings name, and requires both', async () => {
    const context = recorded();
    await show('update_server_location_attribute', {
      settings: { latKeyName: 'lat', lngKeyName: 'lng', showGetLocation: false },
      keys: { lat: ['attribute', '50.45'], lng: ['attribute', '30.52'] },
      context,
    });
    const latitude = screen.getByRole('spinbutton', { name: 'Latitude' });
    expect(latitude).toHaveProperty('value', '50.45');
    expect(screen.queryByRole('button', { name: 'Get current location' })).toBeNull();
    fireEvent.change(latitude, { target: { value: '' } });
    expect(screen.getByText('Both fields, latitude and longitude, are required')).toBeTruthy();
    fireEvent.change(latitude, { target: { value: '51' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Longitude' }), { target: { value: '31.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update attribute' }));
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([
        { entity: THERMOSTAT.id, scope: 'SERVER_SCOPE', values: { lat: 51, lng: 31.5 } },
      ]),
    );
  });

  it('says which coordinate key is missing', async () => {
    await show('update_location_timeseries', { keys: { latitude: ['timeseries', 1] } });
    expect(screen.getByText('Data key for latitude/longitude is not specified')).toBeTruthy();
  });
});

describe('what the widgets refuse to edit', { timeout: 20_000 }, () => {
  it('tells when a key of the other kind is chosen, or no entity, or a shared attribute of a non-device', async () => {
    await show('update_integer_timeseries', { keys: { level: ['attribute', 1] } });
    expect(screen.getByText('Timeseries parameter cannot be used in this widget')).toBeTruthy();
    await show('update_server_string_attribute', { keys: { level: ['timeseries', 1] } });
    expect(screen.getByText('Attribute parameter cannot be used in this widget')).toBeTruthy();
    await show('update_server_string_attribute', { entity: null });
    expect(screen.getByText('No entity selected')).toBeTruthy();
    await show('update_shared_string_attribute', {
      entity: { id: { entityType: 'ASSET', id: 'a1' }, name: 'Building' },
      keys: { note: ['attribute', 'x'] },
    });
    expect(screen.getByText('Selected entity cannot have shared attributes')).toBeTruthy();
  });

  it('shows the title pattern of the settings with the entity name', async () => {
    await show('update_server_string_attribute', {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the platform's own pattern syntax
      settings: { widgetTitle: 'Mode of ${entityName}' },
      keys: { mode: ['attribute', 'eco'] },
    });
    expect(screen.getByText('Mode of Thermostat T1')).toBeTruthy();
  });

  it('changes nothing while the dashboard is edited', async () => {
    const context = testContext({ isEdit: true });
    await show('update_server_string_attribute', { keys: { mode: ['attribute', 'eco'] }, context });
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveProperty('readOnly', true);
  });
});

describe('update image attribute widgets', { timeout: 20_000 }, () => {
  const png = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });

  it('previews a picked picture and saves it as an image data URL with the apply button', async () => {
    const context = recorded();
    await show('update_shared_image_attribute', { keys: { photo: ['attribute', ''] }, context });
    expect(screen.getByText('No image')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    await userEvent.upload(screen.getByTestId('image-file'), png(16));
    expect(await screen.findByRole('img', { name: 'photo' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(context.calls.attributes).toHaveLength(1));
    expect(context.calls.attributes[0]).toMatchObject({ scope: 'SHARED_SCOPE' });
    expect(String(context.calls.attributes[0]?.values.photo)).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a picture over the size limit, and clears a picture when asked', async () => {
    const context = recorded();
    await show('update_server_image_attribute', {
      settings: { displayClearButton: true, displayApplyButton: false },
      keys: { photo: ['attribute', 'data:image/png;base64,AAAA'] },
      context,
    });
    await userEvent.upload(screen.getByTestId('image-file'), png(800_000));
    expect(screen.getByRole('alert').textContent).toBe('Maximum upload file size: 700 KB');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([
        { entity: THERMOSTAT.id, scope: 'SERVER_SCOPE', values: { photo: null } },
      ]),
    );
  });
});
