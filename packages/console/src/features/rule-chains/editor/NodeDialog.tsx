import type { ComponentDescriptor, RuleNodeDraft } from '@fleetdeck/model';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventsTable } from '../../events/EventsTable';
import { NODE_FORMS, type NodeFormHandle } from './forms';
import { NodeConfigurationEditor } from './NodeConfigurationEditor';

interface NodeDialogProps {
  /** the node being added or edited; null closes the dialog */
  node: RuleNodeDraft | null;
  descriptor: ComponentDescriptor | undefined;
  adding: boolean;
  onCancel(): void;
  onConfirm(node: RuleNodeDraft): void;
}

function descriptionOf(node: RuleNodeDraft): string {
  const description = node.additionalInfo?.description;
  return typeof description === 'string' ? description : '';
}

/**
 * The name, debug mode, description and configuration of a node, asked when it is dropped and when it is opened; a
 * saved node also shows its events, its debug messages first when its debug mode is on.
 */
export function NodeDialog({ node, descriptor, adding, onCancel, onConfirm }: NodeDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [debugMode, setDebugMode] = useState(false);
  const [description, setDescription] = useState('');
  const [configuration, setConfiguration] = useState<Record<string, unknown>>({});
  const [submitted, setSubmitted] = useState(false);
  const [tab, setTab] = useState<'details' | 'events'>('details');
  useEffect(() => {
    if (!node) return;
    setTab('details');
    setName(node.name);
    setDebugMode(node.debugMode ?? false);
    setDescription(descriptionOf(node));
    setConfiguration(node.configuration ?? {});
    setSubmitted(false);
  }, [node]);
  const savedId = adding ? undefined : node?.id?.id;
  const nameError = submitted && name.trim() === '';
  const HandMadeForm = node ? NODE_FORMS[node.type] : undefined;
  const form = useRef<NodeFormHandle | null>(null);
  const confirm = async () => {
    setSubmitted(true);
    if (!node) return;
    // the form checks its fields (and shows what is wrong) even when the name is missing too
    const configured = form.current ? await form.current.configuration() : configuration;
    if (configured === null || name.trim() === '') return;
    onConfirm({
      ...node,
      name: name.trim(),
      debugMode,
      configuration: configured,
      additionalInfo: { ...node.additionalInfo, description },
    });
  };
  return (
    <Dialog open={node !== null} onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="rule-node-title">
      <DialogTitle id="rule-node-title">
        {t(adding ? 'rulenode.add' : 'rulenode.details')}
        {descriptor && (
          <Typography variant="body2" color="text.secondary">
            {descriptor.name}: {descriptor.configurationDescriptor.nodeDefinition.description}
          </Typography>
        )}
      </DialogTitle>
      {savedId && (
        <Tabs value={tab} onChange={(_event, next) => setTab(next)} sx={{ px: 3 }}>
          <Tab value="details" label={t('details.details')} />
          <Tab value="events" label={t('event.events')} />
        </Tabs>
      )}
      <DialogContent dividers>
        {savedId && tab === 'events' && (
          <EventsTable
            key={savedId}
            entityId={{ entityType: 'RULE_NODE', id: savedId }}
            defaultType={node?.debugMode ? 'DEBUG_RULE_NODE' : 'ERROR'}
          />
        )}
        <Stack spacing={2} sx={{ display: tab === 'details' || !savedId ? undefined : 'none' }}>
          <TextField
            autoFocus
            required
            label={t('rulenode.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
            helperText={nameError ? t('rulenode.name-required') : undefined}
          />
          <FormControlLabel
            control={<Checkbox checked={debugMode} onChange={(event) => setDebugMode(event.target.checked)} />}
            label={t('rulenode.debug-mode')}
          />
          {node && HandMadeForm && (
            <HandMadeForm configuration={node.configuration ?? {}} ruleNodeId={savedId} handle={form} />
          )}
          {node && !HandMadeForm && (
            <NodeConfigurationEditor
              ruleNodeId={savedId}
              descriptor={descriptor}
              configuration={configuration}
              onChange={setConfiguration}
              handle={form}
            />
          )}
          <TextField
            label={t('rulenode.description')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={confirm}>
          {t(adding ? 'action.add' : 'action.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
