import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { vehicleFileMessages } from '@fleet-ops/shared';
import { showSuccess } from '../../../components/toasts';
import { i18n, translateMessage } from '../../../lib/i18n';
import { vehicleFormNamespace } from './i18n';
import { uploadOutcome, type UploadResult } from './upload-files';

/** Spec 02 section 9: upload failures stay 10 s, a single upload error 6 s. */
const uploadFailureToastMs = 10_000;
const uploadErrorToastMs = 6_000;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`${vehicleFormNamespace}:${key}`, options);

function lines(texts: string[]) {
  return (
    <Stack gap={2}>
      {texts.map((text, index) => (
        <Text key={index} size="sm">
          {text}
        </Text>
      ))}
    </Stack>
  );
}

function uploadToast(title: string, texts: string[], color: string, autoClose: number) {
  notifications.show({
    title,
    message: lines(texts),
    color,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** 'Vehicle data has been saved! File uploading in progress..', titled 'In Progress'. */
export function showUploadInProgress(): void {
  uploadToast(t('upload.inProgressTitle'), [translateMessage(vehicleFileMessages.inProgress)], 'blue', 5000);
}

/** A pick larger than the free slots: 'You can upload upto {n} images'. */
export function showUploadCapped(remaining: number): void {
  uploadToast(i18n.t('toast.error'), [t('images.uploadUpTo', { n: remaining })], 'red', uploadErrorToastMs);
}

/**
 * The three outcomes of spec 02: all uploaded ('Success!'), all failed ('Upload Failed', with
 * each file's reason) or some ('Partial Upload', with both lists). Failures stay 10 s.
 */
export function showUploadOutcome(results: UploadResult[]): void {
  const failed = results.filter((result) => result.error !== undefined);
  const uploaded = results.filter((result) => result.error === undefined);
  const failures = failed.map((result) => t('upload.failure', { name: result.file.name, reason: result.error }));
  switch (uploadOutcome(results)) {
    case 'uploaded':
      showSuccess(vehicleFileMessages.allUploaded);
      return;
    case 'failed':
      uploadToast(
        t('upload.failedTitle'),
        [translateMessage(vehicleFileMessages.allFailed), ...failures],
        'red',
        uploadFailureToastMs,
      );
      return;
    case 'partial':
      uploadToast(
        t('upload.partialTitle'),
        [
          translateMessage(vehicleFileMessages.someFailed),
          t('upload.uploaded', { names: uploaded.map((result) => result.file.name).join(', ') }),
          t('upload.failedHeading'),
          ...failures,
        ],
        'yellow',
        uploadFailureToastMs,
      );
  }
}
