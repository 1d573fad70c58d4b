import { Button, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { checklistPlaceMax } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { checklistRecordFieldsNamespace } from '../record-fields-i18n';
import type { ChecklistFormValues } from './checklist-values';

type Form = UseFormReturnType<ChecklistFormValues>;

/**
 * The way to sign without drawing (issue 35): a keyboard-only or screen-reader person cannot use
 * the box, so a button in the tab order switches to typing the name. The record keeps it as a
 * typed signature, and the detail and the PDF say "Signed by typing". Switching clears the other
 * kind, so one signature is sent.
 */
export function SignByTypingButton({ form }: { form: Form }) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  return (
    <Button
      variant="default"
      size="lg"
      onClick={() => form.setValues({ sign_by_typing: true, signature: '' })}
      aria-describedby="checklist-signature-typing-hint"
    >
      {t('signByTyping')}
    </Button>
  );
}

/** The typed name, focused when it appears so the person goes on from where they are. */
export function TypedSignatureField({ form }: { form: Form }) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  return (
    <>
      <TextInput
        label={t('typedSignature')}
        description={t('typedSignatureHint')}
        size="lg"
        required
        autoComplete="name"
        maxLength={checklistPlaceMax}
        data-autofocus
        autoFocus
        {...form.getInputProps('signature_typed_name')}
      />
      <Button
        variant="default"
        size="lg"
        onClick={() => form.setValues({ sign_by_typing: false, signature_typed_name: '' })}
      >
        {t('signInBox')}
      </Button>
    </>
  );
}
