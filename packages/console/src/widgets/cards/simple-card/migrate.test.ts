import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { simpleCardDefaultConfig } from './default-config';
import { migrateSimpleCard } from './migrate';

describe('migrating a simple card', () => {
  it("reads the platform's default config: the label on top, the widget's units and decimals kept", () => {
    const migrated = migrateSimpleCard(structuredClone(simpleCardDefaultConfig));
    expect(migrated.settings).toEqual({ labelPosition: 'top' });
    expect(migrated).toMatchObject({ units: '°C', decimals: 0, backgroundColor: '#ff5722' });
    expect(migrateSimpleCard(structuredClone(migrated) as WidgetConfig)).toEqual(migrated);
  });

  it('keeps a saved label position and defaults a missing one', () => {
    expect(migrateSimpleCard({ settings: { labelPosition: 'left' } }).settings.labelPosition).toBe('left');
    expect(migrateSimpleCard({ settings: {} }).settings.labelPosition).toBe('top');
  });
});
