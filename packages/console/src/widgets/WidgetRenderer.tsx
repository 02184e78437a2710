import { Box } from '@mui/material';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from './widget-config';
import type { WidgetDefinition, WidgetSeries } from './widget-definition';

interface WidgetRendererProps {
  definition: WidgetDefinition;
  /** the config as saved; it goes through the definition's migrate first */
  config: WidgetConfig;
  data: WidgetSeries[];
  timeWindow: { min: number; max: number };
}

/** Renders one widget in the space its parent gives it, once the widget's code has loaded. */
export function WidgetRenderer({ definition, config, data, timeWindow }: WidgetRendererProps) {
  const { t } = useTranslation();
  const migrated = useMemo(() => definition.migrate(config), [definition, config]);
  const Component = definition.component;
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      <Suspense fallback={null}>
        <Component config={migrated} data={data} timeWindow={timeWindow} translate={t} />
      </Suspense>
    </Box>
  );
}
