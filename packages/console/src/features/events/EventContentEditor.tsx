import { json } from '@codemirror/lang-json';
import { CodeEditor } from '../../components/editors/CodeEditor';

interface EventContentEditorProps {
  value: string;
  contentType: 'json' | 'text';
  label: string;
}

/** An event's long content, read only: JSON highlighted, other text plain. Loaded on demand with CodeMirror. */
export function EventContentEditor({ value, contentType, label }: EventContentEditorProps) {
  return (
    <CodeEditor language={contentType === 'json' ? json() : []} value={value} readOnly minHeight={240} label={label} />
  );
}
