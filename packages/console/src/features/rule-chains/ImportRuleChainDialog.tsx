import type { RuleChain } from '@fleetdeck/model';
import { JsonFileImportDialog, type JsonFileReading } from '../../components/dialogs/JsonFileImportDialog';
import type { DetailsError } from '../../entities/details-error';
import { importRuleChain } from './import-rule-chain';
import { type ImportedRuleChain, parseRuleChainFile } from './rule-chain-file';

interface ImportRuleChainDialogProps {
  open: boolean;
  onClose(): void;
  onImported(ruleChain: RuleChain): void;
}

function readRuleChainFile(text: string): JsonFileReading<ImportedRuleChain> {
  const result = parseRuleChainFile(text);
  return result.ok ? { ok: true, draft: result.imported } : result;
}

/** The server's own text (a cycle, a relation to the node itself) says what is wrong with the file. */
function importFailure(failure: unknown): DetailsError {
  return {
    key: 'rulechain.import-failed',
    values: { message: failure instanceof Error ? failure.message : String(failure) },
  };
}

/**
 * Creates a rule chain from an exported JSON file dropped or chosen; a file that is not a rule chain, or whose nodes
 * the server refuses, creates nothing and shows why.
 */
export function ImportRuleChainDialog({ open, onClose, onImported }: ImportRuleChainDialogProps) {
  return (
    <JsonFileImportDialog
      open={open}
      title="rulechain.import"
      dropLabel="rulechain.drop-file"
      read={readRuleChainFile}
      save={importRuleChain}
      showsServerErrors
      serverError={importFailure}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
