import { Anchor, Text } from '@mantine/core';
import { commentPreview } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';

/**
 * The table's comment: up to 6 characters as written, longer ones cut to 15 and '...' (the
 * spec's rule), which opens the whole comment in a popup.
 */
export function CommentCell({ comments }: { comments: string | null }) {
  const { t } = useTranslation('appointments');
  const [opened, setOpened] = useState(false);
  const text = comments ?? '';
  if (text.length <= 6) return <>{text}</>;

  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpened(true)}
        title={t('comment.open')}
        style={{ textAlign: 'left' }}
      >
        {commentPreview(text)}
      </Anchor>
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t('comment.title')} centered>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
      </AppModal>
    </>
  );
}
