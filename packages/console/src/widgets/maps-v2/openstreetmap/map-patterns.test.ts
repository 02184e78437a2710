// @vitest-environment jsdom
// Tooltips are sanitised by DOMPurify, which does not support happy-dom; jsdom behaves as a browser does.
import { describe, expect, it } from 'vitest';
import { actionHtml, clickedActionName, fillDataPattern } from './map-patterns';

// Patterns hold the platform's `${…}` variables as plain text, not template strings.
const v = (name: string) => `\${${name}}`;

describe('map patterns', () => {
  const data = { entityName: 'Thermostat T1', temperature: 21.456, humidity: 40, status: 'ok' };

  it('fills values, with decimals where the pattern asks', () => {
    expect(fillDataPattern(`${v('entityName')}: ${v('temperature:1')} °C, ${v('humidity:0')} %`, data)).toBe(
      'Thermostat T1: 21.5 °C, 40 %',
    );
    expect(fillDataPattern(`${v('status')}/${v('missing')}/${v('temperature')}`, data)).toBe('ok//21.456');
  });

  it('turns action tags into clickable elements naming their action', () => {
    const html = actionHtml(
      `<link-act name="navigate_to_details">Details</link-act> <button-act name='reboot'>Reboot</button-act>`,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Details');
    expect(clickedActionName(link)).toBe('navigate_to_details');
    expect(clickedActionName(container.querySelector('button'))).toBe('reboot');
    expect(clickedActionName(container)).toBeNull();
  });

  it('sanitises what the pattern produced', () => {
    const html = actionHtml('<b onmouseover="steal()">T1</b><img src="x" onerror="steal()"><script>steal()</script>');
    expect(html).toBe('<b>T1</b><img src="x">');
  });
});
