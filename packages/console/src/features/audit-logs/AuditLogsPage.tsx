import { Paper } from '@mui/material';
import { AuditLogsTable } from './AuditLogsTable';

const TENANT = { kind: 'tenant' } as const;

/** /auditLogs: every audited action of the tenant. */
export function AuditLogsPage() {
  return (
    <Paper sx={{ p: 2 }}>
      <AuditLogsTable scope={TENANT} />
    </Paper>
  );
}
