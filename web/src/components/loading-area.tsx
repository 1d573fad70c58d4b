import { Center, Loader, type CenterProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type LoadingAreaProps = {
  /** The height of what is loading, so the page or dialog does not jump when it arrives. */
  minHeight: CenterProps['mih'];
  /** The call failed: the client has toasted why, so the area stays empty. */
  failed?: boolean;
};

/** Where something will show once it has loaded: a spinner named for screen readers. */
export function LoadingArea({ minHeight, failed = false }: LoadingAreaProps) {
  const { t } = useTranslation();
  return <Center mih={minHeight}>{failed ? null : <Loader role="status" aria-label={t('common.loading')} />}</Center>;
}
