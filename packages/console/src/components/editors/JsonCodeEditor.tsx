import { json } from '@codemirror/lang-json';
import CodeMirror from '@uiw/react-codemirror';

interface JsonCodeEditorProps {
  value: string;
  onChange(value: string): void;
  label: string;
  readOnly?: boolean;
  minHeight?: string;
}

const extensions = [json()];

/** CodeMirror with JSON highlighting; loaded lazily (DESIGN.md), so only dialogs that edit JSON pay for it. */
export function JsonCodeEditor({ value, onChange, label, readOnly, minHeight = '200px' }: JsonCodeEditorProps) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      readOnly={readOnly}
      minHeight={minHeight}
      aria-label={label}
      basicSetup={{ lineNumbers: true, foldGutter: true, highlightActiveLine: !readOnly }}
    />
  );
}
