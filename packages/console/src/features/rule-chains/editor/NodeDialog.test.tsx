import type { ComponentDescriptor } from '@fleetdeck/model';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NodeDialog } from './NodeDialog';

const CALCULATE_DELTA = 'org.thingsboard.rule.engine.metadata.CalculateDeltaNode';
const defaultConfiguration = {
  inputValueKey: 'pulseCounter',
  outputValueKey: 'delta',
  useCache: true,
  round: null,
};

const descriptor = {
  type: 'ENRICHMENT',
  name: 'calculate delta',
  clazz: CALCULATE_DELTA,
  configurationDescriptor: {
    nodeDefinition: {
      description: "Calculates and adds 'delta' value into message based on the incoming and previous value",
      defaultConfiguration,
      relationTypes: ['Success', 'Failure', 'Other'],
    },
  },
} as unknown as ComponentDescriptor;

const dropped = { type: CALCULATE_DELTA, name: '', debugMode: false, configuration: defaultConfiguration };

// the generated form and its validator take a few seconds to render on a busy machine
describe('the node dialog', { timeout: 30_000 }, () => {
  it("shows the kind's configuration as a form and hands out the node as filled in", async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('textbox', { name: 'Input value key' })).toHaveProperty('value', 'pulseCounter');
    expect(screen.getByRole('checkbox', { name: 'Use cache' })).toHaveProperty('checked', true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Output value key' }), { target: { value: 'consumed' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use cache' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: ' Water delta ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        type: CALCULATE_DELTA,
        name: 'Water delta',
        configuration: expect.objectContaining({
          inputValueKey: 'pulseCounter',
          outputValueKey: 'consumed',
          useCache: false,
        }),
      }),
    );
  });

  it('refuses a node without a name', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
