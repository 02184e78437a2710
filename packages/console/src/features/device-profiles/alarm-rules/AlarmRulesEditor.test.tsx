import type { DeviceProfileAlarm } from '@fleetdeck/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AlarmRulesEditor } from './AlarmRulesEditor';

function Harness({ showProblems, onValue }: { showProblems: boolean; onValue?(value: DeviceProfileAlarm[]): void }) {
  const [value, setValue] = useState<DeviceProfileAlarm[]>([]);
  return (
    <AlarmRulesEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      disabled={false}
      suggestions={{ TIME_SERIES: ['temperature'], ATTRIBUTE: [] }}
      showProblems={showProblems}
    />
  );
}

describe('alarm rules editor', () => {
  it('adds a rule with one critical create rule and no clear rule', async () => {
    let last: DeviceProfileAlarm[] = [];
    await renderWithProviders(<Harness showProblems={false} onValue={(value) => (last = value)} />);
    expect(screen.getByText('No alarm rules configured')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add alarm rule' }));
    await userEvent.type(screen.getByLabelText(/Alarm type/), 'Overheat');
    expect(last).toHaveLength(1);
    expect(last[0].alarmType).toBe('Overheat');
    expect(Object.keys(last[0].createRules)).toEqual(['CRITICAL']);
    expect(last[0].clearRule).toBeNull();
    expect(screen.getByRole('button', { name: 'Add clear condition' })).toBeTruthy();
  });

  it('adds severities until all five are used and removes them again', async () => {
    let last: DeviceProfileAlarm[] = [];
    await renderWithProviders(<Harness showProblems={false} onValue={(value) => (last = value)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add alarm rule' }));
    for (let added = 1; added < 5; added++)
      await userEvent.click(screen.getByRole('button', { name: 'Add create condition' }));
    expect(Object.keys(last[0].createRules)).toEqual(['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE']);
    expect(screen.queryByRole('button', { name: 'Add create condition' })).toBeNull();
    const major = screen.getByTestId('create-rule-MAJOR');
    await userEvent.click(within(major).getByRole('button', { name: 'Remove create condition' }));
    expect(Object.keys(last[0].createRules)).not.toContain('MAJOR');
  });

  it('shows the missing condition and alarm type once saving was tried', async () => {
    await renderWithProviders(<Harness showProblems />);
    await userEvent.click(screen.getByRole('button', { name: 'Add alarm rule' }));
    expect(screen.getByText('Alarm type is required.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Alarm rule condition is required.');
  });
});
