import { javascript } from '@codemirror/lang-javascript';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';

export interface JavaScriptEditorProps {
  value: string;
  onChange?(value: string): void;
  readOnly?: boolean;
  minHeight: number;
  label: string;
}

/** CodeMirror with JavaScript highlighting, for the bodies of rule node scripts; load it on demand. */
export function JavaScriptEditor({ value, onChange, readOnly, minHeight, label }: JavaScriptEditorProps) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      minHeight={`${minHeight}px`}
      basicSetup={{ foldGutter: true, lineNumbers: true }}
      extensions={[javascript(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label })]}
    />
  );
}
