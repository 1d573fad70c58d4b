import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { DashboardAlert } from '@fleet-ops/shared';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { alertHref } from '../alert-links';
import { alertIcons, levelColors } from './alert-icons';
import { useAlertText } from './use-alert-text';
import classes from './alert-tile.module.css';

type AlertTileProps = { alert: DashboardAlert; hint: string };

/**
 * One count as a link to the list behind it. A count above zero gets its level's colour (red
 * expired, orange expiring, blue to look at); zero stays grey. The words say the level too, so
 * colour is never the only signal, and the link's name is the whole sentence ("2 expired ...").
 * The link holds the count and its words and stretches over the whole card; the hint lies outside
 * it, so the link's name contains all its visible text (axe's label-content-name-mismatch).
 */
export function AlertTile({ alert, hint }: AlertTileProps) {
  const text = useAlertText();
  const Icon = alertIcons[alert.key];
  const calm = alert.count === 0;
  const color = calm ? 'gray' : levelColors[alert.level];
  const accent = { '--tile-accent': `var(--mantine-color-${color}-${calm ? 3 : 7})` } as CSSProperties;
  return (
    <Paper withBorder radius="md" p="sm" className={classes.tile} style={accent}>
      <Link
        to={alertHref(alert)}
        aria-label={text.sentence(alert)}
        data-alert={alert.key}
        data-calm={calm || undefined}
        className={classes.link}
      >
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
            <Icon size={20} stroke={1.7} />
          </ThemeIcon>
          <Text fz={28} fw={700} lh={1} c={calm ? 'dimmed' : undefined}>
            {formatNumber(alert.count)}
          </Text>
        </Group>
        {/* A space between the count and its words, so the visible text reads as the link's name does. */}{' '}
        <Text size="sm" fw={600} mt={6} className={classes.label}>
          {text.label(alert)}
        </Text>
      </Link>
      <Text size="xs" c="dimmed" mt={2} visibleFrom="sm">
        {hint}
      </Text>
    </Paper>
  );
}
