import { Box, Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTypingInField } from './keyboard';

export interface Shortcut {
  keys: string;
  /** message key; shortcuts without one are not listed */
  description?: string;
}

/** The keyboard-shortcut overlay: '?' opens and closes it; it lists the shortcuts that have a description. */
export function ShortcutOverlay({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTypingInField(event)) setOpen((shown) => !shown);
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{t('shortcut.keyboard-shortcuts')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {shortcuts
              .filter((shortcut) => shortcut.description)
              .map((shortcut) => (
                <TableRow key={shortcut.keys}>
                  <TableCell>
                    <Box
                      component="kbd"
                      sx={{
                        px: 1,
                        py: 0.25,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        fontFamily: 'monospace',
                      }}
                    >
                      {shortcut.keys}
                    </Box>
                  </TableCell>
                  <TableCell>{t(shortcut.description ?? '')}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
