import '@xyflow/react/dist/style.css';
import { COMPONENT_TYPES } from '@fleetdeck/model';
import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { api } from '../../../core/http/api';
import { importRuleChain } from '../import-rule-chain';
import { ruleChainsListPath } from '../rule-chain-entry';
import { chainMetadata, metadataToGraph } from './chain-graph';
import { importedChainOf } from './imported-chain-state';
import { RuleChainEditor } from './RuleChainEditor';

/**
 * /ruleChains/import and /edgeManagement/ruleChains/import: the editor of a chain read from a file and not stored yet. Save creates it, and the editor of
 * the created chain takes over; without an imported chain (an address typed in) the list opens.
 */
export function RuleChainImportPage() {
  const { t } = useTranslation();
  const imported = importedChainOf(useLocation().state);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const chainType = imported?.chain.type ?? 'CORE';
  const components = useQuery({
    queryKey: ['components', chainType],
    queryFn: () => api.components.list(COMPONENT_TYPES, chainType),
    enabled: imported !== null,
  });
  const initial = useMemo(
    () => imported && components.data && metadataToGraph({ ...imported, ruleChainConnections: null }, components.data),
    [imported, components.data],
  );
  if (!imported) return <Navigate to={ruleChainsListPath(chainType)} replace />;
  // rendered once the save's state is in place, so nothing unsaved holds this navigation
  if (createdId) return <Navigate to={`${ruleChainsListPath(chainType)}/${createdId}`} replace />;
  if (components.isPending) return <LinearProgress />;
  if (components.isError || !components.data || !initial) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('rulechain.load-failed')}
      </Alert>
    );
  }
  return (
    <ReactFlowProvider>
      <RuleChainEditor
        name={imported.chain.name}
        initial={initial}
        components={components.data}
        unsaved
        saveGraph={async (graph) =>
          (await importRuleChain({ chain: imported.chain, ...chainMetadata(graph) })).metadata
        }
        onSaved={(metadata) => setCreatedId(metadata.ruleChainId?.id ?? null)}
      />
    </ReactFlowProvider>
  );
}
