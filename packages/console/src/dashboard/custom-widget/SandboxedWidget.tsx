import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetSeries } from '../../widgets/widget-definition';
import { useElementSize } from '../view/useElementSize';
import type { InitMessage, WidgetRequest } from './protocol';
import { sandboxData } from './sandbox-data';
import { CustomWidgetHost, type WidgetFailure } from './widget-host';

/** The document the frame loads; the server gives it a policy of its own (decision 046). */
const SANDBOX_URL = '/widget-sandbox.html';

/** The code of a custom widget type: the `templateHtml`, `templateCss` and `controllerScript` of its descriptor. */
export interface WidgetCode {
  html: string;
  css: string;
  js: string;
}

interface SandboxedWidgetProps {
  code: WidgetCode;
  config: Record<string, unknown>;
  series: readonly WidgetSeries[];
  /** the widget starts (`onInit`) only once its data is resolved, as on the platform */
  loaded: boolean;
  isEdit: boolean;
  stateId: string;
  stateParams: Record<string, unknown>;
  currentUser: InitMessage['currentUser'];
  answer(request: WidgetRequest): Promise<unknown>;
}

function failureText(failure: WidgetFailure, t: (key: string) => string): string {
  if (failure.kind === 'unresponsive') return t('widget.custom-widget-unresponsive');
  if (failure.kind === 'not-started') return t('widget.custom-widget-not-started');
  return failure.message;
}

/**
 * A custom widget type's code running in a sandboxed frame of its own: no access to the console's origin, storage or
 * network. When its script throws or stops answering, the frame is removed and the widget error shows instead.
 */
export function SandboxedWidget(props: SandboxedWidgetProps) {
  const { t } = useTranslation();
  const { ref: sizeRef, width, height } = useElementSize<HTMLDivElement>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hostRef = useRef<CustomWidgetHost | null>(null);
  const [failure, setFailure] = useState<WidgetFailure | null>(null);
  // The latest request handler, so the host made once always answers with the current dashboard state.
  const answerRef = useRef(props.answer);
  answerRef.current = props.answer;

  useEffect(() => {
    const frame = frameRef.current?.contentWindow;
    if (!frame) return;
    const host = new CustomWidgetHost({
      frame,
      answer: (request) => answerRef.current(request),
      onFailure: (reason) => {
        console.error('A custom widget failed', reason);
        setFailure(reason);
      },
    });
    hostRef.current = host;
    const receive = (event: MessageEvent) => host.receive(event.source, event.data);
    window.addEventListener('message', receive);
    return () => {
      window.removeEventListener('message', receive);
      host.stop();
      hostRef.current = null;
    };
  }, []);

  const { code, config, series, loaded, isEdit, stateId, stateParams, currentUser } = props;
  const ready = loaded && width > 0 && height > 0;
  // one copy per data change: the host sends a started widget only data it has not had
  const shaped = useMemo(() => sandboxData(series), [series]);
  useEffect(() => {
    if (!ready) return;
    // After the start, size and edit mode reach the widget through their own messages below.
    hostRef.current?.load({
      type: 'init',
      ...code,
      config: JSON.parse(JSON.stringify(config)) as Record<string, unknown>,
      ...shaped,
      width,
      height,
      isEdit,
      stateId,
      stateParams: JSON.parse(JSON.stringify(stateParams)) as Record<string, unknown>,
      currentUser,
    });
  }, [ready, shaped, code, config, width, height, isEdit, stateId, stateParams, currentUser]);
  useEffect(() => {
    if (width > 0 && height > 0) hostRef.current?.resize(width, height);
  }, [width, height]);
  useEffect(() => {
    hostRef.current?.setEditing(isEdit);
  }, [isEdit]);

  return (
    <Box ref={sizeRef} sx={{ position: 'relative', width: '100%', height: '100%' }}>
      {failure ? (
        <Box role="alert" data-testid="widget-error" sx={{ p: 1, color: 'error.main', overflow: 'auto' }}>
          <Typography variant="body2">{t('widget.widget-failed')}</Typography>
          <Typography variant="caption">{failureText(failure, t)}</Typography>
        </Box>
      ) : (
        <iframe
          ref={frameRef}
          title={t('widget.custom-widget-frame')}
          src={SANDBOX_URL}
          sandbox="allow-scripts"
          data-testid="custom-widget-frame"
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      )}
    </Box>
  );
}
