import type { ComponentDescriptor } from '@fleetdeck/model';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { NodeDialog } from '../NodeDialog';
import { GENERATOR_NODE } from './generator';

const defaultConfiguration = {
  msgCount: 0,
  periodInSeconds: 1,
  originatorId: null,
  originatorType: null,
  jsScript: 'return { msg: {}, metadata: {}, msgType: "POST_TELEMETRY_REQUEST" };',
};

const descriptor = {
  type: 'ACTION',
  name: 'generator',
  clazz: GENERATOR_NODE,
  configurationDescriptor: {
    nodeDefinition: {
      description: 'Periodically generates messages',
      defaultConfiguration,
      relationTypes: ['Success'],
    },
  },
} as unknown as ComponentDescriptor;

const dropped = { type: GENERATOR_NODE, name: 'Ticker', debugMode: false, configuration: defaultConfiguration };

describe('the generator node dialog', { timeout: 30_000 }, () => {
  it('refuses a period under a second, then hands out the counts as numbers', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    const period = screen.getByRole('textbox', { name: /^Period in seconds/ });
    fireEvent.change(period, { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Period must be a whole number of seconds, 1 or more.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(period, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Message count/ }), { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ configuration: { ...defaultConfiguration, msgCount: 3, periodInSeconds: 10 } }),
    );
  });
});
