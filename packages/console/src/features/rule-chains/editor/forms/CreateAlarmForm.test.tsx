import type { ComponentDescriptor } from '@fleetdeck/model';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { NodeDialog } from '../NodeDialog';
import { CREATE_ALARM_NODE } from './alarm';

const defaultConfiguration = {
  alarmType: 'General Alarm',
  alarmDetailsBuildJs: 'return {};',
  severity: 'CRITICAL',
  propagate: false,
  propagateToOwner: false,
  propagateToTenant: false,
  useMessageAlarmData: false,
  overwriteAlarmDetails: false,
  dynamicSeverity: false,
  relationTypes: [],
};

const descriptor = {
  type: 'ACTION',
  name: 'create alarm',
  clazz: CREATE_ALARM_NODE,
  configurationDescriptor: {
    nodeDefinition: { description: 'Create or Update Alarm', defaultConfiguration, relationTypes: ['Created'] },
  },
} as unknown as ComponentDescriptor;

const dropped = { type: CREATE_ALARM_NODE, name: 'Overheat', debugMode: false, configuration: defaultConfiguration };

describe('the create alarm node dialog', { timeout: 30_000 }, () => {
  it('hands out the severity and the propagation with its relation types', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Alarm type/ }), { target: { value: 'Overheating' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Alarm severity' }));
    await userEvent.click(screen.getByRole('option', { name: 'Major' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Propagate alarm to related entities' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Relation types' }), 'Contains{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        configuration: {
          ...defaultConfiguration,
          alarmType: 'Overheating',
          severity: 'MAJOR',
          propagate: true,
          relationTypes: ['Contains'],
        },
      }),
    );
  });

  it('keeps the dialog open without a severity pattern', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use alarm severity pattern' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Alarm severity pattern is required.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
