import { Group, Text, VisuallyHidden } from '@mantine/core';
import { renewalColours, type RenewalColour } from '@fleet-ops/shared';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import expiry from '../../../components/expiry-chip/expiry-chip.module.css';
import { renewalsNamespace } from '../i18n';
import classes from './renewal-chip.module.css';

/** The app's expiry colours (red, orange) and the renewals' own yellow. */
const colourClass: Record<RenewalColour, string> = {
  red: expiry.expired!,
  orange: expiry.expiring!,
  yellow: classes.yellow!,
  none: expiry.ok!,
};

function Chip({ colour, children }: { colour: RenewalColour; children: ReactNode }) {
  const Icon = colour === 'red' ? IconAlertTriangle : IconClockExclamation;
  return (
    <span className={`${expiry.chip} ${colourClass[colour]}`} data-colour={colour}>
      {colour !== 'none' && <Icon size={14} aria-hidden />}
      {children}
    </span>
  );
}

/** A due date in its colour; the icon and the words heard by screen readers say it too. */
export function RenewalChip({ text, colour }: { text: string; colour: RenewalColour }) {
  const { t } = useTranslation(renewalsNamespace);
  return (
    <Chip colour={colour}>
      {text}
      {colour !== 'none' && <VisuallyHidden> ({t(`colour.${colour}`)})</VisuallyHidden>}
    </Chip>
  );
}

/** What the colours mean. */
export function RenewalLegend() {
  const { t } = useTranslation(renewalsNamespace);
  return (
    <Group gap="xs" wrap="wrap" role="note" aria-label={t('legend')}>
      <Text size="sm" c="dimmed">
        {t('legend')}:
      </Text>
      {renewalColours
        .filter((colour) => colour !== 'none')
        .map((colour) => (
          <Chip key={colour} colour={colour}>
            {t(`colour.${colour}`)}
          </Chip>
        ))}
    </Group>
  );
}
