import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor, paths } from '../config/paths';
import { useCurrentUser } from '../lib/auth';
import { loginPathReturningTo, returnPathParam, safeReturnPath } from '../lib/return-path';

/**
 * Route guards (spec section 4). They only steer the screens: the server checks every call's
 * role itself.
 */

/**
 * `/` leads to /home (spec section 2). Signed-out visitors and non-admins are sent straight on
 * to where the /home guard would send them, so a visit to `/` loads no admin screen code.
 */
export function RootRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user ? homePathFor(user.role) : paths.login} replace />;
}

/**
 * Login and password screens: a signed-in user is sent to their home screen, or back to the app
 * page that sent them to sign in (`/login?next=/qr/E-12`; only a path of this app is followed).
 */
export function GuestOnly() {
  const user = useCurrentUser();
  const { search } = useLocation();
  if (!user) return <Outlet />;
  const next = safeReturnPath(new URLSearchParams(search).get(returnPathParam));
  return <Navigate to={next ?? homePathFor(user.role)} replace />;
}

/**
 * A page for every signed-in role (a vehicle's QR start): a signed-out visitor signs in first and
 * comes back to the same address.
 */
export function SignedInOnly() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  return user ? <Outlet /> : <Navigate to={loginPathReturningTo(`${pathname}${search}`)} replace />;
}

/** The admin shell: others go to /login if signed out, or to their /dashboard. */
export function AdminOnly() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  return user.role === 'admin' ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}

/** The drivers' and supervisors' shell: admins go to /home. */
export function NonAdminOnly() {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  return user.role === 'admin' ? <Navigate to={paths.home} replace /> : <Outlet />;
}
