import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import type { DataKey, Datasource } from '../../widget-config';
import type { WidgetSeries } from '../../widget-definition';
import { AttributesCard } from './AttributesCard';
import { attributesCardDefaultConfig } from './default-config';
import { attributesCardDefinition } from './definition';

const key = (name: string, label: string, extra: Partial<DataKey> = {}): DataKey => ({
  name,
  label,
  type: 'attribute',
  color: '#000',
  ...extra,
});

describe('the attributes card', () => {
  it("lists each entity's keys with their latest values, decimals and units", async () => {
    const config = attributesCardDefinition.migrate({ ...structuredClone(attributesCardDefaultConfig), decimals: 1 });
    const datasource: Datasource = {
      type: 'entity',
      dataKeys: [key('temperature', 'Temperature', { units: '°C' }), key('firmware', 'Firmware')],
    };
    const series = (id: string, name: string, values: unknown[]): WidgetSeries[] =>
      datasource.dataKeys.map((dataKey, index) => ({
        datasource,
        dataKey,
        entity: { id: { entityType: 'DEVICE', id }, name, label: null },
        data: values[index] === undefined ? [] : [[1000, values[index]]],
      }));
    await renderWidget(AttributesCard, {
      config,
      data: [...series('d1', 'Boiler 1', ['21.46', 'v2.1']), ...series('d2', 'Boiler 2', [19])],
    });

    const first = screen.getByRole('region', { name: 'Boiler 1' });
    expect(
      within(first)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Temperature21.5 °C', 'Firmwarev2.1']);
    const second = screen.getByRole('region', { name: 'Boiler 2' });
    expect(
      within(second)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Temperature19 °C', 'Firmware']);
  });
});
