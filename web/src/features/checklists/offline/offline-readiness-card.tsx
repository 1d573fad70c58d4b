import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { Alert, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth';
import { alertTitleStyles } from './alert-titles';
import { checklistOfflineNamespace } from './offline-i18n';
import { isReady, offlineGaps, type OfflineGaps } from './offline-readiness';
import { mostVehicles } from './use-prefetched-vehicle-items';

/** The worker stores the answers a moment after the page reads them: look again this often until ready. */
const lookAgainMs = 2000;

/** What is stored for this person's vehicles (those kept offline), looked at again until nothing is missing. */
function useOfflineGaps(options: ChecklistFormOptions): OfflineGaps | undefined {
  const token = useCurrentUser()?.token;
  const [gaps, setGaps] = useState<OfflineGaps>();
  useEffect(() => {
    if (!token) return;
    const vehicles = options.vehicles.slice(0, mostVehicles);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const look = async () => {
      const found = await offlineGaps(token, vehicles).catch(() => undefined);
      if (stopped || !found) return;
      setGaps(found);
      if (!isReady(found) && !found.unsupported) timer = setTimeout(() => void look(), lookAgainMs);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [options, token]);
  return gaps;
}

/** The card's two states: ready to work offline, or not yet (and then what is missing). */
const looks = {
  ready: { color: 'green', Icon: IconCloudCheck, title: 'readiness.ready' },
  notReady: { color: 'yellow', Icon: IconCloudOff, title: 'readiness.notReady' },
} as const;

/**
 * Issue 35: tells the driver whether this phone can do its checklists with no network (the app,
 * their vehicles, each one's items, form and open defects stored), and if not, what is missing.
 */
export function OfflineReadinessCard({ options }: { options: ChecklistFormOptions }) {
  const { t } = useTranslation(checklistOfflineNamespace);
  const gaps = useOfflineGaps(options);
  if (!gaps) return null;
  const ready = isReady(gaps);
  const { color, Icon, title } = ready ? looks.ready : looks.notReady;
  // Where nothing can be kept, that is the one thing to say: the rest would never come.
  const missing = gaps.unsupported
    ? [t('readiness.unsupported')]
    : [
        gaps.app && t('readiness.app'),
        gaps.vehicles && t('readiness.vehicles'),
        gaps.checklists.length > 0 && t('readiness.checklists', { vehicles: gaps.checklists.join(', ') }),
      ].filter((line) => typeof line === 'string');
  return (
    <Alert
      color={color}
      variant="light"
      p="xs"
      icon={<Icon />}
      title={t(title)}
      styles={alertTitleStyles[color]}
      role="status"
    >
      {ready
        ? t('readiness.readyHint')
        : missing.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
    </Alert>
  );
}
