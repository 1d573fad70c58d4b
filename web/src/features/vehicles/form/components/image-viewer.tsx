import { AppModal } from '../../../../components/app-modal';
import { BlobImage } from './blob-image';

export type ViewedImage = { blob: Blob; title: string };

/** A picked or stored image at full size, closed by its x or a click beside it. */
export function ImageViewer({ image, onClose }: { image: ViewedImage | null; onClose: () => void }) {
  return (
    <AppModal opened={image !== null} onClose={onClose} title={image?.title} size="xl" centered>
      {image && (
        <BlobImage
          blob={image.blob}
          alt={image.title}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto' }}
        />
      )}
    </AppModal>
  );
}
