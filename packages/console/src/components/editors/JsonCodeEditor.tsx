import { json } from '@codemirror/lang-json';
import { CodeEditor, type CodeEditorProps } from './CodeEditor';

export interface JsonCodeEditorProps extends CodeEditorProps {
  onChange(value: string): void;
}

/** CodeMirror with the JSON language; loaded on demand so the sign-in page stays small (DESIGN.md). */
export function JsonCodeEditor(props: JsonCodeEditorProps) {
  return <CodeEditor language={json()} {...props} />;
}
