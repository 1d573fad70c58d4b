import { Button, Stack, Text } from '@mantine/core';
import { ssoErrorCodes, ssoErrorParam, type SsoErrorCode } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { returnPathParam, safeReturnPath } from '../../../lib/return-path';
import '../sso-i18n';

/** The server's start of single sign-on, asked to come back to the page that sent the user to sign in. */
function startAddress(next: string | null): string {
  const returnTo = safeReturnPath(next);
  return returnTo
    ? `/api/auth/oidc/start?${new URLSearchParams({ return_to: returnTo }).toString()}`
    : '/api/auth/oidc/start';
}

function isSsoErrorCode(value: string | null): value is SsoErrorCode {
  return ssoErrorCodes.some((code) => code === value);
}

type SsoSignInProps = {
  /** The provider's name, when single sign-on is set up. */
  name: string | undefined;
  /** The password form follows: an "or" goes between. */
  withPassword: boolean;
};

/**
 * The sign-in page's single sign-on part, loaded lazily by `SignInCard`: why the last attempt was
 * refused (`/login?sso_error=<code>`), and "Sign in with <name>", a plain link since the browser
 * leaves for the provider's pages.
 */
export default function SsoSignIn({ name, withPassword }: SsoSignInProps) {
  const { t } = useTranslation('sso');
  const [search] = useSearchParams();
  const code = search.get(ssoErrorParam);
  return (
    <Stack gap="md">
      {isSsoErrorCode(code) && (
        // Words in red rather than Mantine's Alert, which would add 1.5 kB (gzip) to the sign-in page.
        <Text role="alert" c="red.8" size="sm" fw={500}>
          {t(`errors.${code}`)}
        </Text>
      )}
      {name && (
        <Button component="a" href={startAddress(search.get(returnPathParam))} size="md" variant="default" fullWidth>
          {t('signInWith', { name })}
        </Button>
      )}
      {name && withPassword && (
        <Text ta="center" size="sm" c="dimmed">
          {t('or')}
        </Text>
      )}
    </Stack>
  );
}
