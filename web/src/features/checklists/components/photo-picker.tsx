import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { checklistAttachmentLimits, checklistMessages } from '@fleet-ops/shared';
import { IconCamera, IconPhoto, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { shrinkPhoto } from '../../../lib/shrink-photo';
import { checklistsNamespace } from '../i18n';

type PhotoPickerProps = {
  photos: File[];
  onChange: (photos: File[]) => void;
  error?: string | null;
  onError: (message: string | null) => void;
};

const photoTypes = ['image/png', 'image/jpeg'];

/** The same limits as the server, checked at once so nobody waits for an upload to be told. */
export function checkPhotoChoice(photos: File[]): string | null {
  if (photos.length > checklistAttachmentLimits.maxFiles) return checklistMessages.tooManyFiles;
  if (photos.some((photo) => photo.size > checklistAttachmentLimits.maxBytes)) return checklistMessages.fileTooLarge;
  if (photos.some((photo) => !photoTypes.includes(photo.type))) return checklistMessages.fileNotPhoto;
  return null;
}

/**
 * Photos of the issue: one big button that offers the camera on a phone (`image/*`), the chosen
 * photos listed with a remove button each.
 */
export function PhotoPicker({ photos, onChange, error, onError }: PhotoPickerProps) {
  const { t } = useTranslation(checklistsNamespace);
  const resetInput = useRef<() => void>(null);

  const add = async (chosen: File[]) => {
    // Cleared each time, so choosing the same photo again after removing it still counts.
    resetInput.current?.();
    const added = await Promise.all(chosen.map(shrinkPhoto));
    const next = [...photos, ...added];
    const problem = checkPhotoChoice(next);
    onError(problem);
    if (!problem) onChange(next);
  };

  return (
    <Input.Wrapper
      label={t('form.photos')}
      description={t('form.photosHint')}
      error={error ? translateMessage(error) : undefined}
      size="md"
    >
      <Stack gap="xs" mt={6}>
        <FileButton
          onChange={(chosen) => void add(chosen)}
          accept="image/*"
          multiple
          resetRef={resetInput}
          inputProps={{ 'aria-label': t('form.addPhotos') }}
        >
          {(props) => (
            <Button {...props} variant="default" size="lg" leftSection={<IconCamera size={22} />} fullWidth>
              {t('form.addPhotos')}
            </Button>
          )}
        </FileButton>
        {photos.map((photo, index) => (
          <Group key={`${photo.name}-${index}`} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconPhoto size={20} aria-hidden />
              <Text size="sm" truncate="end">
                {photo.name}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              size="xl"
              aria-label={t('form.removePhoto', { name: photo.name })}
              onClick={() => {
                onError(null);
                onChange(photos.filter((_, position) => position !== index));
              }}
            >
              <IconX size={22} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
