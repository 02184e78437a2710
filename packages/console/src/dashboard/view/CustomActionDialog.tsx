import { Box, Dialog } from '@mui/material';
import { useId, useMemo } from 'react';
import { sanitizeHtml } from '../../widgets/sanitize-html';
import { scopeCss } from '../../widgets/scope-css';
import type { CustomDialogRequest } from '../runtime/custom-dialog';
import { OverlayHeader } from './OverlayHeader';

/**
 * The dialog a customPretty action opens: the action's HTML template, sanitised (no scripts or event handlers), with
 * the action's CSS scoped to the dialog. The platform bound such templates to an Angular controller of the script;
 * here they are shown as markup, so the dialog offers its own close button.
 */
export function CustomActionDialog({ request, onClose }: { request: CustomDialogRequest; onClose(): void }) {
  const titleId = useId();
  const html = useMemo(() => sanitizeHtml(request.html), [request.html]);
  const css = useMemo(() => (request.css ? scopeCss(request.css, request.scopeClass) : ''), [request]);
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { 'data-testid': 'custom-action-dialog' } as object }}
    >
      <OverlayHeader title={request.title} titleId={titleId} hideToolbar onClose={onClose} />
      {/* a template's form has no controller here: submitting it must not leave the page */}
      <Box className={request.scopeClass} sx={{ overflow: 'auto' }} onSubmit={(event) => event.preventDefault()}>
        {css && <style>{css}</style>}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the action's template passed DOMPurify above */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Box>
    </Dialog>
  );
}
