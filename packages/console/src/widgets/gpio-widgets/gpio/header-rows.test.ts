import { describe, expect, it } from 'vitest';
import { headerRows } from './header-rows';

const pin = (number: number, row: number, col: number) => ({ pin: number, label: `GPIO ${number}`, row, col });

describe('the rows of a GPIO header', () => {
  it('runs to the last configured row, leaving unconfigured positions empty', () => {
    const rows = headerRows([pin(1, 0, 0), pin(2, 0, 1), pin(3, 1, 0)], 'basic');
    expect(rows.map((row) => row.map((cell) => cell.kind))).toEqual([
      ['pin', 'pin'],
      ['pin', 'empty'],
    ]);
  });

  it("draws the Raspberry Pi's 40-pin header, numbering the positions without a configured pin", () => {
    const rows = headerRows([pin(11, 5, 0)], 'raspberry-pi');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual([
      { kind: 'bare', number: 1 },
      { kind: 'bare', number: 2 },
    ]);
    expect(rows[5][0]).toEqual({ kind: 'pin', pin: pin(11, 5, 0) });
    expect(rows[19][1]).toEqual({ kind: 'bare', number: 40 });
  });
});
