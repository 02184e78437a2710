import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../widget-config';
import { attributesCardDefaultConfig } from './default-config';
import { attributesCardDefinition } from './definition';

describe('migrating an attributes card', () => {
  it("reads the platform's default config as it is, and a config saved without settings", () => {
    const migrated = attributesCardDefinition.migrate(structuredClone(attributesCardDefaultConfig));
    expect(migrated).toEqual(attributesCardDefaultConfig);
    expect(migrated.datasources?.[0].dataKeys.map((key) => key.label)).toEqual(['Random']);
    const { settings: _, ...withoutSettings } = structuredClone(attributesCardDefaultConfig);
    expect(attributesCardDefinition.migrate(withoutSettings as WidgetConfig).settings).toEqual({});
  });
});
