import { useEffect, useState } from 'react';

/** The speeds the platform's trip animation offers: steps of the timeline played a second. */
export const TRIP_SPEEDS = [1, 5, 10, 25] as const;

export interface TripPlayer {
  /** the time shown; the end of the trip until the user moves the timeline */
  time: number;
  setTime(time: number): void;
  playing: boolean;
  toggle(): void;
  speed: number;
  setSpeed(speed: number): void;
}

/**
 * The trip animation's clock over a span of time: playing moves it one `step` (ms of trip time) each second divided
 * by the speed, and stops at the end; play at the end starts again from the beginning.
 */
export function useTripPlayer(span: { min: number; max: number } | null, step: number): TripPlayer {
  const [chosen, setChosen] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(TRIP_SPEEDS[0]);
  const min = span?.min ?? 0;
  const max = span?.max ?? 0;
  const time = chosen === null ? max : Math.min(max, Math.max(min, chosen));
  const stride = step > 0 ? step : 1000;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setChosen((current) => {
        const next = Math.min(max, (current ?? max) + stride);
        if (next >= max) setPlaying(false);
        return next;
      });
    }, 1000 / speed);
    return () => clearInterval(timer);
  }, [playing, speed, stride, max]);

  return {
    time,
    setTime: (next) => setChosen(next),
    playing,
    toggle: () => {
      if (playing) return setPlaying(false);
      if (time >= max) setChosen(min);
      setPlaying(max > min);
    },
    speed,
    setSpeed,
  };
}
