import type { BulkImportColumn, BulkImportRequest, BulkImportResult } from '@fleetdeck/model';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../components/media/FileInput';
import { api } from '../../core/http/api';
import { entitiesChanged } from '../../core/queries/invalidate-entity';
import { ColumnMappingTable } from './ColumnMappingTable';
import { ImportResultView } from './ImportResultView';
import { IMPORT_TITLES } from './import-action';
import { addChunkResult, chunkRequest, EMPTY_RESULT, splitImport } from './import-chunks';
import {
  CSV_DELIMITERS,
  type CsvDelimiter,
  type CsvPreview,
  guessColumns,
  type ImportEntityType,
  importRequest,
  mappingErrors,
  previewCsv,
} from './import-mapping';

const STEPS = ['select-file', 'configuration', 'column-type', 'creat-entities', 'done'] as const;

const IMPORTERS: Record<ImportEntityType, (request: BulkImportRequest) => Promise<BulkImportResult>> = {
  DEVICE: (request) => api.bulkImport.devices(request),
  ASSET: (request) => api.bulkImport.assets(request),
  EDGE: (request) => api.bulkImport.edges(request),
};

interface ImportWizardDialogProps {
  entityType: ImportEntityType;
  open: boolean;
  onClose(): void;
  /** called after an import that created or updated anything, so the list reloads */
  onImported(): void;
}

/**
 * The CSV import wizard shared by devices, assets and edges: file, delimiter and header, column mapping, then the
 * import with its progress and result.
 */
export function ImportWizardDialog({ entityType, open, onClose, onImported }: ImportWizardDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [fileMissing, setFileMissing] = useState(false);
  const [delimiter, setDelimiter] = useState<CsvDelimiter>(',');
  const [header, setHeader] = useState(true);
  const [update, setUpdate] = useState(true);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [columns, setColumns] = useState<BulkImportColumn[]>([]);
  const [showErrors, setShowErrors] = useState(false);

  const [progress, setProgress] = useState({ done: 0, total: 0 });

  // The platform's import answers only when the whole file is done, so the file goes in slices of whole lines and
  // the bar moves as each one is answered; the results are summed, numbered by the lines of the user's file.
  const importing = useMutation({
    mutationFn: async (request: BulkImportRequest) => {
      const chunks = splitImport(request.file, request.mapping.delimiter, request.mapping.header);
      const total = chunks.reduce((sum, chunk) => sum + chunk.records, 0);
      let result = EMPTY_RESULT;
      let done = 0;
      setProgress({ done, total });
      for (const chunk of chunks) {
        result = addChunkResult(result, await IMPORTERS[entityType](chunkRequest(request, chunk)), chunk);
        done += chunk.records;
        setProgress({ done, total });
      }
      return result;
    },
    onSuccess: (result) => {
      setStep(4);
      if (result.created > 0 || result.updated > 0) {
        void entitiesChanged(queryClient, entityType);
        onImported();
      }
    },
    onError: () => setStep(2),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened wizard starts over.
  useEffect(() => {
    if (!open) return;
    setStep(0);
    setFile(null);
    setText('');
    setFileMissing(false);
    setDelimiter(',');
    setHeader(true);
    setUpdate(true);
    setPreview(null);
    setColumns([]);
    setShowErrors(false);
    importing.reset();
  }, [open]);

  const errors = mappingErrors(columns);
  const next = async () => {
    if (step === 0) {
      if (!file) {
        setFileMissing(true);
        return;
      }
      setText(await file.text());
      setStep(1);
    } else if (step === 1) {
      const read = previewCsv(text, delimiter, header);
      setPreview(read);
      setColumns(guessColumns(read, entityType));
      setShowErrors(false);
      setStep(2);
    } else if (step === 2) {
      setShowErrors(true);
      if (errors.length > 0) return;
      setStep(3);
      importing.mutate(importRequest(text, columns, { delimiter, header, update }));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={importing.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="import-title"
    >
      <DialogTitle id="import-title">{t(IMPORT_TITLES[entityType])}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`import.stepper-text.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <FileInput
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileMissing(false);
            }}
            accept=".csv,.txt"
            label="import.drop-file-csv"
            requiredAsError={fileMissing}
          />
        )}
        {step === 1 && (
          <Stack spacing={2}>
            <TextField
              select
              label={t('import.csv-delimiter')}
              value={delimiter}
              onChange={(event) => setDelimiter(event.target.value as CsvDelimiter)}
              sx={{ maxWidth: 240 }}
            >
              {CSV_DELIMITERS.map((value) => (
                <MenuItem key={value} value={value}>
                  {value === '\t' ? t('import.tab') : value}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={header} onChange={(event) => setHeader(event.target.checked)} />}
              label={t('import.csv-first-line-header')}
            />
            <FormControlLabel
              control={<Checkbox checked={update} onChange={(event) => setUpdate(event.target.checked)} />}
              label={t('import.csv-update-data')}
            />
          </Stack>
        )}
        {step === 2 && preview && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('import.column-type-hint', { count: preview.columnCount })}
            </Typography>
            <ColumnMappingTable entityType={entityType} preview={preview} columns={columns} onChange={setColumns} />
            {showErrors &&
              errors.map((error) => (
                <Alert key={error} severity="error" sx={{ mt: 1 }}>
                  {t(error)}
                </Alert>
              ))}
          </Box>
        )}
        {step === 3 && (
          <Box sx={{ py: 3 }}>
            <Typography sx={{ mb: 2 }}>{t('import.importing')}</Typography>
            <LinearProgress
              variant="determinate"
              value={progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : 0}
              aria-label={t('import.importing')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="import-progress">
              {`${progress.done} / ${progress.total}`}
            </Typography>
          </Box>
        )}
        {step === 4 && importing.data && <ImportResultView result={importing.data} />}
      </DialogContent>
      <DialogActions>
        {step < 3 && (
          <>
            <Button onClick={onClose}>{t('action.cancel')}</Button>
            {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('action.back')}</Button>}
            <Button variant="contained" onClick={() => void next()}>
              {step === 2 ? t('action.import') : t('action.continue')}
            </Button>
          </>
        )}
        {step === 4 && (
          <Button variant="contained" onClick={onClose}>
            {t('action.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
