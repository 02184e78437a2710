import { json } from '@codemirror/lang-json';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';

export interface JsonCodeEditorProps {
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  minHeight: number;
  label: string;
}

/** CodeMirror with the JSON language; loaded on demand so the sign-in page stays small (DESIGN.md). */
export function JsonCodeEditor({ value, onChange, readOnly, minHeight, label }: JsonCodeEditorProps) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      minHeight={`${minHeight}px`}
      basicSetup={{ foldGutter: true, lineNumbers: true }}
      extensions={[json(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })]}
    />
  );
}
