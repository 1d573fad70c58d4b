import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code downloads. */
export function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
