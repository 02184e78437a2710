import { mdiSitemap } from '@mdi/js';
import { type Resource, whileEdgesEnabled } from '../../app/resource';
import { edgeManagementGroup } from '../edges/edge-management-group';

/** /ruleChains: the tenant's rule chains; a chain opens in the editor, which is loaded only on its own page. */
export const ruleChainsResource: Resource = {
  id: 'rule_chains',
  path: 'ruleChains',
  title: 'rulechain.rulechains',
  icon: mdiSitemap,
  authorities: ['TENANT_ADMIN'],
  menu: {},
  homeSection: 'rulechain.management',
  page: () => import('./RuleChainsPage').then((m) => m.RuleChainsPage),
  subpages: [
    {
      path: 'import',
      title: 'rulechain.import',
      icon: mdiSitemap,
      page: () => import('./editor/RuleChainImportPage').then((m) => m.RuleChainImportPage),
    },
    {
      path: ':ruleChainId',
      title: 'rulechain.rulechain',
      icon: mdiSitemap,
      page: () => import('./editor/RuleChainEditorPage').then((m) => m.RuleChainEditorPage),
    },
  ],
};

/** /edgeManagement/ruleChains: the tenant's edge rule chains, templates of what runs on edges; while edges are on. */
export const edgeRuleChainsResource: Resource = {
  id: 'edge_rule_chains',
  path: 'edgeManagement/ruleChains',
  title: 'edge.rulechain-templates',
  icon: mdiSitemap,
  authorities: ['TENANT_ADMIN'],
  menu: { group: edgeManagementGroup },
  homeSection: 'edge.management',
  condition: whileEdgesEnabled,
  page: () => import('./EdgeRuleChainsPage').then((m) => m.EdgeRuleChainsPage),
  subpages: [
    {
      path: 'import',
      title: 'rulechain.import',
      icon: mdiSitemap,
      page: () => import('./editor/RuleChainImportPage').then((m) => m.RuleChainImportPage),
    },
    {
      path: ':ruleChainId',
      title: 'rulechain.rulechain',
      icon: mdiSitemap,
      page: () => import('./editor/RuleChainEditorPage').then((m) => m.RuleChainEditorPage),
    },
  ],
};
