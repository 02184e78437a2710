import { mdiCamera, mdiCameraFlip } from '@mdi/js';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import { previewImageSource } from '../../../components/media/preview-image';
import type { WidgetProps } from '../../widget-definition';
import { cameraProblem, cameraUnavailable, capturePhoto, closeCamera, openCamera, videoInputIds } from './camera';
import { photoSource } from './photo-source';
import type { WebCameraSettings } from './settings';

type Step = 'idle' | 'camera' | 'preview';

const FRAME = {
  flex: 1,
  minHeight: 0,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
} as const;

/**
 * The platform's "Photo camera input": shows the entity's saved photo; "Take photo" opens the browser's camera,
 * a still is taken and previewed, and saving stores it as an image data URL in the datasource's first key (a server
 * attribute or a time series) through the dashboard's services. A missing camera or a refused permission is told.
 */
export function WebCameraInput({ config, data, translate, context }: WidgetProps<WebCameraSettings>) {
  const settings = config.settings;
  const source = photoSource(data);
  const [step, setStep] = useState<Step>('idle');
  const [problem, setProblem] = useState<string | null>(() => {
    const unavailable = cameraUnavailable();
    return unavailable ? translate(unavailable) : null;
  });
  const [cameras, setCameras] = useState<string[]>([]);
  const [cameraIndex, setCameraIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const readOnly = !context || context.isEdit;

  const stop = () => {
    closeCamera(stream.current);
    stream.current = null;
    setReady(false);
  };
  // the camera goes off when the widget goes away (another state, another dashboard)
  useEffect(() => () => closeCamera(stream.current), []);

  const start = async (index: number, known: string[]) => {
    stop();
    try {
      const ids = known.length > 0 ? known : await videoInputIds();
      if (ids.length === 0) {
        setProblem(translate('widgets.input-widgets.no-found-your-camera'));
        return;
      }
      setCameras(ids);
      setCameraIndex(index % ids.length);
      const opened = await openCamera(ids[index % ids.length] ?? '', settings.maxWidth, settings.maxHeight);
      stream.current = opened;
      if (video.current) video.current.srcObject = opened;
      setProblem(null);
      setStep('camera');
    } catch (error) {
      const told = cameraProblem(error);
      setProblem('key' in told ? translate(told.key) : told.text);
      setStep('idle');
    }
  };

  // the video element exists only in the camera step, so the stream is attached once it is rendered
  useEffect(() => {
    if (step === 'camera' && video.current && stream.current) video.current.srcObject = stream.current;
  }, [step]);

  const take = () => {
    if (!video.current) return;
    const size = { width: settings.maxWidth, height: settings.maxHeight };
    const still = capturePhoto(video.current, settings.imageFormat, settings.imageQuality, size);
    if (!still) return;
    setPhoto(still);
    setStep('preview');
  };

  const save = async () => {
    if (!context || !source.ok || !photo) return;
    setSaving(true);
    try {
      const values = { [source.key]: photo };
      if (source.timeseries) await context.timeseries.save(source.entity.id, values);
      else await context.attributes.save(source.entity.id, 'SERVER_SCOPE', values);
      stop();
      setPhoto(null);
      setStep('idle');
    } catch (error) {
      context.showToast(error instanceof Error ? error.message : translate('widgets.input.update-failed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  if (!source.ok) {
    return (
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography color="text.secondary">{translate(source.message)}</Typography>
      </Box>
    );
  }
  const saved = previewImageSource(typeof source.latest === 'string' ? source.latest : '', window.location.origin);
  return (
    <Box sx={{ position: 'absolute', inset: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {settings.widgetTitle ? <Typography variant="subtitle1">{settings.widgetTitle}</Typography> : null}
      <Box sx={FRAME}>
        {step === 'camera' ? (
          <Box
            component="video"
            ref={video}
            autoPlay
            muted
            playsInline
            onLoadedData={() => setReady(true)}
            sx={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : null}
        {step === 'preview' && photo ? (
          <Box component="img" src={photo} alt={source.key} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : null}
        {step === 'idle' && saved ? (
          <Box component="img" src={saved} alt={source.key} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : null}
        {step === 'idle' && !saved ? (
          <Typography variant="caption" color="text.secondary">
            {translate('device-profile.no-image')}
          </Typography>
        ) : null}
      </Box>
      {problem ? (
        <Typography variant="caption" color="error" role="alert">
          {problem}
        </Typography>
      ) : null}
      {readOnly ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {step === 'idle' ? (
            <Button
              size="small"
              variant="contained"
              disabled={cameraUnavailable() !== null}
              startIcon={<MdiIcon path={mdiCamera} />}
              onClick={() => void start(0, [])}
            >
              {translate('widgets.input-widgets.take-photo')}
            </Button>
          ) : null}
          {step === 'camera' && cameras.length > 1 ? (
            <Button
              size="small"
              startIcon={<MdiIcon path={mdiCameraFlip} />}
              onClick={() => void start(cameraIndex + 1, cameras)}
            >
              {translate('widgets.input-widgets.switch-camera')}
            </Button>
          ) : null}
          {step === 'camera' ? (
            <>
              <Button
                size="small"
                onClick={() => {
                  stop();
                  setStep('idle');
                }}
              >
                {translate('action.close')}
              </Button>
              <Button size="small" variant="contained" disabled={!ready} onClick={take}>
                {translate('widgets.input-widgets.take-photo')}
              </Button>
            </>
          ) : null}
          {step === 'preview' ? (
            <>
              <Button
                size="small"
                disabled={saving}
                onClick={() => {
                  setReady(false);
                  setStep('camera');
                }}
              >
                {translate('action.cancel')}
              </Button>
              <Button size="small" variant="contained" disabled={saving} onClick={() => void save()}>
                {translate('action.save')}
              </Button>
            </>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
