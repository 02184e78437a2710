import type { User } from '@fleetdeck/model';
import { create } from 'zustand';
import type { AuthUser } from './auth-user';

/** 'verifying': signed in with a password, holding only the pre-verification token of the two-factor step. */
export type SessionStatus = 'pending' | 'unauthenticated' | 'verifying' | 'authenticated';

/** The session: its status, the decoded token, the user's details and the flags the server sends with them. */
export interface AuthState {
  status: SessionStatus;
  authUser: AuthUser | null;
  userDetails: User | null;
  userTokenAccessEnabled: boolean;
  forceFullscreen: boolean;
  edgesSupportEnabled: boolean;
  lastPublicDashboardId: string | null;
  /** Where to go after the next sign-in: the page an unauthenticated visit or an expired session interrupted. */
  redirectUrl: string | null;
}

export const initialAuthState: AuthState = {
  status: 'pending',
  authUser: null,
  userDetails: null,
  userTokenAccessEnabled: false,
  forceFullscreen: false,
  edgesSupportEnabled: false,
  lastPublicDashboardId: null,
  redirectUrl: null,
};

export const useAuthStore = create<AuthState>(() => initialAuthState);
