import { mdiClose } from '@mdi/js';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { StateNavigation } from './StateNavigation';

/**
 * The bar above a state shown in a dialog or popover: its title, the dialog's own state breadcrumb unless the
 * action hides the dashboard toolbar, and the close button.
 */
export function OverlayHeader({
  title,
  titleId,
  hideToolbar,
  onClose,
}: {
  title: string;
  titleId: string;
  hideToolbar: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, minHeight: 48, flexWrap: 'wrap' }}>
      <Typography id={titleId} variant="h6" component="h2" noWrap>
        {title}
      </Typography>
      {!hideToolbar && <StateNavigation />}
      <Box sx={{ flex: 1 }} />
      <IconButton aria-label={t('action.close')} onClick={onClose} edge="end">
        <MdiIcon path={mdiClose} />
      </IconButton>
    </Box>
  );
}
