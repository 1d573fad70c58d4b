import { Button, Fieldset, FileButton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  vehicleFileLimits,
  vehicleFileMessages,
  vehicleImageCount,
  vehicleImageKeys,
  type Vehicle,
  type VehicleImageKey,
} from '@fleet-ops/shared';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { showSuccess } from '../../../../components/toasts';
import { translateMessage } from '../../../../lib/i18n';
import { useRemoveVehicleImage } from '../../api/remove-vehicle-image';
import { vehicleFormNamespace } from '../i18n';
import { addPickedImages, type PendingUpload } from '../pending-uploads';
import { showUploadCapped } from '../upload-toasts';
import { ImageViewer, type ViewedImage } from './image-viewer';
import { NewImageTile, StoredImageTile } from './image-tile';

type ImageSectionProps = {
  /** The vehicle being edited, for its stored images. */
  vehicle?: Vehicle;
  newImages: PendingUpload[];
  onNewImagesChange: (images: PendingUpload[]) => void;
};

/** Five previews a row on a wide screen (spec 02), three on a phone so each stays big enough to tap. */
const gridColumns = { base: 3, xs: 5 };

/**
 * The vehicle's images: the stored ones (view, remove after a question) and the new files picked
 * (view, remove), at most ten in all. The new files are uploaded after the vehicle is saved.
 */
export function ImageSection({ vehicle, newImages, onNewImagesChange }: ImageSectionProps) {
  const { t } = useTranslation(vehicleFormNamespace);
  const remove = useRemoveVehicleImage(vehicle?.id ?? 0);
  const resetInput = useRef<() => void>(null);
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const [removing, setRemoving] = useState<VehicleImageKey | null>(null);
  const stored = vehicle
    ? vehicleImageKeys.flatMap((key) => {
        const url = vehicle.vehicle_files[key];
        return url ? [{ key, url }] : [];
      })
    : [];
  const remaining = vehicleImageCount - stored.length - newImages.length;

  const pick = (files: File[]) => {
    // Cleared each time, so picking the same file again after removing it still counts.
    resetInput.current?.();
    const { pending, capped } = addPickedImages(newImages, files, stored.length);
    if (capped !== null) showUploadCapped(capped);
    onNewImagesChange(pending);
  };

  return (
    <Fieldset legend={t('sections.images')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('images.slots', { used: stored.length + newImages.length, total: vehicleImageCount })}
        </Text>
        {vehicle && (
          <>
            <Title order={2} size="h5">
              {t('images.stored')}
            </Title>
            {stored.length === 0 && <Text size="sm">{t('images.none')}</Text>}
            <SimpleGrid cols={gridColumns} spacing="xs">
              {stored.map(({ key, url }, index) => {
                const title = t('images.storedPreview', { number: index + 1 });
                return (
                  <StoredImageTile
                    key={key}
                    url={url}
                    title={title}
                    openLabel={t('images.open', { number: index + 1 })}
                    removeLabel={t('images.remove', { number: index + 1 })}
                    loadFailedLabel={t('images.loadFailed', { number: index + 1 })}
                    onOpen={(blob) => setViewed({ blob, title })}
                    onRemove={() => setRemoving(key)}
                  />
                );
              })}
            </SimpleGrid>
          </>
        )}
        {newImages.length > 0 && (
          <>
            <Title order={2} size="h5">
              {t('images.newFiles')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('images.newFilesHint')}
            </Text>
            <SimpleGrid cols={gridColumns} spacing="xs">
              {newImages.map((image) => {
                const title = t('images.newPreview', { name: image.file.name });
                return (
                  <NewImageTile
                    key={image.id}
                    file={image.file}
                    error={image.error}
                    title={title}
                    openLabel={title}
                    removeLabel={t('images.removeNew', { name: image.file.name })}
                    onOpen={(blob) => setViewed({ blob, title })}
                    onRemove={() => onNewImagesChange(newImages.filter((other) => other.id !== image.id))}
                  />
                );
              })}
            </SimpleGrid>
          </>
        )}
        <FileButton
          onChange={pick}
          accept={vehicleFileLimits.imageAccept}
          multiple
          resetRef={resetInput}
          disabled={remaining <= 0}
          inputProps={{ 'aria-label': t('images.upload') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={18} aria-hidden />}
              disabled={remaining <= 0}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('images.upload')}
            </Button>
          )}
        </FileButton>
        {remaining <= 0 && (
          <Text size="sm" c="red" role="note">
            {translateMessage(vehicleFileMessages.slotFull)}
          </Text>
        )}
      </Stack>
      <ImageViewer image={viewed} onClose={() => setViewed(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('images.confirmRemoveTitle')}
        message={t('images.confirmRemove')}
        confirmLabel={t('images.removeConfirm')}
        onConfirm={async () => {
          if (!removing) return;
          const response = await remove.mutateAsync(removing);
          showSuccess(response.message);
        }}
        onClose={() => setRemoving(null)}
      />
    </Fieldset>
  );
}
