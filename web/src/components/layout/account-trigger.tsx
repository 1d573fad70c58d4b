import { Avatar, Group, Text, UnstyledButton, VisuallyHidden, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from '../../lib/format';
// The shell's words (menus, header) load with it, not with the sign-in page.
import '../../lib/i18n/shell';

/** Spec section 9: the header shows at most 10 characters of the name. */
const shownNameLength = 10;

type AccountTriggerProps = UnstyledButtonProps & ComponentPropsWithRef<'button'> & { userName: string };

/** The header's account button: initials and the cut name. The menu's target, and its stand-in until the menu loads. */
export function AccountTrigger({ userName, ...props }: AccountTriggerProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton mih={48} px={4} {...props}>
      {/* Named by its content, not aria-label, which would not contain the visible initials and
          cut name (axe's label-content-name-mismatch); the full name is read instead of the cut. */}
      <VisuallyHidden>{t('shell.accountMenu', { name: userName })}</VisuallyHidden>
      <Group gap="xs" wrap="nowrap" aria-hidden>
        {/* White initials on the theme's shade-8 blue (5:1); the per-name light tints fell below 4.5:1. */}
        <Avatar name={userName} color="blue" variant="filled" size="md" />
        <Text size="sm" fw={500} visibleFrom="xs">
          {truncate(userName, shownNameLength)}
        </Text>
        <IconChevronDown size={16} />
      </Group>
    </UnstyledButton>
  );
}
