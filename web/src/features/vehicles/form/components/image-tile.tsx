import { ActionIcon, AspectRatio, Center, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicleFile } from '../../api/open-vehicle-file';
import { vehicleFormNamespace } from '../i18n';
import { BlobImage } from './blob-image';
import classes from './image-tile.module.css';

type TileProps = {
  /** The image's alt text and the name of the view it opens. */
  title: string;
  openLabel: string;
  removeLabel: string;
  onRemove: () => void;
  onOpen: (blob: Blob) => void;
  /** Under the image: a new file's name, an upload error. */
  footer?: ReactNode;
};

function Tile({
  blob,
  title,
  openLabel,
  removeLabel,
  onRemove,
  onOpen,
  footer,
  placeholder,
}: TileProps & {
  blob: Blob | undefined;
  placeholder: ReactNode;
}) {
  const { t } = useTranslation(vehicleFormNamespace);
  // A file the browser cannot draw (not really an image) gets a sign instead of a broken picture.
  const [broken, setBroken] = useState(false);
  return (
    <Paper withBorder radius="sm" p={4} className={classes.tile}>
      <AspectRatio ratio={1}>
        {broken ? (
          <Center>
            <Stack align="center" gap={4}>
              <IconPhotoOff size={24} aria-hidden />
              <Text size="xs" ta="center">
                {t('images.noPreview')}
              </Text>
            </Stack>
          </Center>
        ) : blob ? (
          <UnstyledButton className={classes.open} aria-label={openLabel} onClick={() => onOpen(blob)}>
            <BlobImage blob={blob} alt={title} className={classes.image} onError={() => setBroken(true)} />
          </UnstyledButton>
        ) : (
          <Center>{placeholder}</Center>
        )}
      </AspectRatio>
      <ActionIcon
        className={classes.remove}
        variant="filled"
        color="red"
        size="md"
        radius="xl"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
      {footer}
    </Paper>
  );
}

type StoredImageTileProps = Omit<TileProps, 'footer'> & { url: string; loadFailedLabel: string };

/** A stored image, fetched with the token. */
export function StoredImageTile({ url, loadFailedLabel, ...props }: StoredImageTileProps) {
  const { t } = useTranslation();
  const file = useVehicleFile(url);
  const placeholder = file.isError ? (
    <Stack align="center" gap={4}>
      <IconPhotoOff size={24} aria-hidden />
      <Text size="xs" ta="center">
        {loadFailedLabel}
      </Text>
    </Stack>
  ) : (
    <Loader size="sm" role="status" aria-label={t('common.loading')} />
  );
  return <Tile blob={file.data} placeholder={placeholder} {...props} />;
}

/** A file picked but not yet uploaded: its name under it, and why its last upload failed, if it did. */
export function NewImageTile({ file, error, ...props }: Omit<TileProps, 'footer'> & { file: File; error?: string }) {
  return (
    <Tile
      blob={file}
      placeholder={null}
      footer={
        <Stack gap={0} mt={4}>
          <Text size="xs" truncate="end" title={file.name}>
            {file.name}
          </Text>
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      }
      {...props}
    />
  );
}
