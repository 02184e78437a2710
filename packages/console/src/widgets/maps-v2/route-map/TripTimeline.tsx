import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { Box, IconButton, MenuItem, Slider, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { TRIP_SPEEDS, type TripPlayer } from './use-trip-player';

interface TripTimelineProps {
  span: { min: number; max: number };
  step: number;
  player: TripPlayer;
  translate(key: string): string;
}

/** The trip animation's controls under the map: play or pause, the speed, and the timeline with the time shown. */
export function TripTimeline({ span, step, player, translate }: TripTimelineProps) {
  return (
    <Box data-testid="trip-timeline" sx={{ px: 2, pt: 0.5, bgcolor: 'background.paper' }}>
      <Slider
        size="small"
        min={span.min}
        max={span.max}
        step={step > 0 ? step : 1000}
        value={player.time}
        onChange={(_event, value) => player.setTime(value as number)}
        slotProps={{ input: { 'aria-label': translate('widgets.map.trip-time') } }}
        sx={{ display: 'block', py: 1 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          size="small"
          color="primary"
          onClick={player.toggle}
          aria-label={translate(player.playing ? 'widgets.map.trip-pause' : 'widgets.map.trip-play')}
        >
          {player.playing ? <PauseCircleOutlineIcon /> : <PlayCircleOutlineIcon />}
        </IconButton>
        <Typography
          variant="caption"
          data-testid="trip-time"
          sx={{ flex: 1, whiteSpace: 'nowrap', color: 'text.secondary' }}
        >
          {dayjs(player.time).format('YYYY-MM-DD HH:mm:ss')}
        </Typography>
        <TextField
          select
          size="small"
          variant="standard"
          value={player.speed}
          onChange={(event) => player.setSpeed(Number(event.target.value))}
          slotProps={{ htmlInput: { 'aria-label': translate('widgets.map.trip-speed') } }}
          sx={{ width: 64 }}
        >
          {TRIP_SPEEDS.map((speed) => (
            <MenuItem key={speed} value={speed}>
              {speed}x
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
