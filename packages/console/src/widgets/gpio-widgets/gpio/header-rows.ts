import type { GpioBoard } from './family';
import type { GpioPin } from './settings';

/** One position of the header: a configured pin, or (on the Raspberry Pi's header) a bare pin with its number. */
export type HeaderCell = { kind: 'pin'; pin: GpioPin } | { kind: 'bare'; number: number } | { kind: 'empty' };

/** The Raspberry Pi's header: 20 rows of two pins, numbered 1, 2 on the first row to 39, 40 on the last. */
const RASPBERRY_PI_ROWS = 20;

/**
 * The pins in the header's rows, each row a left (column 0) and a right (column 1) position, as the platform lays
 * `gpioList` out. The rows run to the last configured one; the Raspberry Pi's board always shows its 40-pin header,
 * its unconfigured positions as bare pins.
 */
export function headerRows(pins: readonly GpioPin[], board: GpioBoard): HeaderCell[][] {
  const byPosition = new Map(pins.map((pin) => [`${pin.row}_${pin.col}`, pin]));
  const lastRow = pins.reduce((last, pin) => Math.max(last, Number(pin.row) || 0), -1);
  const rowCount = board === 'raspberry-pi' ? Math.max(RASPBERRY_PI_ROWS, lastRow + 1) : lastRow + 1;
  return Array.from({ length: rowCount }, (_, row) =>
    [0, 1].map((col): HeaderCell => {
      const pin = byPosition.get(`${row}_${col}`);
      if (pin) return { kind: 'pin', pin };
      return board === 'raspberry-pi' && row < RASPBERRY_PI_ROWS
        ? { kind: 'bare', number: row * 2 + col + 1 }
        : { kind: 'empty' };
    }),
  );
}
