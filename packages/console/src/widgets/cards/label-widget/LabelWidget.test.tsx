import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import type { WidgetSeries } from '../../widget-definition';
import { labelWidgetDefaultConfig } from './default-config';
import { LabelWidget } from './LabelWidget';
import { migrateLabelWidget } from './migrate';

describe('the label widget', () => {
  it('shows its labels over the image with the latest value, at their places and in their fonts', async () => {
    const config = migrateLabelWidget(structuredClone(labelWidgetDefaultConfig));
    config.settings.labels.push({
      pattern: `{i18n:asset.assets}: <b>\${entityName}</b>`,
      x: 60,
      y: 10,
      backgroundColor: 'yellow',
      font: { family: 'Roboto', size: 4, style: 'italic', weight: 'bold', color: 'red' },
    });
    const source = config.datasources?.[0];
    if (!source) throw new Error('the default config has a datasource');
    const datasource = { ...source, type: 'entity' as const };
    const entity = { id: { entityType: 'ASSET' as const, id: 'a1' }, name: 'Tank 3', label: null };
    const data: WidgetSeries[] = [{ datasource, dataKey: datasource.dataKeys[0], entity, data: [[1000, '12.345']] }];
    await renderWidget(LabelWidget, { config, data });

    const value = screen.getByText('Value: 12.35 units.');
    expect(value.style.left).toBe('20%');
    expect(value.style.top).toBe('47%');
    expect(value.style.color).toBe('#515151');
    // the second label is text: its markup is shown, not drawn
    const name = screen.getByText('Assets: <b>Tank 3</b>');
    expect(name.style.fontStyle).toBe('italic');
    expect(name.style.backgroundColor).toBe('yellow');
    expect(screen.getByTestId('label-widget-image').querySelector('img')?.getAttribute('src')).toBe(
      labelWidgetDefaultConfig.settings.backgroundImageUrl,
    );
  });
});
