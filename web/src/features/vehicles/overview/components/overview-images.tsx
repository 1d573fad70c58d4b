import { Center, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { vehicleImageKeys, type Vehicle } from '@fleet-ops/shared';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicleFile } from '../../api/open-vehicle-file';
import { BlobImage } from '../../form/components/blob-image';
import { ImageViewer, type ViewedImage } from '../../form/components/image-viewer';
import { vehicleOverviewNamespace } from '../i18n';

const thumbnailSize = 88;

function Thumbnail({
  url,
  number,
  equipment,
  onOpen,
}: {
  url: string;
  number: number;
  equipment: string;
  onOpen: (image: ViewedImage) => void;
}) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const file = useVehicleFile(url);
  const title = t('images.alt', { equipment, number });
  const box = {
    width: thumbnailSize,
    height: thumbnailSize,
    borderRadius: 4,
    border: '1px solid var(--mantine-color-gray-4)',
  };
  if (!file.data) {
    return (
      <Center style={box} title={file.isError ? t('images.failed', { number }) : undefined}>
        {file.isError ? <IconPhotoOff size={20} aria-label={t('images.failed', { number })} /> : <Loader size="xs" />}
      </Center>
    );
  }
  const blob = file.data;
  return (
    // The picture's alt text names the button; the title says what a click does.
    <UnstyledButton title={t('images.open', { number })} onClick={() => onOpen({ blob, title })} style={box}>
      <BlobImage
        blob={blob}
        alt={title}
        style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 4 }}
      />
    </UnstyledButton>
  );
}

/** The vehicle's stored images as thumbnails (fetched with the token); a click shows one at full size. */
export function OverviewImages({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation(vehicleOverviewNamespace);
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const images = vehicleImageKeys.flatMap((key, index) => {
    const url = vehicle.vehicle_files[key];
    return url ? [{ key, url, number: index + 1 }] : [];
  });
  if (images.length === 0) return <Text size="sm">{t('images.none')}</Text>;
  return (
    <>
      <Group gap="xs">
        {images.map((image) => (
          <Thumbnail
            key={image.key}
            url={image.url}
            number={image.number}
            equipment={vehicle.equipment_number}
            onOpen={setViewed}
          />
        ))}
      </Group>
      <ImageViewer image={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
