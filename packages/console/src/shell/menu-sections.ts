import type { UserAuthority } from '@fleetdeck/model';
import { mdiAccountBoxMultiple, mdiAccountSupervisor, mdiAlphaDBox, mdiDevices, mdiDomain, mdiHome } from '@mdi/js';

/** A side-menu entry (seed 000 §2.7): a link, or a toggle group opening to `height` px with child pages. */
export interface MenuSection {
  id: string;
  type: 'link' | 'toggle';
  /** message key */
  name: string;
  path: string;
  /** an @mdi/js path */
  icon: string;
  height?: number;
  pages?: MenuSection[];
}

/** A group of shortcuts on the home page, mirroring the menu (seed 000 §2.6). */
export interface HomeSection {
  name: string;
  places: MenuSection[];
}

const home: MenuSection = { id: 'home', type: 'link', name: 'home.home', path: '/home', icon: mdiHome };
const tenants: MenuSection = {
  id: 'tenants',
  type: 'link',
  name: 'tenant.tenants',
  path: '/tenants',
  icon: mdiAccountSupervisor,
};
const tenantProfiles: MenuSection = {
  id: 'tenant_profiles',
  type: 'link',
  name: 'tenant-profile.tenant-profiles',
  path: '/tenantProfiles',
  icon: mdiAccountBoxMultiple,
};
const customers: MenuSection = {
  id: 'customers',
  type: 'link',
  name: 'customer.customers',
  path: '/customers',
  icon: mdiDomain,
};
const devices: MenuSection = {
  id: 'devices',
  type: 'link',
  name: 'device.devices',
  path: '/devices',
  icon: mdiDevices,
};
const deviceProfiles: MenuSection = {
  id: 'device_profiles',
  type: 'link',
  name: 'device-profile.device-profiles',
  path: '/deviceProfiles',
  icon: mdiAlphaDBox,
};

/**
 * The menu of each authority, in the order of seed 000 §2.7. An entry is added here when its page exists; the
 * remaining paths of the table (rule chains, assets, devices, settings, …) arrive with their issues.
 */
export const MENU_BY_AUTHORITY: Record<UserAuthority, MenuSection[]> = {
  SYS_ADMIN: [home, tenants, tenantProfiles],
  TENANT_ADMIN: [home, customers, devices, deviceProfiles],
  CUSTOMER_USER: [home, devices],
};

export const HOME_SECTIONS_BY_AUTHORITY: Record<UserAuthority, HomeSection[]> = {
  SYS_ADMIN: [{ name: 'tenant.management', places: [tenants, tenantProfiles] }],
  TENANT_ADMIN: [
    { name: 'customer.management', places: [customers] },
    { name: 'device.management', places: [devices, deviceProfiles] },
  ],
  CUSTOMER_USER: [{ name: 'device.management', places: [devices] }],
};

export function isUserAuthority(authority: string | undefined): authority is UserAuthority {
  return authority === 'SYS_ADMIN' || authority === 'TENANT_ADMIN' || authority === 'CUSTOMER_USER';
}

/** An entry is active on its own path and on every page below it. */
export function isSectionActive(section: MenuSection, pathname: string): boolean {
  return pathname === section.path || pathname.startsWith(`${section.path}/`);
}
