import { mdiRefresh } from '@mdi/js';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { TimeWindowControl } from '../../components/time/TimeWindowControl';
import type { Timewindow } from '../../components/time/timewindow';

interface TimeWindowRefreshProps {
  pages: { timewindow: Timewindow; setTimewindow(next: Timewindow): void; maxDatapointsLimit: number };
  fetching: boolean;
  onRefresh(): void;
}

/** The end of a timed rows table's toolbar: the history time window and the refresh button. */
export function TimeWindowRefresh({ pages, fetching, onRefresh }: TimeWindowRefreshProps) {
  const { t } = useTranslation();
  return (
    <>
      <TimeWindowControl
        value={pages.timewindow}
        onChange={pages.setTimewindow}
        maxDatapointsLimit={pages.maxDatapointsLimit}
        historyOnly
        loading={fetching}
      />
      <Tooltip title={t('action.refresh')}>
        <IconButton aria-label={t('action.refresh')} onClick={onRefresh}>
          <MdiIcon path={mdiRefresh} />
        </IconButton>
      </Tooltip>
    </>
  );
}
