import { javascript } from '@codemirror/lang-javascript';
import { CodeEditor, type CodeEditorProps } from './CodeEditor';

export type JavaScriptEditorProps = CodeEditorProps;

/** CodeMirror with JavaScript highlighting, for the bodies of rule node scripts; load it on demand. */
export function JavaScriptEditor(props: JavaScriptEditorProps) {
  return <CodeEditor language={javascript()} {...props} />;
}
