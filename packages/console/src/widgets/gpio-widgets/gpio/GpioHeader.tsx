import { Box, Typography, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import type { HeaderCell } from './header-rows';
import type { GpioPin } from './settings';

interface GpioHeaderProps {
  rows: HeaderCell[][];
  /** the strip the pins sit on, the author's colour in both themes */
  panelColor: string;
  /** the switch or LED of a configured pin */
  renderPin(pin: GpioPin): ReactNode;
}

/**
 * The platform's GPIO layout: two columns of pins either side of a coloured strip, each left pin's label before it
 * and each right pin's label after it; the pin number sits at the strip's outer edge, the switch or LED beside it.
 */
export function GpioHeader({ rows, panelColor, renderPin }: GpioHeaderProps) {
  const theme = useTheme();
  const onPanel = theme.palette.getContrastText(panelColor);
  const number = (text: number) => (
    <Typography variant="caption" sx={{ color: onPanel, minWidth: 20, textAlign: 'center' }}>
      {text}
    </Typography>
  );
  const cell = (position: HeaderCell, col: number) => {
    const shown = position.kind === 'pin' ? position.pin.pin : position.kind === 'bare' ? position.number : null;
    return [
      <Typography
        key={`label-${col}`}
        variant="body2"
        noWrap
        sx={{ px: 1, textAlign: col === 0 ? 'end' : 'start', order: col === 0 ? 0 : 3 }}
      >
        {position.kind === 'pin' ? position.pin.label : ''}
      </Typography>,
      <Box
        key={`strip-${col}`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: col === 0 ? 'flex-start' : 'flex-end',
          flexDirection: col === 0 ? 'row' : 'row-reverse',
          gap: 0.5,
          px: 0.5,
          minWidth: 76,
          height: '100%',
          bgcolor: panelColor,
          order: col === 0 ? 1 : 2,
        }}
      >
        {shown === null ? null : number(shown)}
        {position.kind === 'pin' ? renderPin(position.pin) : null}
      </Box>,
    ];
  };
  return (
    <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', py: 1 }}>
      {rows.map((row, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the row index is the row's identity
          key={index}
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto auto 1fr',
            alignItems: 'center',
            minHeight: 32,
            flex: '1 0 32px',
          }}
        >
          {row.flatMap(cell)}
        </Box>
      ))}
    </Box>
  );
}
