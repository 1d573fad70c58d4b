import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SignaturePadField } from '../../../components/signature-pad/signature-pad';
import { maintenanceSheetNamespace } from './i18n';
import type { SheetValues } from './sheet-values';

type Props = {
  form: UseFormReturnType<SheetValues>;
  /** How the saved sheet was signed, told so the mechanic knows a change is signed again. */
  signedBefore: { typedName: string | null } | null;
};

/** The mechanic's name and signature: drawn in the box, or typed (keyboard or screen reader). */
export function SheetSignature({ form, signedBefore }: Props) {
  const { t } = useTranslation(maintenanceSheetNamespace);
  const error = typeof form.errors.signature === 'string' ? form.errors.signature : null;
  return (
    <Stack gap="xs">
      <TextInput label={t('mechanic')} required autoComplete="name" {...form.getInputProps('mechanic_name')} />
      {signedBefore && (
        <Text size="sm" c="dimmed">
          {signedBefore.typedName === null
            ? t('signedDrawnBefore')
            : t('signedBefore', { name: signedBefore.typedName })}
        </Text>
      )}
      {form.values.sign_by_typing ? (
        <>
          <TextInput
            label={t('typedSignature')}
            required
            autoFocus
            {...form.getInputProps('signature_typed_name')}
            error={form.errors.signature_typed_name ?? error}
          />
          <Button variant="default" onClick={() => form.setValues({ sign_by_typing: false, signature_typed_name: '' })}>
            {t('signInBox')}
          </Button>
        </>
      ) : (
        <>
          <SignaturePadField
            value={form.values.signature}
            onChange={(value) => form.setFieldValue('signature', value)}
            error={error}
            words={{
              label: t('signature'),
              description: t('signatureHint'),
              loading: t('loadingSignature'),
              clear: t('clearSignature'),
            }}
          />
          <Button variant="default" onClick={() => form.setValues({ sign_by_typing: true, signature: '' })}>
            {t('signByTyping')}
          </Button>
        </>
      )}
    </Stack>
  );
}
