import { ALARM_SEARCH_STATUSES, ALARM_SEVERITIES, type AlarmSearchStatus } from '@fleetdeck/model';
import { mdiCheckAll, mdiCloseBoxMultiple, mdiRefresh } from '@mdi/js';
import { Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ToolbarSelect } from '../../components/chrome/ToolbarSelect';
import { MdiIcon } from '../../components/icons/MdiIcon';
import { TimeWindowControl } from '../../components/time/TimeWindowControl';
import type { Timewindow } from '../../components/time/timewindow';
import { type SeverityChoice, severityKey } from './alarm-query';

interface AlarmsToolbarProps {
  searchStatus: AlarmSearchStatus;
  severity: SeverityChoice;
  timewindow: Timewindow;
  maxDatapointsLimit: number;
  selected: number;
  /** how many of the selected alarms each bulk action applies to */
  acknowledgeable: number;
  clearable: number;
  onSearchStatus(status: AlarmSearchStatus): void;
  onSeverity(severity: SeverityChoice): void;
  onTimewindow(timewindow: Timewindow): void;
  onRefresh(): void;
  onAcknowledgeSelected(): void;
  onClearSelected(): void;
}

/** The Alarms tab's header: its filters and time window, or, with alarms selected, the bulk actions. */
export function AlarmsToolbar(props: AlarmsToolbarProps) {
  const { t } = useTranslation();
  if (props.selected > 0) {
    return (
      <Toolbar disableGutters sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="alarms-bulk-actions">
        <Typography sx={{ flex: 1 }}>{t('entity.selected-entities', { count: props.selected })}</Typography>
        <Button
          startIcon={<MdiIcon path={mdiCheckAll} />}
          disabled={props.acknowledgeable === 0}
          onClick={props.onAcknowledgeSelected}
        >
          {t('widgets.alarms.acknowledge')}
        </Button>
        <Button
          startIcon={<MdiIcon path={mdiCloseBoxMultiple} />}
          disabled={props.clearable === 0}
          onClick={props.onClearSelected}
        >
          {t('widgets.alarms.clear')}
        </Button>
      </Toolbar>
    );
  }
  return (
    <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
      <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
        {t('widgets.alarms.title')}
      </Typography>
      <ToolbarSelect<AlarmSearchStatus>
        label={t('alarm.status')}
        value={props.searchStatus}
        options={ALARM_SEARCH_STATUSES.map((status) => ({ value: status, label: t(`alarm.search-status.${status}`) }))}
        onChange={props.onSearchStatus}
        minWidth={160}
      />
      <ToolbarSelect<SeverityChoice>
        label={t('alarm.severity')}
        value={props.severity}
        options={[
          { value: 'ANY', label: t('alarm.search-status.ANY') },
          ...ALARM_SEVERITIES.map((severity) => ({ value: severity, label: t(severityKey(severity)) })),
        ]}
        onChange={props.onSeverity}
        minWidth={140}
      />
      <TimeWindowControl
        value={props.timewindow}
        onChange={props.onTimewindow}
        maxDatapointsLimit={props.maxDatapointsLimit}
        historyOnly
      />
      <Tooltip title={t('action.refresh')}>
        <IconButton aria-label={t('action.refresh')} onClick={props.onRefresh}>
          <MdiIcon path={mdiRefresh} />
        </IconButton>
      </Tooltip>
    </Toolbar>
  );
}
