import type { WidgetTypeDetails } from '@fleetdeck/model';
import { CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WIDGET_KIND_NAMES } from './widget-kind';

/** A widget type card's text: the type's name and its kind in words (the descriptor's own word if unknown). */
export function WidgetTypeCardContent({ widgetType }: { widgetType: WidgetTypeDetails }) {
  const { t } = useTranslation();
  const kind = WIDGET_KIND_NAMES[widgetType.descriptor.type];
  return (
    <CardContent sx={{ pb: 1 }}>
      <Typography variant="subtitle1" component="h3" noWrap>
        {widgetType.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {kind ? t(kind) : widgetType.descriptor.type}
      </Typography>
    </CardContent>
  );
}
