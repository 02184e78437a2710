import type { AlarmData, WidgetAction } from '@fleetdeck/model';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Checkbox, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import type { CSSProperties, ReactNode } from 'react';
import { ActionIcon } from '../../action-icon';
import { sanitizeHtml } from '../../sanitize-html';
import { userStyle } from '../../user-html';
import type { WidgetConfig } from '../../widget-config';
import { type AlarmColumn, alarmText, alarmValue, SEVERITY_COLORS } from './alarm-columns';
import type { AlarmsTableSettings } from './settings';

export interface AlarmRowProps {
  alarm: AlarmData;
  columns: AlarmColumn[];
  config: WidgetConfig<AlarmsTableSettings>;
  translate(key: string): string;
  /** runs a user function from the settings; undefined when no dashboard runs them */
  callFunction?: (body: string, argNames: string[], args: unknown[]) => unknown;
  selectable: boolean;
  selected: boolean;
  onSelect(selected: boolean): void;
  /** the configured cell buttons, each with whether its show condition lets it show for this alarm */
  cellButtons: Array<{ action: WidgetAction; shown: boolean }>;
  /** null: row buttons do nothing (outside a dashboard or while editing) */
  onAction: ((action: WidgetAction) => void) | null;
  onClick(): void;
  onDetails(): void;
  onAcknowledge: (() => void) | null;
  onClear: (() => void) | null;
}

/** One alarm: its cells as the column settings draw them, and its buttons. */
export function AlarmRow(props: AlarmRowProps) {
  const { alarm, columns, config, translate, callFunction, cellButtons } = props;
  const settings = config.settings;
  const rowStyle =
    settings.useRowStyleFunction && callFunction
      ? userStyle(callFunction(settings.rowStyleFunction, ['alarm', 'ctx'], [alarm, { settings }]))
      : undefined;
  const reserve = settings.reserveSpaceForHiddenAction !== 'false';
  const acknowledged = alarm.status.endsWith('_ACK');
  const cleared = alarm.status.startsWith('CLEARED');

  const button = (label: string, icon: ReactNode, onClick: (() => void) | null, disabled = false) => (
    <Tooltip key={label} title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled || onClick === null}
          onClick={(event) => {
            event.stopPropagation();
            onClick?.();
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  const buttons = [
    ...cellButtons.map(({ action, shown }) =>
      shown ? (
        button(
          action.displayName || action.name,
          <ActionIcon name={action.icon} fontSize="small" />,
          props.onAction && (() => props.onAction?.(action)),
        )
      ) : reserve ? (
        <Box key={action.id} component="span" sx={{ display: 'inline-block', width: 34 }} />
      ) : null,
    ),
    settings.displayDetails
      ? button(translate('widgets.alarms.details'), <Visibility fontSize="small" />, props.onDetails)
      : null,
    settings.allowAcknowledgment
      ? button(translate('widgets.alarms.acknowledge'), <Check fontSize="small" />, props.onAcknowledge, acknowledged)
      : null,
    settings.allowClear
      ? button(translate('widgets.alarms.clear'), <Close fontSize="small" />, props.onClear, cleared)
      : null,
  ].filter((element) => element !== null);

  return (
    <TableRow hover style={rowStyle} onClick={props.onClick} sx={{ cursor: 'pointer' }}>
      {props.selectable ? (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <Checkbox
            size="small"
            checked={props.selected}
            onChange={(event) => props.onSelect(event.target.checked)}
            slotProps={{ input: { 'aria-label': translate('widgets.alarms.select') } }}
          />
        </TableCell>
      ) : null}
      {columns.map((column) => {
        const value = alarmValue(alarm, column.dataKey);
        const args = [value, alarm, { settings }];
        const names = ['value', 'alarm', 'ctx'];
        const keySettings = column.settings;
        const severity = column.dataKey.type === 'alarm' && column.dataKey.name === 'severity';
        const style: CSSProperties = {
          ...(severity ? { color: SEVERITY_COLORS[String(value)], fontWeight: 'bold' } : {}),
          ...(keySettings.useCellStyleFunction && callFunction
            ? userStyle(callFunction(keySettings.cellStyleFunction, names, args))
            : {}),
        };
        if (keySettings.columnWidth && keySettings.columnWidth !== '0px') style.width = keySettings.columnWidth;
        const content =
          keySettings.useCellContentFunction && callFunction
            ? callFunction(keySettings.cellContentFunction, names, args)
            : undefined;
        return typeof content === 'string' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the user's cell HTML, sanitised first
          <TableCell key={column.id} style={style} dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />
        ) : (
          <TableCell key={column.id} style={style}>
            {alarmText(value, column.dataKey, config, translate)}
          </TableCell>
        );
      })}
      {buttons.length > 0 ? (
        <TableCell
          padding="none"
          sx={{
            whiteSpace: 'nowrap',
            ...(settings.enableStickyAction ? { position: 'sticky', right: 0, bgcolor: 'background.paper' } : {}),
          }}
        >
          {buttons}
        </TableCell>
      ) : null}
    </TableRow>
  );
}
