import type { EntityId } from '@fleetdeck/model';
import { mdiClose } from '@mdi/js';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { TimeWindowControl } from '../../../components/time/TimeWindowControl';
import { defaultTimewindow, type Timewindow } from '../../../components/time/timewindow';
import { useMaxDatapointsLimit } from '../../../components/time/use-max-datapoints-limit';
import { LiveError } from '../LiveError';
import { TelemetryChart } from './TelemetryChart';
import { useChartData } from './use-chart-data';

interface TelemetryChartDialogProps {
  entityId: EntityId;
  entityName: string;
  keys: string[];
  onClose(): void;
}

/** The selected keys of the Latest telemetry tab on a line chart, over a time window the user chooses. */
export function TelemetryChartDialog({ entityId, entityName, keys, onClose }: TelemetryChartDialogProps) {
  const { t } = useTranslation();
  const maxDatapointsLimit = useMaxDatapointsLimit();
  const [timewindow, setTimewindow] = useState<Timewindow>(() => defaultTimewindow(maxDatapointsLimit));
  const data = useChartData(entityId, keys, timewindow, maxDatapointsLimit);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="telemetry-chart-title">
      <DialogTitle id="telemetry-chart-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="span" noWrap>
            {t('attribute.telemetry-chart', { entity: entityName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {keys.join(', ')}
          </Typography>
        </Box>
        <IconButton aria-label={t('action.close')} onClick={onClose}>
          <MdiIcon path={mdiClose} />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <TimeWindowControl
            value={timewindow}
            onChange={setTimewindow}
            maxDatapointsLimit={maxDatapointsLimit}
            loading={data.loading && timewindow.selectedTab === 'HISTORY'}
          />
        </Stack>
        <Box sx={{ height: 4 }}>{data.loading && <LinearProgress />}</Box>
        <LiveError error={data.error} />
        <TelemetryChart
          entityName={entityName}
          keys={keys}
          timewindow={timewindow}
          series={data.series}
          range={data.range}
          emptyText={data.loading ? null : t('widget.no-data-found')}
        />
      </DialogContent>
    </Dialog>
  );
}
