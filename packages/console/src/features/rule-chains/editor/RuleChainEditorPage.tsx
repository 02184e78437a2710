import '@xyflow/react/dist/style.css';
import { COMPONENT_TYPES } from '@fleetdeck/model';
import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../../core/http/api';
import { graphToMetadata, metadataToGraph } from './chain-graph';
import { RuleChainEditor } from './RuleChainEditor';

/** /ruleChains/:ruleChainId and /edgeManagement/ruleChains/:ruleChainId: the chain, its nodes and the node catalogue, then the editor. */
export function RuleChainEditorPage() {
  const { t } = useTranslation();
  const { ruleChainId = '' } = useParams();
  const loaded = useQuery({
    queryKey: ['entities', 'RULE_CHAIN', 'editor', ruleChainId],
    queryFn: async () => {
      const [ruleChain, metadata] = await Promise.all([
        api.ruleChains.get(ruleChainId),
        api.ruleChains.metadata(ruleChainId),
      ]);
      const components = await api.components.list(COMPONENT_TYPES, ruleChain.type);
      return { ruleChain, metadata, components };
    },
    // the editor keeps its own state from here on; a refetch must not replace unsaved edits
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const initial = useMemo(
    () => loaded.data && metadataToGraph(loaded.data.metadata, loaded.data.components),
    [loaded.data],
  );
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError || !loaded.data || !initial) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('rulechain.load-failed')}
      </Alert>
    );
  }
  return (
    <ReactFlowProvider>
      <RuleChainEditor
        name={loaded.data.ruleChain.name}
        initial={initial}
        components={loaded.data.components}
        saveGraph={(graph) => api.ruleChains.saveMetadata(graphToMetadata(loaded.data.ruleChain.id, graph))}
      />
    </ReactFlowProvider>
  );
}
