import type { DashboardState, EntityAliases, Widget } from '@fleetdeck/model';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Tab,
  Tabs,
} from '@mui/material';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyWidgetSettingsForm } from '../../widgets/lazy-widget-settings-form';
import type { WidgetConfig } from '../../widgets/widget-config';
import type { WidgetSettingsEdit } from '../model/widget-settings-edit';
import { ActionsTab } from './widget-config/ActionsTab';
import { AppearanceTab } from './widget-config/AppearanceTab';
import { loadSyntaxCheck } from './widget-config/check-syntax';
import type { AliasOption, FilterOption } from './widget-config/DatasourceEditor';
import { DataTab } from './widget-config/DataTab';
import { actionsOf, datasourcesOf, initialConfig } from './widget-config/initial-config';
import { MobileTab } from './widget-config/MobileTab';
import { mobileProblems } from './widget-config/mobile-settings';
import { ProblemList } from './widget-config/ProblemList';
import { parsedTitleStyle, titleStyleText, withTitleStyle } from './widget-config/title-style';
import { WidgetTimewindowFields } from './widget-config/WidgetTimewindowFields';
import type { WidgetConfigDefinition } from './widget-config/widget-config-definition';
import { type ConfigProblem, widgetConfigProblems } from './widget-config/widget-config-problems';

interface WidgetSettingsDialogProps {
  widget: Widget;
  definition: WidgetConfigDefinition;
  /** the dashboard's aliases, which datasources read and some settings name */
  aliases: readonly AliasOption[];
  /** the dashboard's filters, which datasources may read through */
  filters: readonly FilterOption[];
  /** the dashboard's states, which actions open */
  states: Record<string, Pick<DashboardState, 'name'>>;
  /** a widget being added: its Save button says Add */
  adding?: boolean;
  onSave(edit: WidgetSettingsEdit): Promise<void>;
  onClose(): void;
}

type Json = Record<string, unknown>;
type TabId = 'data' | 'settings' | 'appearance' | 'mobile' | 'actions';

/**
 * Configures a widget as the platform's widget editor: its datasources and keys, its type's settings and each
 * key's, its appearance, its mobile mode settings and its actions. Nothing is saved until Save, which refuses a
 * config with a key without a name, a function that does not parse, an action without a name or target or a mobile
 * order or height that is not a whole number; a save that fails keeps it open.
 */
export function WidgetSettingsDialog(props: WidgetSettingsDialogProps) {
  const { widget, definition, filters, states, adding = false, onSave, onClose } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const migrated = useMemo(() => definition.migrate(widget.config as unknown as WidgetConfig), [widget, definition]);
  const [config, setConfig] = useState<Json>(() => initialConfig(widget.config as Json, migrated));
  const [tab, setTab] = useState<TabId>(definition.kind === 'static' ? 'settings' : 'data');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [problems, setProblems] = useState<ConfigProblem[]>([]);
  const [titleStyle, setTitleStyle] = useState(() => titleStyleText(config.titleStyle));
  // aliases created from a datasource: offered at once, added to the dashboard's when the widget is saved
  const [createdAliases, setCreatedAliases] = useState<EntityAliases>({});
  const aliases = useMemo(
    () => [
      ...props.aliases,
      ...Object.values(createdAliases).map((alias) => ({ id: alias.id, name: alias.alias, entity: null })),
    ],
    [props.aliases, createdAliases],
  );
  const aliasNames = aliases.map((alias) => alias.name);
  const keySchema = definition.dataKeySettingsSchemaFor?.(aliasNames) ?? definition.dataKeySettingsSchema;
  const datasources = datasourcesOf(config);
  const change = (changes: Json) => setConfig((current) => ({ ...current, ...changes }));
  const save = async () => {
    const style = parsedTitleStyle(titleStyle);
    const found = [
      ...(style ? [] : [{ key: 'widget-config.title-style-invalid' }]),
      ...mobileProblems(config),
      ...widgetConfigProblems(datasources, actionsOf(config), await loadSyntaxCheck()),
    ];
    setProblems(found);
    if (!style || found.length > 0) return;
    // a style left as read is written back exactly as read; an emptied one is removed
    const saved = titleStyle === titleStyleText(config.titleStyle) ? config : withTitleStyle(config, style.value);
    setSaving(true);
    setFailed(false);
    try {
      const keySettings = datasources.map((source) => source.dataKeys.map((key) => key.settings ?? {}));
      const entityAliases = Object.keys(createdAliases).length > 0 ? createdAliases : undefined;
      await onSave({ settings: saved.settings as Json, keySettings, config: saved, entityAliases });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const tabs: Array<[TabId, string]> = [
    ['data', 'widget-config.data'],
    ['settings', 'widget-config.settings'],
    ['appearance', 'widget-config.appearance'],
    ['mobile', 'widget-config.mobile'],
    ['actions', 'widget-config.actions'],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(adding ? 'widget-config.new-widget' : 'widget.edit')}</DialogTitle>
      <Tabs value={tab} onChange={(_event, value: TabId) => setTab(value)} sx={{ px: 2 }}>
        {tabs.map(([id, key]) => (
          <Tab key={id} value={id} label={t(key)} />
        ))}
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {tab === 'data' && (
          <DataTab
            datasources={datasources}
            aliases={aliases}
            filters={filters}
            onCreateAlias={(alias) => setCreatedAliases((created) => ({ ...created, [alias.id]: alias }))}
            onChange={(edited) => change({ datasources: edited })}
            keySettingsSchema={keySchema}
            timewindowFields={<WidgetTimewindowFields config={config} onChange={change} />}
          />
        )}
        {tab === 'settings' && (
          <Suspense fallback={<LinearProgress />}>
            <section aria-label={t('widget.settings')}>
              <LazyWidgetSettingsForm
                schema={definition.settingsSchema}
                settings={config.settings as Json}
                onChange={(settings) => change({ settings })}
              />
            </section>
          </Suspense>
        )}
        {tab === 'appearance' && (
          <AppearanceTab config={config} onChange={change} titleStyle={titleStyle} onTitleStyle={setTitleStyle} />
        )}
        {tab === 'mobile' && <MobileTab config={config} onChange={change} />}
        {tab === 'actions' && (
          <ActionsTab
            sources={definition.actionSources ?? []}
            actions={actionsOf(config)}
            states={states}
            onChange={(actions) => change({ actions })}
          />
        )}
        <Box>
          <ProblemList problems={problems} />
          {failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('widget.save-failed')}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {t(adding ? 'action.add' : 'action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
