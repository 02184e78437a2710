/**
 * The browser's camera as the platform's photo camera input uses it: which cameras there are, a stream of one at
 * the resolution the settings ask for, a still of the stream as a data URL, and why a camera cannot be used.
 */

/** The message key of why no camera can be used at all, or null when the browser can give one. */
export function cameraUnavailable(): string | null {
  if (window.isSecureContext === false) return 'widgets.input-widgets.enable-https-use-widget';
  if (!navigator.mediaDevices?.getUserMedia || !navigator.mediaDevices.enumerateDevices) {
    return 'widgets.input-widgets.no-support-web-camera';
  }
  return null;
}

/** The ids of the video inputs; before the user allowed the camera they may have no label, but they are listed. */
export async function videoInputIds(): Promise<string[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'videoinput').map((device) => device.deviceId);
}

export function openCamera(deviceId: string, width: number, height: number): Promise<MediaStream> {
  const video: MediaTrackConstraints = { width: { ideal: width }, height: { ideal: height } };
  if (deviceId) video.deviceId = { exact: deviceId };
  return navigator.mediaDevices.getUserMedia({ video });
}

export function closeCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** What a refused `getUserMedia` means to the user: a message key, or the browser's own message. */
export function cameraProblem(error: unknown): { key: string } | { text: string } {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return { key: 'widgets.input-widgets.no-permission-camera' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return { key: 'widgets.input-widgets.no-found-your-camera' };
  }
  return { text: error instanceof Error ? error.message : String(error) };
}

/** The video's current frame, at the video's own size, encoded as the settings say. */
export function capturePhoto(
  video: HTMLVideoElement,
  format: string,
  quality: number,
  fallback: { width: number; height: number },
): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || fallback.width;
  canvas.height = video.videoHeight || fallback.height;
  const drawing = canvas.getContext('2d');
  if (!drawing) return null;
  drawing.drawImage(video, 0, 0, canvas.width, canvas.height);
  const photo = canvas.toDataURL(format, quality);
  return photo.startsWith('data:image/') ? photo : null;
}
