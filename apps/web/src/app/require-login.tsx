import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth.ts';
import { loginUrl } from '../lib/return-url.ts';

/**
 * SPEC §6: a route allowed only with a stored, unexpired login; otherwise /login?returnUrl=<this path>.
 * (The server still checks the admin claim on every admin call.)
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  return children;
}
