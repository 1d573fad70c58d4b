import { Image, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vehicleQrNamespace } from './i18n';

/**
 * The code as an SVG picture. The `qrcode` package is loaded on first use only (its own chunk),
 * so no page's first load carries it; the same settings as the printed label (error correction
 * M) give the same code.
 */
async function qrCodeSvg(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  return qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

export function QrCodeImage({ text, alt, size = 180 }: { text: string; alt: string; size?: number }) {
  const { t } = useTranslation(vehicleQrNamespace);
  const svg = useQuery({
    queryKey: ['qr-code-svg', text],
    queryFn: () => qrCodeSvg(text),
    staleTime: Infinity,
    retry: false,
  });
  if (svg.isError) return <Text c="dimmed">{t('loadFailed')}</Text>;
  // A picture still coming: a plain box may not carry a label (axe: aria-prohibited-attr), an image may.
  if (!svg.data) return <Skeleton w={size} h={size} role="img" aria-label={t('loading')} />;
  // A data address: the page's content security policy allows `data:` pictures.
  return (
    <Image
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
    />
  );
}
