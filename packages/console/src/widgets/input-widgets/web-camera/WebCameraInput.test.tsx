import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../testing/render-widget';
import { type TestContextOptions, testContext } from '../../testing/test-context';
import type { DataKeyType, Datasource, WidgetConfig } from '../../widget-config';
import type { WidgetEntity } from '../../widget-context';
import type { WidgetSeries } from '../../widget-definition';
import { webCameraDefaultConfig } from './default-config';
import { migrateWebCamera } from './migrate';
import { WebCameraInput } from './WebCameraInput';

const GATE: WidgetEntity = { id: { entityType: 'DEVICE', id: 'g1' }, name: 'Gate camera' };
const SAVED = 'data:image/png;base64,c2F2ZWQ=';
const STILL = 'data:image/jpeg;base64,c3RpbGw=';

interface Shown {
  keyType?: DataKeyType;
  latest?: unknown;
  settings?: Record<string, unknown>;
  options?: TestContextOptions;
}

async function show({ keyType = 'attribute', latest, settings = {}, options = {} }: Shown = {}) {
  const context = testContext(options);
  const datasource: Datasource = { type: 'entity', entityAliasId: 'gate', dataKeys: [] };
  const data: WidgetSeries[] = [
    {
      datasource,
      dataKey: { name: 'photo', type: keyType, label: 'photo', color: '#000' },
      entity: GATE,
      data: latest === undefined ? [] : [[1000, latest]],
    },
  ];
  const config = migrateWebCamera({ ...(structuredClone(webCameraDefaultConfig) as WidgetConfig), settings });
  await renderWidget(WebCameraInput, { config, data, context });
  return context;
}

const stopped = vi.fn();
const getUserMedia = vi.fn();

function fakeCameras(count: number) {
  const devices = Array.from({ length: count }, (_, index) => ({ kind: 'videoinput', deviceId: `cam-${index}` }));
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { enumerateDevices: async () => devices, getUserMedia },
  });
}

beforeEach(() => {
  stopped.mockReset();
  getUserMedia.mockReset().mockImplementation(async () => {
    const stream = new MediaStream();
    // happy-dom's stream has no tracks to stop; the widget must stop the camera's
    Object.defineProperty(stream, 'getTracks', { value: () => [{ stop: stopped }] });
    return stream;
  });
  fakeCameras(1);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => undefined,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(STILL);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function takeStill() {
  await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
  const video = await waitFor(() => {
    const found = document.querySelector('video');
    if (!found) throw new Error('no video yet');
    return found;
  });
  fireEvent.loadedData(video);
  await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
}

describe('the photo camera input', { timeout: 20_000 }, () => {
  it('shows the saved photo, takes a still with the camera and saves it as a server attribute', async () => {
    const context = await show({ latest: SAVED, settings: { imageFormat: 'image/jpeg', maxWidth: 320 } });
    expect(screen.getByRole('img', { name: 'photo' }).getAttribute('src')).toBe(SAVED);
    await takeStill();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { width: { ideal: 320 }, height: { ideal: 480 }, deviceId: { exact: 'cam-0' } },
    });
    expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.92);
    expect(screen.getByRole('img', { name: 'photo' }).getAttribute('src')).toBe(STILL);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(context.calls.attributes).toEqual([{ entity: GATE.id, scope: 'SERVER_SCOPE', values: { photo: STILL } }]),
    );
    expect(stopped).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeTruthy();
  });

  it('saves to the time series when the key is one, and offers to switch between cameras', async () => {
    fakeCameras(2);
    const context = await show({ keyType: 'timeseries' });
    expect(screen.getByText('No image')).toBeTruthy();
    await takeStill();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
    await waitFor(() =>
      expect(getUserMedia).toHaveBeenLastCalledWith(
        expect.objectContaining({ video: expect.objectContaining({ deviceId: { exact: 'cam-1' } }) }),
      ),
    );
    fireEvent.loadedData(document.querySelector('video') as HTMLVideoElement);
    await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(context.calls.timeseries).toEqual([{ entity: GATE.id, values: { photo: STILL } }]));
  });

  it('tells a refused permission and a missing camera, and saves nothing', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const context = await show();
    await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Access to the camera was denied');
    fakeCameras(0);
    await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Cannot find your camera'));
    expect(context.calls.attributes).toEqual([]);
  });

  it('tells a browser without a camera API, and a widget without an entity key', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    await show();
    expect(screen.getByRole('alert').textContent).toBe('No supported web camera');
    expect(screen.getByRole('button', { name: 'Take photo' })).toHaveProperty('disabled', true);
    await show({ keyType: 'function' });
    expect(screen.getByText('No data key is selected')).toBeTruthy();
  });

  it('shows the save failure and keeps the still', async () => {
    const context = await show({
      options: { saveAttributes: async () => Promise.reject(new Error('Permission denied')) },
    });
    await takeStill();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(context.calls.toasts).toEqual([{ message: 'Permission denied', severity: 'error' }]));
    expect(screen.getByRole('img', { name: 'photo' }).getAttribute('src')).toBe(STILL);
  });

  it('offers no camera while the dashboard is edited', async () => {
    await show({ options: { isEdit: true }, latest: SAVED });
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
  });
});
