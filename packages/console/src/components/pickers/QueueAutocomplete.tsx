import type { Queue, QueueServiceType } from '@fleetdeck/model';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/http/api';
import { entityKeys } from '../../core/queries/entity-keys';
import { truncateSearchText } from './truncate';
import { useSearchAsYouType } from './useSearchAsYouType';

/** Queue picker search page size. */
export const QUEUE_PAGE_SIZE = 10;

export interface QueueAutocompleteProps {
  /** the queue's name */
  value: string | null;
  onChange(value: string | null): void;
  serviceType?: QueueServiceType;
  /** message key; queue.queue-name when absent */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}

export function queueError(value: string | null, required: boolean): string | null {
  return required && !value ? 'queue.queue-required' : null;
}

/** What the empty list says: no queues at all, or none matching the (shortened) text. */
export function queueNoMatchMessage(text: string): { key: string; values?: Record<string, string> } {
  return text
    ? { key: 'queue.no-queues-matching', values: { queue: truncateSearchText(text) } }
    : { key: 'queue.no-queues-found' };
}

/** A rule-engine queue by name: the tenant's queues of the service type, by name prefix, 10 at a time. */
export function QueueAutocomplete(props: QueueAutocompleteProps) {
  const { value, onChange, serviceType = 'TB_RULE_ENGINE', required = false } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [searchText, setSearchText] = useState('');
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);

  // A stored name that no longer names a queue clears the field; the failure is not shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new name needs checking.
  useEffect(() => {
    setText(value ?? '');
    if (!value) return;
    let cancelled = false;
    api.http
      .silently(() => api.queues.byName(value))
      .catch(() => {
        if (!cancelled) onChange(null);
      });
    return () => {
      cancelled = true;
    };
  }, [value]);

  const search = useSearchAsYouType({
    text: searchText,
    queryKey: (text) => entityKeys('QUEUE').search({ serviceType, text }),
    search: async (text) =>
      (
        await api.queues.list(serviceType, {
          pageSize: QUEUE_PAGE_SIZE,
          page: 0,
          textSearch: text,
          sortOrder: { property: 'name', direction: 'ASC' },
        })
      ).data,
    enabled: open,
  });
  const noMatch = queueNoMatchMessage(searchText);
  const error = props.error ?? (touched ? queueError(value, required) : null);

  return (
    <Autocomplete<Queue, false, false, false>
      options={search.results}
      value={null}
      inputValue={text}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={props.disabled}
      loading={search.loading}
      filterOptions={(options) => options}
      getOptionLabel={(queue) => queue.name}
      noOptionsText={t(noMatch.key, noMatch.values)}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'input') return;
        setText(next);
        setSearchText(next);
      }}
      onChange={(_event, queue) => {
        if (!queue) return;
        setSearchText('');
        setText(queue.name);
        onChange(queue.name);
      }}
      renderOption={(optionProps, queue) => {
        const { key, ...rest } = optionProps;
        return (
          <Box component="li" key={key} {...rest} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
            <Typography>{queue.name}</Typography>
            {queue.additionalInfo?.description && (
              <Typography variant="caption" color="text.secondary">
                {queue.additionalInfo.description}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(props.label ?? 'queue.queue-name')}
          required={required}
          error={Boolean(error)}
          helperText={error ? t(error) : undefined}
          onBlur={() => {
            setTouched(true);
            if (!text.trim()) {
              if (value) onChange(null);
              return;
            }
            // Typed text that was not picked from the list is not a queue: the field shows the chosen one again.
            if (text !== (value ?? '')) {
              setText(value ?? '');
              setSearchText('');
            }
          }}
        />
      )}
    />
  );
}
