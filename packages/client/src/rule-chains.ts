import type {
  PageData,
  PageLink,
  RuleChain,
  RuleChainData,
  RuleChainImportResult,
  RuleChainMetaData,
  RuleChainMetaDataDraft,
  RuleChainOutputLabelsUsage,
  RuleChainType,
} from '@fleetdeck/model';
import { pageLinkToQuery } from '@fleetdeck/model';
import type { ApiClient } from './http.js';

export type RuleChainDraft = Partial<RuleChain> & Pick<RuleChain, 'name'>;

/** A script of a node's form and the message to run it on, as POST /api/ruleChain/testScript takes them. */
export interface TestScriptRequest {
  script: string;
  /** update (transformation), generate, filter, switch, json (alarm details) or string (log) */
  scriptType: string;
  argNames: string[];
  /** the message data as JSON text */
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

/** Exactly one of the two is non-empty; the error is null when the script ran out of time. */
export interface TestScriptResult {
  output: string;
  error: string | null;
}

/** Rule chains, their metadata (nodes and connections), export and import, and their assignment to edges. */
export function ruleChainsApi(http: ApiClient) {
  return {
    get: (ruleChainId: string) => http.get<RuleChain>(`/api/ruleChain/${ruleChainId}`),
    save: (ruleChain: RuleChainDraft) => http.post<RuleChain>('/api/ruleChain', ruleChain),
    delete: (ruleChainId: string) => http.delete<void>(`/api/ruleChain/${ruleChainId}`),
    list: (link: PageLink, type?: RuleChainType) =>
      http.get<PageData<RuleChain>>('/api/ruleChains', { query: { ...pageLinkToQuery(link), type } }),
    metadata: (ruleChainId: string) => http.get<RuleChainMetaData>(`/api/ruleChain/${ruleChainId}/metadata`),
    /** Saves the nodes and connections; updateRelated renames the labels of calling chains when outputs are renamed. */
    saveMetadata: (metadata: RuleChainMetaDataDraft, updateRelated = true) =>
      http.post<RuleChainMetaData>('/api/ruleChain/metadata', metadata, {
        query: { updateRelated: String(updateRelated) },
      }),
    setRoot: (ruleChainId: string) => http.post<RuleChain>(`/api/ruleChain/${ruleChainId}/root`),
    outputLabels: (ruleChainId: string) => http.get<string[]>(`/api/ruleChain/${ruleChainId}/output/labels`),
    outputLabelsUsage: (ruleChainId: string) =>
      http.get<RuleChainOutputLabelsUsage[]>(`/api/ruleChain/${ruleChainId}/output/labels/usage`),
    export: (limit = 100) => http.get<RuleChainData>('/api/ruleChains/export', { query: { limit: String(limit) } }),
    import: (data: RuleChainData, overwrite = false) =>
      http.post<RuleChainImportResult[]>('/api/ruleChains/import', data, { query: { overwrite: String(overwrite) } }),
    /** A new chain made from the device profile rule chain template. */
    createDeviceDefault: (name: string) => http.post<RuleChain>('/api/ruleChain/device/default', { name }),
    assignToEdge: (edgeId: string, ruleChainId: string) =>
      http.post<RuleChain>(`/api/edge/${edgeId}/ruleChain/${ruleChainId}`),
    unassignFromEdge: (edgeId: string, ruleChainId: string) =>
      http.delete<RuleChain>(`/api/edge/${edgeId}/ruleChain/${ruleChainId}`),
    edgeRuleChains: (edgeId: string, link: PageLink) =>
      http.get<PageData<RuleChain>>(`/api/edge/${edgeId}/ruleChains`, { query: pageLinkToQuery(link) }),
    setEdgeTemplateRoot: (ruleChainId: string) =>
      http.post<RuleChain>(`/api/ruleChain/${ruleChainId}/edgeTemplateRoot`),
    setAutoAssignToEdge: (ruleChainId: string) =>
      http.post<RuleChain>(`/api/ruleChain/${ruleChainId}/autoAssignToEdge`),
    unsetAutoAssignToEdge: (ruleChainId: string) =>
      http.delete<RuleChain>(`/api/ruleChain/${ruleChainId}/autoAssignToEdge`),
    testScript: (request: TestScriptRequest) => http.post<TestScriptResult>('/api/ruleChain/testScript', request),
    autoAssignToEdgeRuleChains: () => http.get<RuleChain[]>('/api/ruleChain/autoAssignToEdgeRuleChains'),
  };
}
