import type { EntityAlias } from '@fleetdeck/model';
import { mdiPlus } from '@mdi/js';
import { Box, Button, Stack } from '@mui/material';
import type { RJSFSchema } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/icons/MdiIcon';
import type { Datasource } from '../../../widgets/widget-config';
import { type AliasOption, DatasourceEditor, type FilterOption } from './DatasourceEditor';

interface DataTabProps {
  datasources: readonly Datasource[];
  aliases: readonly AliasOption[];
  filters: readonly FilterOption[];
  onCreateAlias(alias: EntityAlias): void;
  onChange(datasources: Datasource[]): void;
  /** the widget type's data key settings, edited in each key's dialog; none when the type has none */
  keySettingsSchema?: RJSFSchema;
  /** the widget's time window fields, shown above its datasources */
  timewindowFields: ReactNode;
}

/** The Data tab: the widget's time window, and its datasources. */
export function DataTab(props: DataTabProps) {
  const { datasources, aliases, filters, onChange, onCreateAlias, timewindowFields, keySettingsSchema } = props;
  const { t } = useTranslation();
  const replace = (index: number, datasource: Datasource) =>
    onChange(datasources.map((old, d) => (d === index ? datasource : old)));
  const add = () =>
    // the platform writes a datasource without a filter as `filterId: null`
    onChange([
      ...datasources,
      { type: 'entity', entityAliasId: aliases[0]?.id, filterId: null, dataKeys: [] } as unknown as Datasource,
    ]);
  return (
    <Stack spacing={2}>
      {timewindowFields}
      {datasources.map((datasource, d) => (
        <DatasourceEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: datasources are edited in place by their position
          key={d}
          index={d}
          datasource={datasource}
          aliases={aliases}
          filters={filters}
          onCreateAlias={onCreateAlias}
          keySettingsSchema={keySettingsSchema}
          keysBefore={datasources.slice(0, d).reduce((sum, source) => sum + source.dataKeys.length, 0)}
          onChange={(edited) => replace(d, edited)}
          onRemove={() => onChange(datasources.filter((_source, j) => j !== d))}
        />
      ))}
      <Box>
        <Button startIcon={<MdiIcon path={mdiPlus} />} onClick={add}>
          {t('widget-config.add-datasource')}
        </Button>
      </Box>
    </Stack>
  );
}
