import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export type SectionLink = { to: string; label: string };

/** A section of the record: its title, its content, and links to the screens that hold the whole list. */
export function OverviewSection({
  title,
  aside,
  links = [],
  children,
}: {
  title: string;
  /** Beside the title (a count). */
  aside?: ReactNode;
  links?: SectionLink[];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
        {links.length > 0 && (
          <Group gap="md">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" fw={500}>
                <Group component="span" gap={4} wrap="nowrap">
                  {link.label}
                  <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
