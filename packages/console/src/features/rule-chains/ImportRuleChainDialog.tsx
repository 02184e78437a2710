import { JsonFileImportDialog, type JsonFileReading } from '../../components/dialogs/JsonFileImportDialog';
import { type ImportedRuleChain, parseRuleChainFile } from './rule-chain-file';

interface ImportRuleChainDialogProps {
  open: boolean;
  onClose(): void;
  /** the chain read from the file, not stored yet */
  onImported(imported: ImportedRuleChain): void;
}

function readRuleChainFile(text: string): JsonFileReading<ImportedRuleChain> {
  const result = parseRuleChainFile(text);
  return result.ok ? { ok: true, draft: result.imported } : result;
}

/**
 * Reads a rule chain from an exported JSON file dropped or chosen; a file that is not a rule chain shows why. The chain
 * read is handed on as it is: as on the platform, it opens in the editor and is created when the editor saves it.
 */
export function ImportRuleChainDialog({ open, onClose, onImported }: ImportRuleChainDialogProps) {
  return (
    <JsonFileImportDialog
      open={open}
      title="rulechain.import"
      dropLabel="rulechain.drop-file"
      read={readRuleChainFile}
      save={async (imported: ImportedRuleChain) => imported}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
