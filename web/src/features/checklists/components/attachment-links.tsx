import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { ChecklistDetail } from '@fleet-ops/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openProtectedFile } from '../../../lib/protected-file';
import { checklistsNamespace } from '../i18n';

/** 'Attachment # n' links behind a show/hide toggle; each opens the photo fetched with the token. */
export function AttachmentLinks({ attachments }: { attachments: ChecklistDetail['attachments'] }) {
  const { t } = useTranslation(checklistsNamespace);
  const [shown, setShown] = useState(false);
  if (attachments.length === 0) return <Text c="dimmed">{t('detail.noAttachments')}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconPaperclip size={18} />}
        aria-expanded={shown}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? t('detail.hideAttachments') : t('detail.showAttachments')} ({attachments.length})
      </Button>
      {shown &&
        attachments.map((attachment, index) => (
          <Anchor
            key={attachment.id}
            component="button"
            type="button"
            py={6}
            onClick={() => void openProtectedFile(attachment.url, attachment.file_name)}
          >
            {t('detail.attachment', { number: index + 1 })}
          </Anchor>
        ))}
    </Stack>
  );
}
