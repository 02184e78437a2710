import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror';

export interface CodeEditorProps {
  value: string;
  onChange?(value: string): void;
  readOnly?: boolean;
  minHeight: number;
  label: string;
}

/** CodeMirror with line numbers, folding and wrapped lines, highlighting the language given. */
export function CodeEditor({
  language,
  value,
  onChange,
  readOnly,
  minHeight,
  label,
}: CodeEditorProps & { language: Extension }) {
  return (
    <CodeMirror
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
