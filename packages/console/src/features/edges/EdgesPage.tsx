import type { EdgeInfo } from '@fleetdeck/model';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../core/session/auth-store';
import type { EntityContext } from '../../entities/entity-config';
import { ImportWizardDialog } from '../import/ImportWizardDialog';
import { importListAction } from '../import/import-action';
import { OwnedEntitiesPage } from '../ownership/OwnedEntitiesPage';
import { useCustomerScope } from '../ownership/useCustomerScope';
import { useSubtypeFilter } from '../ownership/useSubtypeFilter';
import { EDGE_OWNERSHIP_MESSAGES, edgeOwnershipApi, edgesConfig } from './edges-config';

/** /edgeInstances: the tenant's edges, or a customer user's own read-only; only while edge support is on. */
export function EdgesPage() {
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  const customerId = useCustomerScope();
  const { type, filter } = useSubtypeFilter('EDGE');
  const [importing, setImporting] = useState<EntityContext | null>(null);
  if (!edgesEnabled) return <Navigate to="/home" replace />;
  return (
    <OwnedEntitiesPage<EdgeInfo>
      config={(page) =>
        edgesConfig({
          customerId,
          type,
          headerFilter: filter,
          listActions: [importListAction('EDGE', setImporting)],
          page,
        })
      }
      dependencies={[customerId, type]}
      ownershipApi={edgeOwnershipApi}
      messages={EDGE_OWNERSHIP_MESSAGES}
    >
      <ImportWizardDialog
        entityType="EDGE"
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
    </OwnedEntitiesPage>
  );
}
