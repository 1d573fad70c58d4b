import { useCallback, type ComponentPropsWithoutRef } from 'react';

type BlobImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src'> & { blob: Blob; alt: string };

/**
 * An image held in memory (a stored file fetched with the token, or a file just picked). Its
 * object URL lives exactly as long as the element: made when it mounts, revoked when it goes.
 */
export function BlobImage({ blob, alt, ...props }: BlobImageProps) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...props} />;
}
