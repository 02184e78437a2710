import type { CustomerId, DashboardId, EntityId, TenantId } from '../ids.js';
import type { DashboardFilters, EntityAliases } from './alias.js';
import type { StoredTimewindow } from './timewindow.js';
import type { Widget } from './widget.js';

export interface GridSettings {
  backgroundColor?: string;
  columns?: number;
  /** px between widgets and around the grid */
  margin?: number;
  backgroundSizeMode?: string;
  backgroundImageUrl?: string;
  /** desktop rows stretch to fill the height instead of square cells */
  autoFillHeight?: boolean;
  mobileAutoFillHeight?: boolean;
  mobileRowHeight?: number;
  color?: string;
  [key: string]: unknown;
}

/** Where a widget sits in one layout; numbers may be fractional in stored JSON. */
export interface WidgetLayout {
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
  mobileHide?: boolean;
  mobileHeight?: number;
  mobileOrder?: number;
}

export interface DashboardLayout {
  widgets: Record<string, WidgetLayout>;
  gridSettings: GridSettings;
}

export type DashboardLayoutId = 'main' | 'right';

export interface DashboardState {
  name: string;
  root: boolean;
  layouts: Partial<Record<DashboardLayoutId, DashboardLayout>>;
}

export type StateControllerId = 'entity' | 'default';

export interface DashboardSettings {
  stateControllerId?: StateControllerId;
  showTitle?: boolean;
  showDashboardsSelect?: boolean;
  showEntitiesSelect?: boolean;
  showFilters?: boolean;
  showDashboardLogo?: boolean;
  dashboardLogoUrl?: string;
  showDashboardTimewindow?: boolean;
  showDashboardExport?: boolean;
  showUpdateDashboardImage?: boolean;
  toolbarAlwaysOpen?: boolean;
  hideToolbar?: boolean;
  titleColor?: string;
  dashboardCss?: string;
  [key: string]: unknown;
}

export interface DashboardConfiguration {
  description?: string;
  widgets: Record<string, Widget>;
  states: Record<string, DashboardState>;
  entityAliases: EntityAliases;
  filters: DashboardFilters;
  timewindow: StoredTimewindow;
  settings: DashboardSettings;
  [key: string]: unknown;
}

export interface ShortCustomerInfo {
  customerId: CustomerId;
  title: string;
  public: boolean;
}

/** A dashboard without its configuration, as lists and the info call give it. */
export interface DashboardInfo {
  id: DashboardId;
  createdTime: number;
  tenantId: TenantId;
  title: string;
  /** read-only: the title again */
  name?: string;
  /** a data URL of the dashboard's picture */
  image: string | null;
  /** null when the dashboard is assigned to no customer */
  assignedCustomers: ShortCustomerInfo[] | null;
  mobileHide: boolean;
  mobileOrder: number | null;
  externalId?: EntityId | null;
}

/** A dashboard with its configuration, which the server stores as given and only the console interprets. */
export interface Dashboard extends DashboardInfo {
  configuration: DashboardConfiguration;
}

/** What a dashboard save sends: a title at least; without id it is created. */
export type DashboardDraft = Partial<Omit<Dashboard, 'configuration'>> &
  Pick<Dashboard, 'title'> & { configuration?: Partial<DashboardConfiguration> | null };

/** The dashboard a user or tenant opens on sign-in. */
export interface HomeDashboardInfo {
  dashboardId: DashboardId | null;
  hideDashboardToolbar: boolean;
}

export interface HomeDashboard extends Dashboard {
  hideDashboardToolbar: boolean;
}
