import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { testContext } from '../../testing/test-context';
import type { WidgetConfig } from '../../widget-config';
import type { WidgetContext } from '../../widget-context';
import { GatewayConfigForm } from './GatewayConfigForm';
import { decodeBase64Json } from './gateway-config';
import { migrateGatewayConfig } from './migrate';

const saved = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/gateway-configuration-3.4.1.json'), 'utf8'))
  .config as WidgetConfig;
const gatewayId = { entityType: 'DEVICE' as const, id: 'gw-1' };

async function show(context: WidgetContext | undefined, readOnly = false) {
  const config = migrateGatewayConfig(structuredClone(saved));
  config.settings.readOnly = readOnly;
  await renderWidget(GatewayConfigForm, { config, data: [], context });
}

describe('the gateway configuration form', { timeout: 20_000 }, () => {
  it('saves the general settings and a new connector to the state entity', async () => {
    const context = testContext({ stateParams: { entityId: gatewayId, entityName: 'Gateway 1' } });
    await show(context);
    expect(screen.getByText('Gateway configuration (Single device)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Host' }), { target: { value: 'iot.example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add connector' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText('Connector name is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Broker' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Configuration (JSON)' }), {
      target: { value: '{"broker": {}}' },
    });
    await userEvent.click(save);
    await waitFor(() => expect(context.calls.attributes).toHaveLength(2));
    const [shared, server] = context.calls.attributes;
    expect(shared.entity).toEqual(gatewayId);
    expect(shared.scope).toBe('SHARED_SCOPE');
    expect(shared.values.RemoteLoggingLevel).toBe('DEBUG');
    expect(decodeBase64Json(shared.values.configuration)).toMatchObject({
      thingsboard: { thingsboard: { host: 'iot.example.com' }, connectors: [{ name: 'Broker', type: 'mqtt' }] },
      mqtt: [{ name: 'broker.json', config: { broker: {} } }],
    });
    expect(server).toMatchObject({ scope: 'SERVER_SCOPE', values: { configuration_drafts: expect.any(String) } });
    expect(context.calls.toasts).toEqual([{ message: 'Gateway configuration saved', severity: 'success' }]);
  });

  it('only shows the configuration when read-only or outside a dashboard', async () => {
    await show(testContext({ stateParams: { entityId: gatewayId } }), true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Host' })).toHaveProperty('readOnly', true);
  });

  it('exports the configuration as a ZIP of the gateway’s files and saves the remote logging level', async () => {
    const downloads: Array<{ name: string; href: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href });
    });
    const blobs: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:gateway';
    });
    try {
      const context = testContext({ stateParams: { entityId: gatewayId, entityName: 'Gateway 1' } });
      await show(context);
      fireEvent.change(screen.getByRole('textbox', { name: 'Host' }), { target: { value: 'iot.example.com' } });
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      expect(downloads).toEqual([{ name: 'tb_gateway.zip', href: 'blob:gateway' }]);
      const files = unzipSync(new Uint8Array(await blobs[0].arrayBuffer()));
      expect(strFromU8(files['tb_gateway.yaml'])).toContain('host: "iot.example.com"');
      expect(files['logs.conf']).toBeDefined();
      await waitFor(() =>
        expect(context.calls.attributes).toEqual([
          { entity: gatewayId, scope: 'SHARED_SCOPE', values: { RemoteLoggingLevel: 'DEBUG' } },
        ]),
      );
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
    }
  });
});
