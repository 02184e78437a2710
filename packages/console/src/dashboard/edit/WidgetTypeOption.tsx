import type { WidgetTypeDetails } from '@fleetdeck/model';
import { mdiWidgets } from '@mdi/js';
import { Box, Card, CardActionArea } from '@mui/material';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { previewImageSource } from '../../components/media/preview-image';
import { WidgetTypeCardContent } from '../../features/widgets-bundles/widget-types/WidgetTypeCardContent';

/** One widget type offered for adding: its preview picture (or an icon), name and kind; a click picks it. */
export function WidgetTypeOption({ widgetType, onPick }: { widgetType: WidgetTypeDetails; onPick(): void }) {
  const image = previewImageSource(widgetType.image, window.location.origin);
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
        <WidgetTypeCardContent widgetType={widgetType} />
      </CardActionArea>
    </Card>
  );
}
