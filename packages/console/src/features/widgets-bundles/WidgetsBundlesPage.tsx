import { useMemo, useState } from 'react';
import { useAuthStore } from '../../core/session/auth-store';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext } from '../../entities/entity-config';
import { ImportWidgetsBundleDialog } from './ImportWidgetsBundleDialog';
import { widgetsBundlesConfig } from './widgets-bundles-config';

/** /widgets-bundles: the widgets library, with import and export of bundles. */
export function WidgetsBundlesPage() {
  const authority = useAuthStore((state) => state.authUser?.authority);
  const [importing, setImporting] = useState<EntityContext | null>(null);
  const config = useMemo(() => widgetsBundlesConfig(authority, { importBundle: setImporting }), [authority]);
  return (
    <>
      <EntityTablePage config={config} />
      <ImportWidgetsBundleDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
    </>
  );
}
