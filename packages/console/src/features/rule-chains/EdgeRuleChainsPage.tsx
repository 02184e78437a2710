import { Navigate } from 'react-router';
import { useAuthStore } from '../../core/session/auth-store';
import { RuleChainsPage } from './RuleChainsPage';

/** /edgeManagement/ruleChains: the tenant's edge rule chains ("rule chain templates"), only while edges are on. */
export function EdgeRuleChainsPage() {
  const edgesEnabled = useAuthStore((state) => state.edgesSupportEnabled);
  if (!edgesEnabled) return <Navigate to="/home" replace />;
  return <RuleChainsPage type="EDGE" />;
}
