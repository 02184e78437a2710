import type { DashboardId, UserId } from '../ids.js';
import type { DashboardConfiguration } from './dashboard.js';

/**
 * One saved version of a dashboard (a Fleetdeck extension, not part of the platform's API): every save keeps one,
 * numbered from 1 per dashboard, with who saved it and when.
 */
export interface DashboardVersionInfo {
  id: string;
  dashboardId: DashboardId;
  version: number;
  createdTime: number;
  userId: UserId;
  /** the saving user's email, kept as it was at the save */
  userName: string;
  title: string;
}

/** A version with the dashboard fields it saved. */
export interface DashboardVersion extends DashboardVersionInfo {
  image: string | null;
  mobileHide: boolean;
  mobileOrder: number | null;
  configuration: DashboardConfiguration | null;
}

/** The tenant profile configuration field that limits the versions kept per dashboard (0 keeps every version). */
export const MAX_DASHBOARD_VERSIONS_FIELD = 'maxDashboardVersions';
/** The versions kept per dashboard when the tenant profile does not say. */
export const DEFAULT_MAX_DASHBOARD_VERSIONS = 20;
