import { ssoErrorParam, type SsoErrorCode } from '@fleet-ops/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingArea } from '../../components/loading-area';
import { homePathFor, paths } from '../../config/paths';
import { returnPathParam, safeReturnPath } from '../../lib/return-path';
import { usePickUpSsoSession } from './api/pick-up-sso-session';

const expired: SsoErrorCode = 'expired';

/**
 * `/login/sso`, where single sign-on ends: picks up the session the server opened, then goes on
 * to the page the sign-in was started from, or the user's home. Outside the guest-only routes, so
 * a sign-on in a tab already signed in replaces that sign-in.
 */
export default function SsoLandingScreen() {
  const { mutateAsync: pickUp } = usePickUpSsoSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The server hands the session over once: a second call (strict mode runs effects twice) would be refused.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const next = safeReturnPath(search.get(returnPathParam));
    void pickUp().then(
      ({ data }) => navigate(next ?? homePathFor(data.role), { replace: true }),
      () => navigate(`${paths.login}?${ssoErrorParam}=${expired}`, { replace: true }),
    );
  }, [pickUp, navigate, search]);

  return <LoadingArea minHeight="50vh" />;
}
