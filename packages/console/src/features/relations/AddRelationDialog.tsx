import type { EntityId, EntitySearchDirection, EntityType } from '@fleetdeck/model';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JsonObjectEditor } from '../../components/editors/JsonObjectEditor';
import type { JsonObject } from '../../components/editors/json-object';
import { EntityAutocomplete, entityAutocompleteError } from '../../components/pickers/EntityAutocomplete';
import { EntityTypeSelect } from '../../components/pickers/EntityTypeSelect';
import { RelationTypeAutocomplete, relationTypeError } from '../../components/pickers/RelationTypeAutocomplete';
import { useAllowedEntityTypes } from '../../components/pickers/useAllowedEntityTypes';
import { api } from '../../core/http/api';

interface AddRelationDialogProps {
  open: boolean;
  entityId: EntityId;
  direction: EntitySearchDirection;
  onClose(): void;
  onAdded(): void;
}

/** Adds a relation from or to the entity: its type, the entity at the other end and optional JSON details. */
export function AddRelationDialog(props: AddRelationDialogProps) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<EntitySearchDirection>(props.direction);
  const [relationType, setRelationType] = useState<string | null>('Contains');
  const [targetType, setTargetType] = useState<EntityType | null>(null);
  const [target, setTarget] = useState<EntityId | null>(null);
  const [additionalInfo, setAdditionalInfo] = useState<JsonObject | null>(null);
  const [infoValid, setInfoValid] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const targetTypes = useAllowedEntityTypes(false) as EntityType[];

  const save = useMutation({
    mutationFn: () => {
      if (!target || !relationType) throw new Error('incomplete relation');
      const [from, to] = direction === 'FROM' ? [props.entityId, target] : [target, props.entityId];
      return api.relations.save({ from, to, type: relationType.trim(), typeGroup: 'COMMON', additionalInfo });
    },
    onSuccess: () => {
      props.onAdded();
      props.onClose();
    },
  });

  const typeError = relationTypeError(relationType, true);
  const targetError = entityAutocompleteError(targetType, target, true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (typeError || targetError || !targetType || !infoValid) return;
    save.mutate();
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="add-relation-title">
      {save.isPending && <LinearProgress />}
      <DialogTitle id="add-relation-title">{t('relation.add')}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="add-relation-form" noValidate spacing={2} onSubmit={submit}>
          <TextField
            select
            label={t('relation.direction')}
            value={direction}
            onChange={(event) => setDirection(event.target.value as EntitySearchDirection)}
          >
            <MenuItem value="FROM">{t('relation.search-direction.FROM')}</MenuItem>
            <MenuItem value="TO">{t('relation.search-direction.TO')}</MenuItem>
          </TextField>
          <RelationTypeAutocomplete
            value={relationType}
            onChange={setRelationType}
            required
            error={submitted && typeError ? typeError : undefined}
          />
          <Stack direction="row" spacing={2}>
            <EntityTypeSelect<EntityType>
              value={targetType}
              onChange={setTargetType}
              allowedTypes={targetTypes}
              required
              error={submitted && !targetType ? 'entity.type-required' : undefined}
            />
            <EntityAutocomplete
              entityType={targetType}
              value={target}
              onChange={(value) => setTarget(value)}
              required
              error={submitted && targetType && targetError ? targetError : undefined}
              excludeIds={[props.entityId.id]}
            />
          </Stack>
          <JsonObjectEditor
            label="relation.additional-info"
            value={additionalInfo}
            onChange={setAdditionalInfo}
            onValidityChange={setInfoValid}
            minHeight={120}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={save.isPending}>
          {t('action.cancel')}
        </Button>
        <Button type="submit" form="add-relation-form" variant="contained" disabled={save.isPending}>
          {t('action.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
