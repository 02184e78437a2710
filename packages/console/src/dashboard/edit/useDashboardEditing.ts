import { ApiError } from '@fleetdeck/client';
import { type Dashboard, isErrorResponse } from '@fleetdeck/model';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { reportError } from '../../core/http/report-error';
import { type DashboardDraft, type DraftAction, draftBase, draftReducer, isDirty, startDraft } from './dashboard-draft';

/** The widget the user last clicked in edit mode: keyboard copy and delete act on it. */
export interface SelectedWidget {
  widgetId: string;
  layoutId: 'main' | 'right';
}

/** The dashboard's edit mode: whether it is on, the draft being edited and what can be done with it. */
export interface DashboardEditing {
  /** the user may edit this dashboard: a tenant administrator, never through a public link */
  canEdit: boolean;
  active: boolean;
  /** the draft while editing */
  draft: DashboardDraft | null;
  dirty: boolean;
  saving: boolean;
  /** why the server refused the last save, in its own words */
  saveError: string | null;
  selected: SelectedWidget | null;
  select(selected: SelectedWidget | null): void;
  enter(): void;
  dispatch(action: DraftAction): void;
  /** saves the draft and leaves edit mode; a refused save keeps both and shows why */
  save(): Promise<void>;
  /** leaves edit mode and drops the draft; the caller asks first when there are unsaved changes */
  discard(): void;
}

interface EditingOptions {
  canEdit: boolean;
  /** the dashboard as the server gave it */
  saved: Dashboard | undefined;
  /** the same dashboard normalised: a legacy one is edited in this form */
  normalised: Dashboard | null;
  write(dashboard: Dashboard): Promise<void>;
}

/** The message of the server's error answer; other failures are shown the console's usual way. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isErrorResponse(error.body)) return null;
  return error.body.message || null;
}

type DraftCommand = { type: 'start'; base: Dashboard } | { type: 'stop' } | DraftAction;

function draftCommands(draft: DashboardDraft | null, command: DraftCommand): DashboardDraft | null {
  if (command.type === 'start') return startDraft(command.base);
  if (command.type === 'stop') return null;
  return draft ? draftReducer(draft, command) : draft;
}

export function useDashboardEditing({ canEdit, saved, normalised, write }: EditingOptions): DashboardEditing {
  const [draft, command] = useReducer(draftCommands, null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [selected, select] = useState<SelectedWidget | null>(null);
  const enter = useCallback(() => {
    if (canEdit && saved && normalised) command({ type: 'start', base: draftBase(saved, normalised) });
  }, [canEdit, saved, normalised]);
  const discard = useCallback(() => {
    select(null);
    setSaveError(null);
    command({ type: 'stop' });
  }, []);
  const present = draft?.present;
  const save = useCallback(async () => {
    if (!present) return;
    setSaving(true);
    setSaveError(null);
    try {
      await write(present);
      discard();
    } catch (error) {
      const message = serverMessage(error);
      if (message) setSaveError(message);
      else reportError(error);
    } finally {
      setSaving(false);
    }
  }, [present, write, discard]);
  return useMemo(
    () => ({
      canEdit,
      active: draft !== null,
      draft,
      dirty: draft !== null && isDirty(draft),
      saving,
      saveError,
      selected,
      select,
      enter,
      dispatch: command,
      save,
      discard,
    }),
    [canEdit, draft, saving, saveError, selected, enter, save, discard],
  );
}
