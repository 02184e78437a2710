import { describe, expect, it } from 'vitest';
import type { DataKey } from '../../widget-config';
import { AXIS_WIDTH, axesSpace, planYAxes } from './y-axes';

const key = (name: string, settings: Record<string, unknown> = {}, units?: string): DataKey => ({
  name,
  type: 'timeseries',
  label: name,
  color: '#000',
  settings,
  units,
});

const chartAxis = {
  title: null,
  min: null,
  max: null,
  tickSize: null,
  tickDecimals: 0,
  ticksFormatter: '',
  units: '',
};

describe('the y axes of the line chart', () => {
  it('draws every key on the chart axis unless the key asks for an axis of its own', () => {
    const { axes, axisOfKey } = planYAxes(chartAxis, [key('a'), key('b')], '');
    expect(axes).toHaveLength(1);
    expect(axisOfKey).toEqual([0, 0]);
  });

  it("gives a key its own axis on its side, with its title, bounds, ticks and the key's units", () => {
    const { axes, axisOfKey } = planYAxes(
      chartAxis,
      [
        key('temperature'),
        key(
          'humidity',
          {
            showSeparateAxis: true,
            axisPosition: 'right',
            axisTitle: 'Humidity',
            axisMin: 0,
            axisMax: 100,
            axisTickSize: 20,
            axisTickDecimals: 1,
          },
          '%',
        ),
        key('pressure', { showSeparateAxis: true, axisPosition: 'left' }),
      ],
      'bar',
    );
    expect(axisOfKey).toEqual([0, 1, 2]);
    expect(axes[1]).toEqual({
      position: 'right',
      offset: 0,
      title: 'Humidity',
      min: 0,
      max: 100,
      tickSize: 20,
      tickDecimals: 1,
      ticksFormatter: '',
      units: '%',
    });
    // the second axis on the left stands beside the chart's own; a key without units takes the widget's
    expect(axes[2]).toMatchObject({ position: 'left', offset: AXIS_WIDTH, units: 'bar', min: null });
    expect(axesSpace(axes)).toEqual({ left: AXIS_WIDTH, right: AXIS_WIDTH });
  });
});
