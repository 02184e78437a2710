import { useTheme } from '@mui/material';
import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror';

export interface CodeEditorProps {
  value: string;
  onChange?(value: string): void;
  readOnly?: boolean;
  minHeight: number;
  label: string;
}

/** CodeMirror with line numbers, folding and wrapped lines, highlighting the language given, in the console's scheme. */
export function CodeEditor({
  language,
  value,
  onChange,
  readOnly,
  minHeight,
  label,
}: CodeEditorProps & { language: Extension }) {
  const scheme = useTheme().palette.mode;
  return (
    <CodeMirror
      theme={scheme}
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      minHeight={`${minHeight}px`}
      basicSetup={{ foldGutter: true, lineNumbers: true }}
      extensions={[language, EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })]}
    />
  );
}
