import { json } from '@codemirror/lang-json';
import { MergeView } from '@codemirror/merge';
import { Box, useTheme } from '@mui/material';
import { EditorState, EditorView, type Extension, lineNumbers, oneDark } from '@uiw/react-codemirror';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface JsonDiffViewProps {
  left: string;
  right: string;
  /** accessible names of the two sides */
  leftLabel: string;
  rightLabel: string;
}

function readOnlySide(label: string, unchangedLines: string, dark: boolean): Extension[] {
  return [
    json(),
    dark ? oneDark : [],
    // CodeMirror puts the number of collapsed lines in place of its `$`.
    EditorState.phrases.of({ '$ unchanged lines': unchangedLines }),
    lineNumbers(),
    EditorView.lineWrapping,
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    EditorView.contentAttributes.of({ 'aria-label': label }),
  ];
}

/** Two JSON texts side by side, read-only, with the changed lines and characters marked on both sides. */
export function JsonDiffView({ left, right, leftLabel, rightLabel }: JsonDiffViewProps) {
  const { t } = useTranslation();
  const unchangedLines = t('dashboard.unchanged-lines', { lines: '$' });
  const dark = useTheme().palette.mode === 'dark';
  const parent = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!parent.current) return;
    const view = new MergeView({
      a: { doc: left, extensions: readOnlySide(leftLabel, unchangedLines, dark) },
      b: { doc: right, extensions: readOnlySide(rightLabel, unchangedLines, dark) },
      parent: parent.current,
      gutter: true,
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    return () => view.destroy();
  }, [left, right, leftLabel, rightLabel, unchangedLines, dark]);
  return (
    <Box
      ref={parent}
      data-testid="json-diff"
      sx={{ border: 1, borderColor: 'divider', '& .cm-mergeView': { maxHeight: '65vh', overflow: 'auto' } }}
    />
  );
}
