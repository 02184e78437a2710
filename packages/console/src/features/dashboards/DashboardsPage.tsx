import type { DashboardInfo } from '@fleetdeck/model';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { api } from '../../core/http/api';
import { reportError } from '../../core/http/report-error';
import { EntityTablePage } from '../../entities/EntityTablePage';
import type { EntityContext } from '../../entities/entity-config';
import { AssignToCustomerDialog } from '../ownership/AssignToCustomerDialog';
import { useCustomerScope } from '../ownership/useCustomerScope';
import { type DashboardsPageActions, dashboardsConfig } from './dashboards-config';
import { ImportDashboardDialog } from './ImportDashboardDialog';
import { PublicLinkDialog } from './PublicLinkDialog';
import { publicCustomerId, publicDashboardLink } from './public-link';

/** /dashboards: the tenant's dashboards, or the dashboards assigned to a customer user's customer, read-only. */
export function DashboardsPage() {
  const { t } = useTranslation();
  const customerId = useCustomerScope();
  const [importing, setImporting] = useState<EntityContext | null>(null);
  const [publicLink, setPublicLink] = useState<{ link: string; title: string } | null>(null);
  const [assigning, setAssigning] = useState<{ dashboard: DashboardInfo; context: EntityContext } | null>(null);
  const [privating, setPrivating] = useState<{ dashboard: DashboardInfo; context: EntityContext } | null>(null);
  const makePrivate = useMutation({
    mutationFn: (dashboard: DashboardInfo) => api.dashboards.makePrivate(dashboard.id.id),
    onSuccess: () => privating?.context.reload(),
    onSettled: () => setPrivating(null),
  });
  const page = useMemo<DashboardsPageActions>(
    () => ({
      importDashboard: setImporting,
      showPublicLink: (dashboard, context) => {
        // Making a dashboard public assigns it to the tenant's public customer, whose id is the link's publicId.
        const shown = publicCustomerId(dashboard)
          ? Promise.resolve(dashboard)
          : api.dashboards.makePublic(dashboard.id.id);
        shown
          .then((result) => {
            const publicId = publicCustomerId(result);
            if (result !== dashboard) context.reload();
            if (publicId) {
              setPublicLink({
                link: publicDashboardLink(window.location.origin, result.id.id, publicId),
                title: result.title,
              });
            }
          })
          .catch(reportError);
      },
      makePrivate: (dashboard, context) => setPrivating({ dashboard, context }),
      assign: (dashboard, context) => setAssigning({ dashboard, context }),
    }),
    [],
  );
  const config = useMemo(() => dashboardsConfig({ customerId, page }), [customerId, page]);
  return (
    <>
      <EntityTablePage config={config} />
      <ImportDashboardDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.reload()}
      />
      <PublicLinkDialog
        link={publicLink?.link ?? null}
        title={publicLink?.title ?? ''}
        onClose={() => setPublicLink(null)}
      />
      <AssignToCustomerDialog
        entities={assigning ? [assigning.dashboard] : null}
        title="dashboard.assign-title"
        assign={(customer, dashboardId) => api.dashboards.assignToCustomer(customer, dashboardId)}
        onClose={() => setAssigning(null)}
        onAssigned={() => assigning?.context.reload()}
      />
      <ConfirmDialog
        open={privating !== null}
        busy={makePrivate.isPending}
        title={t('dashboard.make-private-title', { title: privating?.dashboard.title ?? '' })}
        message={t('dashboard.make-private-text')}
        onCancel={() => setPrivating(null)}
        onConfirm={() => privating && makePrivate.mutate(privating.dashboard)}
      />
    </>
  );
}
