import { json } from '@codemirror/lang-json';
import { CodeEditor } from '../../components/editors/CodeEditor';

interface AuditLogJsonEditorProps {
  value: string;
  label: string;
  language: 'json' | 'text';
}

/** A read-only view of an audit entry's action data (JSON) or failure details (text). Loaded on demand. */
export function AuditLogJsonEditor({ value, label, language }: AuditLogJsonEditorProps) {
  return (
    <CodeEditor language={language === 'json' ? json() : []} value={value} readOnly minHeight={160} label={label} />
  );
}
