import { mdiWidgetsOutline } from '@mdi/js';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';

/** Stands where a widget of a type the console cannot render would be, naming the type. */
export function MissingWidget({ fqn }: { fqn: string }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="widget-placeholder"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
        textAlign: 'center',
        overflowWrap: 'anywhere',
        p: 1,
      }}
    >
      <MdiIcon path={mdiWidgetsOutline} />
      <Typography variant="body2">{t('widget.widget-type-not-available', { fqn })}</Typography>
    </Box>
  );
}
