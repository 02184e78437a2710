import type { RuleChain } from '@fleetdeck/model';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../components/media/FileInput';
import { importRuleChain } from './import-rule-chain';
import { parseRuleChainFile } from './rule-chain-file';

interface ImportRuleChainDialogProps {
  open: boolean;
  onClose(): void;
  onImported(ruleChain: RuleChain): void;
}

/**
 * Creates a rule chain from an exported JSON file dropped or chosen; a file that is not a rule chain, or whose nodes
 * the server refuses, creates nothing and shows why.
 */
export function ImportRuleChainDialog({ open, onClose, onImported }: ImportRuleChainDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const importing = useMutation({
    mutationFn: async (chosen: File) => {
      const result = parseRuleChainFile(await chosen.text());
      if (!result.ok) {
        setError(t(result.error));
        return null;
      }
      return importRuleChain(result.imported);
    },
    // the server's own text (a cycle, a relation to the node itself) says what is wrong with the file
    meta: { suppressErrors: true },
    onError: (failure) =>
      setError(t('rulechain.import-failed', { message: failure instanceof Error ? failure.message : String(failure) })),
    onSuccess: (ruleChain) => {
      if (!ruleChain) return;
      close();
      onImported(ruleChain);
    },
  });
  const close = () => {
    setFile(null);
    setError(null);
    setSubmitted(false);
    onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (file) importing.mutate(file);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-rulechain-title">
      {importing.isPending && <LinearProgress />}
      <DialogTitle id="import-rulechain-title">{t('rulechain.import')}</DialogTitle>
      <DialogContent dividers>
        <FileInput
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          accept=".json"
          label="rulechain.drop-file"
          requiredAsError={submitted}
          disabled={importing.isPending}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          {t('action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={importing.isPending}>
          {t('action.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
