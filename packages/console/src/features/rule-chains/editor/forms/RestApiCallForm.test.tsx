import type { ComponentDescriptor } from '@fleetdeck/model';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { NodeDialog } from '../NodeDialog';
import { REST_API_CALL_NODE } from './rest-api-call';

const defaultConfiguration = {
  restEndpointUrlPattern: 'http://localhost/api',
  requestMethod: 'POST',
  headers: { 'Content-Type': 'application/json' },
  readTimeoutMs: 0,
  maxParallelRequestsCount: 0,
  maxQueueSize: 0,
  proxyPort: 0,
  credentials: { type: 'anonymous' },
};

const descriptor = {
  type: 'EXTERNAL',
  name: 'rest api call',
  clazz: REST_API_CALL_NODE,
  configurationDescriptor: {
    nodeDefinition: {
      description: 'Invoke REST API calls to external REST server',
      defaultConfiguration,
      relationTypes: ['Success', 'Failure'],
    },
  },
} as unknown as ComponentDescriptor;

const dropped = { type: REST_API_CALL_NODE, name: '', debugMode: false, configuration: defaultConfiguration };

describe('the REST API call node dialog', { timeout: 30_000 }, () => {
  it('hands out the URL, method and headers in the platform shape', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Notify' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Endpoint URL pattern/ }), {
      target: { value: 'https://example.com/hook' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const headerNames = screen.getAllByRole('textbox', { name: /^Header/ });
    const headerValues = screen.getAllByRole('textbox', { name: /^Value/ });
    fireEvent.change(headerNames[1], { target: { value: 'X-Token' } });
    fireEvent.change(headerValues[1], { target: { value: 'abc123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Notify',
        configuration: expect.objectContaining({
          restEndpointUrlPattern: 'https://example.com/hook',
          requestMethod: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Token': 'abc123' },
          readTimeoutMs: 0,
          credentials: { type: 'anonymous' },
        }),
      }),
    );
  });

  it('keeps the dialog open and says why when the URL pattern is empty', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Notify' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Endpoint URL pattern/ }), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Endpoint URL pattern is required.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses a header row without a value', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <NodeDialog node={dropped} descriptor={descriptor} adding onCancel={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Notify' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    fireEvent.change(screen.getAllByRole('textbox', { name: /^Header/ })[1], { target: { value: 'X-Token' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Every header needs a name and a value.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
