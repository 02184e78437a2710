import type { WidgetTypeDetails } from '@fleetdeck/model';
import { mdiDelete, mdiExport, mdiPencil, mdiWidgets } from '@mdi/js';
import { Box, Card, CardActionArea, CardActions, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { previewImageSource } from '../../../components/media/preview-image';
import { WidgetTypeCardContent } from './WidgetTypeCardContent';

interface WidgetTypeCardProps {
  widgetType: WidgetTypeDetails;
  /** whether the user may delete it: a widget type of its own bundle */
  deletable: boolean;
  onOpen(): void;
  /** opens it in the widget editor; absent where the user may not change it */
  onEdit?(): void;
  onExport(): void;
  onDelete(): void;
}

/** One widget type of the library: its preview picture (or an icon), name and kind, with edit, export and delete. */
export function WidgetTypeCard({ widgetType, deletable, onOpen, onEdit, onExport, onDelete }: WidgetTypeCardProps) {
  const { t } = useTranslation();
  const image = previewImageSource(widgetType.image, window.location.origin);
  return (
    <Card variant="outlined" data-testid="widget-type-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea onClick={onOpen} sx={{ flex: 1 }}>
        <Box
          sx={{
            height: 140,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            overflow: 'hidden',
          }}
        >
          {image ? (
            <Box
              component="img"
              src={image}
              alt={widgetType.name}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 1 }} data-testid="widget-type-placeholder">
              <MdiIcon path={mdiWidgets} sx={{ fontSize: 48 }} />
              <Typography variant="caption" component="div" noWrap>
                {widgetType.name}
              </Typography>
            </Box>
          )}
        </Box>
        <WidgetTypeCardContent widgetType={widgetType} />
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        {onEdit && (
          <Tooltip title={t('widget.edit-widget-type')}>
            <IconButton size="small" aria-label={t('widget.edit-widget-type')} onClick={onEdit}>
              <MdiIcon path={mdiPencil} fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('widget.export')}>
          <IconButton size="small" aria-label={t('widget.export')} onClick={onExport}>
            <MdiIcon path={mdiExport} fontSize="small" />
          </IconButton>
        </Tooltip>
        {deletable && (
          <Tooltip title={t('widget.remove-widget-type')}>
            <IconButton size="small" aria-label={t('widget.remove-widget-type')} onClick={onDelete}>
              <MdiIcon path={mdiDelete} fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </CardActions>
    </Card>
  );
}
