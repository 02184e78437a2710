import type { Dashboard, DashboardDraft } from '@fleetdeck/model';

/** The parts of a saved dashboard that belong to one installation and so never travel in an exported file. */
const INSTALLATION_FIELDS = ['id', 'createdTime', 'tenantId', 'customerId', 'assignedCustomers', 'externalId'] as const;

/** A dashboard as the platform exports it: its title, picture, mobile settings and configuration, without ids. */
export function exportedDashboard(dashboard: Dashboard): Record<string, unknown> {
  const exported: Record<string, unknown> = structuredClone(dashboard) as unknown as Record<string, unknown>;
  for (const field of INSTALLATION_FIELDS) delete exported[field];
  return exported;
}

/** The file name of an export: the title in lower case with every run of spaces as an underscore. */
export function exportFileName(title: string): string {
  return `${title.trim().toLowerCase().replace(/\s+/g, '_') || 'dashboard'}.json`;
}

export type ImportedDashboard = { ok: true; draft: DashboardDraft } | { ok: false; error: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an exported dashboard file. Text that is not JSON, and JSON that is not an object with a text title and a
 * configuration object, is refused with a message key; otherwise the draft to create, without any id so that a
 * copy is created even when the file came from this installation.
 */
export function parseDashboardFile(text: string): ImportedDashboard {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'dashboard.invalid-json-file-error' };
  }
  if (!isObject(parsed) || typeof parsed.title !== 'string' || !isObject(parsed.configuration)) {
    return { ok: false, error: 'dashboard.invalid-dashboard-file-error' };
  }
  if (parsed.title.trim() === '') return { ok: false, error: 'dashboard.title-required' };
  const draft = { ...parsed } as Record<string, unknown>;
  for (const field of INSTALLATION_FIELDS) delete draft[field];
  delete draft.name;
  return { ok: true, draft: draft as unknown as DashboardDraft };
}
