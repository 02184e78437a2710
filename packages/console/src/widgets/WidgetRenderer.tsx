import { Box } from '@mui/material';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from './widget-config';
import type { WidgetDefinition, WidgetProps } from './widget-definition';

interface WidgetRendererProps extends Omit<WidgetProps, 'config' | 'translate'> {
  definition: WidgetDefinition;
  /** the config as saved; it goes through the definition's migrate first */
  config: WidgetConfig;
}

/** Renders one widget in the space its parent gives it, once the widget's code has loaded. */
export function WidgetRenderer({ definition, config, ...host }: WidgetRendererProps) {
  const { t } = useTranslation();
  const migrated = useMemo(() => definition.migrate(config), [definition, config]);
  const Component = definition.component;
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      <Suspense fallback={null}>
        <Component config={migrated} translate={t} {...host} />
      </Suspense>
    </Box>
  );
}
