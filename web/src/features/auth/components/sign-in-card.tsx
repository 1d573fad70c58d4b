import { Stack } from '@mantine/core';
import { ssoErrorParam, type AuthMethods } from '@fleet-ops/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingArea } from '../../../components/loading-area';
import { withTranslations } from '../../../lib/i18n';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** Its own chunk: a site without single sign-on never downloads it (the sign-in page has a weight budget). */
const SsoSignIn = lazy(() => withTranslations(import('./sso-sign-in')));

/**
 * The sign-in page's card: single sign-on's part when it is set up or has just been refused, and
 * the password form unless turned off. `methods` is undefined while the server is asked.
 */
export function SignInCard({ methods }: { methods: AuthMethods | undefined }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const showSso = methods && (methods.sso || search.has(ssoErrorParam));
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Stack gap="md">
        {!methods && <LoadingArea minHeight={120} />}
        {showSso && (
          <Suspense fallback={<LoadingArea minHeight={44} />}>
            <SsoSignIn name={methods.sso?.name} withPassword={methods.password} />
          </Suspense>
        )}
        {methods?.password && <LoginForm />}
      </Stack>
    </AuthCard>
  );
}
