import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, languages } from '../../../lib/i18n';

/**
 * EN | FR on the signed-out screens, so a driver can read the sign-in page in French before
 * having an account menu to choose it from. The choice is remembered like the menu's.
 */
export function LanguageSwitch() {
  // Subscribing re-renders the switch (and the card around it) when the language changes.
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Group gap={4} justify="center" role="group" aria-label={t('auth.language')}>
      {languages.map((option) => (
        <Button
          key={option}
          // 48 px: a tap target a gloved thumb can hit.
          h={48}
          miw={48}
          px="xs"
          // Filled, not light: the light button's hover blue (the pointer stays on it after the
          // click) left its text at 4:1, under the 4.5:1 WCAG AA asks for.
          variant={option === current ? 'filled' : 'subtle'}
          aria-pressed={option === current}
          aria-label={t(`languages.${option}`)}
          lang={option}
          onClick={() => void changeLanguage(option)}
        >
          {option.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
