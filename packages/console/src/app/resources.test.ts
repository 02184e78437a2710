import { describe, expect, it } from 'vitest';
import { homeSections, menuSections } from '../shell/menu-sections';
import type { Resource } from './resource';
import { resourceRoutes } from './resource-routes';
import { RESOURCES } from './resources';
import type { RouteHandle } from './route-handle';

const edgesOn = { edgesEnabled: true };
const edgesOff = { edgesEnabled: false };
const paths = (sections: { path: string }[]) => sections.map((section) => section.path);

describe('the menu of each authority', () => {
  it('gives the system administrator home, tenants, tenant profiles, the widgets library and the system settings group', () => {
    expect(paths(menuSections(RESOURCES, 'SYS_ADMIN', edgesOn))).toEqual([
      '/home',
      '/tenants',
      '/tenantProfiles',
      '/widgets-bundles',
      '/settings',
    ]);
  });

  it('gathers the system settings pages in one 320 px toggle group', () => {
    const group = menuSections(RESOURCES, 'SYS_ADMIN', edgesOn).find((section) => section.path === '/settings');
    expect(group).toMatchObject({ type: 'toggle', name: 'admin.system-settings', height: 320 });
    expect(paths(group?.pages ?? [])).toEqual([
      '/settings/general',
      '/settings/outgoing-mail',
      '/settings/sms-provider',
      '/settings/security-settings',
      '/settings/oauth2',
      '/settings/2fa',
      '/settings/resources-library',
      '/settings/queues',
    ]);
  });

  it('gives the tenant administrator the tenant pages, edge instances only while edges are enabled', () => {
    const tenantPages = [
      '/home',
      '/ruleChains',
      '/customers',
      '/assets',
      '/devices',
      '/deviceProfiles',
      '/otaUpdates',
      '/entityViews',
    ];
    expect(paths(menuSections(RESOURCES, 'TENANT_ADMIN', edgesOn))).toEqual([
      ...tenantPages,
      '/edgeInstances',
      '/edgeManagement',
      '/widgets-bundles',
      '/dashboards',
      '/auditLogs',
      '/usage',
      '/settings',
    ]);
    expect(paths(menuSections(RESOURCES, 'TENANT_ADMIN', edgesOff))).toEqual([
      ...tenantPages,
      '/widgets-bundles',
      '/dashboards',
      '/auditLogs',
      '/usage',
      '/settings',
    ]);
  });

  it('gathers the tenant administrator’s rule chain templates in the 40 px Edge management toggle group', () => {
    const group = menuSections(RESOURCES, 'TENANT_ADMIN', edgesOn).find(
      (section) => section.path === '/edgeManagement',
    );
    expect(group).toMatchObject({ type: 'toggle', name: 'edge.management', height: 40 });
    expect(paths(group?.pages ?? [])).toEqual(['/edgeManagement/ruleChains']);
  });

  it('gives the customer user its own assets, devices, entity views, edges and dashboards', () => {
    expect(paths(menuSections(RESOURCES, 'CUSTOMER_USER', edgesOn))).toEqual([
      '/home',
      '/assets',
      '/devices',
      '/entityViews',
      '/edgeInstances',
      '/dashboards',
    ]);
    expect(paths(menuSections(RESOURCES, 'CUSTOMER_USER', edgesOff))).not.toContain('/edgeInstances');
  });

  it('names each entry with the title of its page', () => {
    const devices = menuSections(RESOURCES, 'TENANT_ADMIN', edgesOn).find((section) => section.path === '/devices');
    expect(devices).toMatchObject({ type: 'link', name: 'device.devices' });
  });
});

describe('the home page of each authority', () => {
  const summary = (authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER', conditions = edgesOn) =>
    homeSections(RESOURCES, authority, conditions).map((section) => [section.name, paths(section.places)]);

  it('groups the cards of the menu by section', () => {
    expect(summary('SYS_ADMIN')).toEqual([
      ['tenant.management', ['/tenants', '/tenantProfiles']],
      ['widget.management', ['/widgets-bundles']],
      [
        'admin.system-settings',
        [
          '/settings/general',
          '/settings/outgoing-mail',
          '/settings/sms-provider',
          '/settings/security-settings',
          '/settings/oauth2',
          '/settings/2fa',
          '/settings/resources-library',
          '/settings/queues',
        ],
      ],
    ]);
    expect(summary('TENANT_ADMIN')).toEqual([
      ['rulechain.management', ['/ruleChains']],
      ['customer.management', ['/customers']],
      ['asset.management', ['/assets']],
      ['device.management', ['/devices', '/deviceProfiles']],
      ['ota-update.management', ['/otaUpdates']],
      ['entity-view.management', ['/entityViews']],
      ['edge.management', ['/edgeInstances', '/edgeManagement/ruleChains']],
      ['widget.management', ['/widgets-bundles']],
      ['dashboard.management', ['/dashboards']],
      ['audit-log.audit', ['/auditLogs']],
      ['api-usage.api-usage', ['/usage']],
      ['admin.settings', ['/settings/home', '/settings/resources-library', '/settings/repository']],
    ]);
    expect(summary('CUSTOMER_USER')).toEqual([
      ['asset.management', ['/assets']],
      ['device.management', ['/devices']],
      ['entity-view.management', ['/entityViews']],
      ['edge.management', ['/edgeInstances']],
      ['dashboard.management', ['/dashboards']],
    ]);
  });

  it('drops a section left without cards', () => {
    expect(summary('CUSTOMER_USER', edgesOff).map(([name]) => name)).not.toContain('edge.management');
  });
});

describe('the route table', () => {
  const routes = resourceRoutes(RESOURCES);
  const route = (path: string) => routes.find((candidate) => candidate.path === path);

  it('has a route for every resource, titled and guarded as the resource says', () => {
    expect(routes.map((candidate) => candidate.path)).toEqual([...new Set(RESOURCES.map((resource) => resource.path))]);
    expect(route('devices')?.handle).toEqual({
      title: 'device.devices',
      breadcrumb: { label: 'device.devices', icon: RESOURCES.find((r) => r.id === 'devices')?.icon },
      authorities: ['TENANT_ADMIN', 'CUSTOMER_USER'],
    } satisfies RouteHandle);
    expect(route('home')?.handle).toMatchObject({ title: 'home.home', authorities: undefined });
  });

  it('makes a page declared for two authorities in their own menu groups one route open to both', () => {
    expect(routes.filter((candidate) => candidate.path === 'settings/resources-library')).toHaveLength(1);
    expect(route('settings/resources-library')?.handle).toMatchObject({
      title: 'resource.resources-library',
      authorities: ['SYS_ADMIN', 'TENANT_ADMIN'],
    });
    const tenantSettings = menuSections(RESOURCES, 'TENANT_ADMIN', edgesOn).find(
      (section) => section.path === '/settings',
    );
    expect(paths(tenantSettings?.pages ?? [])).toEqual([
      '/settings/home',
      '/settings/resources-library',
      '/settings/repository',
    ]);
  });

  it('puts subpages below their resource, with their own title', () => {
    const children = route('tenants')?.children ?? [];
    expect(children.map((child) => (child.index ? 'index' : child.path))).toEqual(['index', ':tenantId/users']);
    expect(children[1]?.handle).toMatchObject({ title: 'user.tenant-admins' });
    expect(route('customers')?.children?.[1]?.path).toBe(':customerId/users');
    expect(route('dashboards')?.children?.[1]).toMatchObject({
      path: ':dashboardId',
      handle: { title: 'dashboard.dashboard' },
    });
  });
});

describe('a resource declared once', () => {
  const settings = { id: 'settings', name: 'admin.system-settings', path: '/settings', icon: 'M0', height: 96 };
  const Page = () => null;
  const page = async () => Page;
  const resources: Resource[] = [
    { id: 'home', path: 'home', title: 'home.home', icon: 'M1', menu: {}, page },
    { id: 'general', path: 'settings/general', title: 'admin.general', icon: 'M2', menu: { group: settings }, page },
    { id: 'hidden', path: 'hidden', title: 'x.hidden', icon: 'M3', page, authorities: ['SYS_ADMIN'] },
    {
      id: 'mail',
      path: 'settings/outgoing-mail',
      title: 'admin.outgoing-mail',
      icon: 'M4',
      menu: { group: settings },
      page,
    },
  ];

  it('gathers the pages of a menu group in one toggle entry where its first page stands', () => {
    const sections = menuSections(resources, 'SYS_ADMIN', edgesOff);
    expect(sections.map((section) => [section.type, section.path])).toEqual([
      ['link', '/home'],
      ['toggle', '/settings'],
    ]);
    expect(sections[1]).toMatchObject({ name: 'admin.system-settings', height: 96 });
    expect(paths(sections[1]?.pages ?? [])).toEqual(['/settings/general', '/settings/outgoing-mail']);
  });

  it('gets a route even without a menu entry, and its page loads lazily', async () => {
    const hidden = resourceRoutes(resources).find((candidate) => candidate.path === 'hidden');
    const lazy = hidden?.children?.[0]?.lazy;
    if (typeof lazy !== 'function') throw new Error('the page is not lazy');
    expect(await lazy()).toEqual({ Component: Page });
  });
});
