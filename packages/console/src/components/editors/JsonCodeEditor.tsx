import { json } from '@codemirror/lang-json';
import { CodeEditor, type CodeEditorProps } from './CodeEditor';

/** CodeMirror with the JSON language; loaded on demand so the sign-in page stays small (DESIGN.md). */
export function JsonCodeEditor(props: CodeEditorProps) {
  return <CodeEditor language={json()} {...props} />;
}
