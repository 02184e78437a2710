import type { WidgetTypeDetails } from '@fleetdeck/model';
import { mdiWidgets } from '@mdi/js';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { previewImageSource } from '../../components/media/preview-image';
import { WIDGET_KIND_NAMES } from '../../features/widgets-bundles/widget-types/widget-kind';

/** One widget type offered for adding: its preview picture (or an icon), name and kind; a click picks it. */
export function WidgetTypeOption({ widgetType, onPick }: { widgetType: WidgetTypeDetails; onPick(): void }) {
  const { t } = useTranslation();
  const image = previewImageSource(widgetType.image, window.location.origin);
  const kind = WIDGET_KIND_NAMES[widgetType.descriptor.type];
  return (
    <Card variant="outlined" data-testid="widget-type-option">
      <CardActionArea onClick={onPick} aria-label={widgetType.name}>
        <Box
          sx={{
            height: 120,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          {image ? (
            <Box component="img" src={image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
          ) : (
            <MdiIcon path={mdiWidgets} sx={{ fontSize: 48, color: 'text.secondary' }} />
          )}
        </Box>
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="subtitle1" component="h3" noWrap>
            {widgetType.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind ? t(kind) : widgetType.descriptor.type}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
