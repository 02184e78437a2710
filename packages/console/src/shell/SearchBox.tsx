import { mdiClose, mdiMagnify } from '@mdi/js';
import { IconButton, InputBase, Paper, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTypingInField } from '../components/chrome/keyboard';
import { MdiIcon } from '../components/icons/MdiIcon';
import { useSearchStore } from './search-store';

const FOCUS_DELAY_MS = 10;
const DEBOUNCE_MS = 150;

/** The toolbar search: focus 10 ms after opening, 150 ms debounce of distinct text, cleared on close. */
export function SearchBox({ onOpenChange }: { onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const handler = useSearchStore((state) => state.handler);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const lastSent = useRef('');

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!handler) return;
    const timer = setTimeout(() => {
      if (text !== lastSent.current) {
        lastSent.current = text;
        handler(text);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, handler]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handler changes exactly when the page does, and a new page starts with a closed, empty search.
  useEffect(() => {
    setOpen(false);
    setText('');
    lastSent.current = '';
    onOpenChange(false);
  }, [handler, onOpenChange]);

  useEffect(() => {
    const openOnSlash = (event: KeyboardEvent) => {
      if (event.key === '/' && handler && !isTypingInField(event)) {
        event.preventDefault();
        setOpen(true);
        onOpenChange(true);
      }
    };
    window.addEventListener('keydown', openOnSlash);
    return () => window.removeEventListener('keydown', openOnSlash);
  }, [handler, onOpenChange]);

  if (!handler) return null;

  function toggle(next: boolean) {
    setOpen(next);
    onOpenChange(next);
    if (!next) {
      setText('');
      lastSent.current = '';
      handler?.('');
    }
  }

  if (!open) {
    return (
      <Tooltip title={t('action.search')}>
        <IconButton color="inherit" onClick={() => toggle(true)} aria-label={t('action.search')}>
          <MdiIcon path={mdiMagnify} />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Paper sx={{ display: 'flex', alignItems: 'center', flex: 1, maxWidth: 480, px: 1 }} elevation={0}>
      <MdiIcon path={mdiMagnify} color="action" />
      <InputBase
        inputRef={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && toggle(false)}
        placeholder={t('action.search')}
        sx={{ ml: 1, flex: 1 }}
        inputProps={{ 'aria-label': t('action.search') }}
      />
      <IconButton size="small" onClick={() => toggle(false)} aria-label={t('action.close')}>
        <MdiIcon path={mdiClose} />
      </IconButton>
    </Paper>
  );
}
