import type { WidgetAction } from '@fleetdeck/model';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../widgets/widget-context';
import type { WidgetRequest } from './protocol';
import { answerWidgetRequest, type WidgetRequestScope } from './widget-requests';

const device = { id: { entityType: 'DEVICE' as const, id: 'd1' }, name: 'Thermometer' };
const openDetails = { id: 'a1', name: 'Details', type: 'openDashboardState' } as WidgetAction;

function scope(isEdit = false) {
  const context = {
    isEdit,
    attributes: { save: vi.fn(async () => {}) },
    rpc: { targetDevice: device.id, sendOneWay: vi.fn(async () => {}), sendTwoWay: vi.fn(async () => ({ ok: 1 })) },
    actions: { descriptors: () => [], run: vi.fn() },
  } as unknown as WidgetContext;
  const state = { open: vi.fn(), update: vi.fn(), reset: vi.fn() };
  const value: WidgetRequestScope = { context, entities: [device], actions: { elementClick: [openDetails] }, state };
  return { value, context, state };
}

const request = (op: WidgetRequest['op'], args: Record<string, unknown>): WidgetRequest => ({
  type: 'request',
  id: 1,
  op,
  args,
});

describe('answerWidgetRequest', () => {
  it("saves attributes of the widget's own entity, as the platform's [{key, value}] list", async () => {
    const { value, context } = scope();
    await answerWidgetRequest(
      request('saveAttributes', {
        entityId: device.id,
        scope: 'SERVER_SCOPE',
        attributes: [{ key: 'target', value: 21 }],
      }),
      value,
    );
    expect(context.attributes.save).toHaveBeenCalledWith(device.id, 'SERVER_SCOPE', { target: 21 });
  });

  it('refuses attributes of another entity, client attributes and malformed lists', async () => {
    const { value, context } = scope();
    const other = { entityType: 'DEVICE', id: 'd2' };
    await expect(
      answerWidgetRequest(request('saveAttributes', { entityId: other, scope: 'SERVER_SCOPE', attributes: [] }), value),
    ).rejects.toThrow('the entity is not one of the widget');
    await expect(
      answerWidgetRequest(
        request('saveAttributes', { entityId: device.id, scope: 'CLIENT_SCOPE', attributes: [] }),
        value,
      ),
    ).rejects.toThrow('SERVER_SCOPE or SHARED_SCOPE');
    await expect(
      answerWidgetRequest(
        request('saveAttributes', { entityId: device.id, scope: 'SHARED_SCOPE', attributes: {} }),
        value,
      ),
    ).rejects.toThrow('list of {key, value}');
    expect(context.attributes.save).not.toHaveBeenCalled();
  });

  it('sends RPC to the target device and answers a two-way command with the reply', async () => {
    const { value, context } = scope();
    await expect(
      answerWidgetRequest(request('rpcTwoWay', { method: 'getValue', timeout: 500 }), value),
    ).resolves.toEqual({
      ok: 1,
    });
    expect(context.rpc.sendTwoWay).toHaveBeenCalledWith('getValue', undefined, { timeout: 500 });
  });

  it('sends nothing while the dashboard is edited', async () => {
    const { value, context } = scope(true);
    await expect(answerWidgetRequest(request('rpcOneWay', { method: 'reboot' }), value)).rejects.toThrow('edited');
    expect(context.rpc.sendOneWay).not.toHaveBeenCalled();
  });

  it("runs only actions of the widget's config, for its own entity", async () => {
    const { value, context } = scope();
    await answerWidgetRequest(request('action', { descriptorId: 'a1', entityId: device.id }), value);
    expect(context.actions.run).toHaveBeenCalledWith(openDetails, { entity: device });
    await expect(answerWidgetRequest(request('action', { descriptorId: 'nope' }), value)).rejects.toThrow(
      'not configured',
    );
  });

  it('opens and updates dashboard states', async () => {
    const { value, state } = scope();
    await answerWidgetRequest(request('openState', { id: 'details', params: { entityId: device.id } }), value);
    expect(state.open).toHaveBeenCalledWith('details', { entityId: device.id }, false);
    await answerWidgetRequest(request('updateState', { params: 'x' }), value);
    expect(state.update).toHaveBeenCalledWith(null, {}, false);
  });
});
