import { useTranslation } from 'react-i18next';
import { SignaturePadField } from '../../../components/signature-pad/signature-pad';
import { checklistRecordFieldsNamespace } from '../record-fields-i18n';

type SignatureFieldProps = {
  /** The drawn signature as a PNG data URL, '' when blank. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** The operator's signature box, in the checklist's words (the box is shared with the maintenance sheet). */
export function SignatureField({ value, onChange, error }: SignatureFieldProps) {
  const { t } = useTranslation(checklistRecordFieldsNamespace);
  return (
    <SignaturePadField
      value={value}
      onChange={onChange}
      error={error}
      words={{
        label: t('signature'),
        description: t('signatureHint'),
        loading: t('loadingSignature'),
        clear: t('clearSignature'),
      }}
    />
  );
}
