import { FileInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { REQUISITION_DOCUMENT_ACCEPT } from './requisition-document-check';

export interface RequisitionDocumentInputProps {
  chosen: File | null;
  /** A message key (namespace `messages`) of the browser's or the server's refusal. */
  error?: string | null;
  onChoose(file: File | null): void;
  disabled?: boolean;
}

/** The requisition's document: a PDF or a picture of at most 500 KB (back-office.md §3). */
export function RequisitionDocumentInput(props: RequisitionDocumentInputProps) {
  const { chosen, error, onChoose, disabled } = props;
  const { t } = useTranslation('requisitions');
  const { t: message } = useTranslation('messages');
  const format = useFormat();
  return (
    <FileInput
      size="md"
      label={t('form.document')}
      withAsterisk
      description={
        chosen
          ? t('form.documentChosen', { size: format.kilobytes(chosen.size) })
          : t('form.documentHint')
      }
      placeholder={t('form.documentChoose')}
      // Mantine's placeholder grey (#adb5bd) is 2:1 on white: the text a person reads to know
      // the field is empty must meet WCAG's 4.5:1. In error it takes the error colour.
      styles={error ? undefined : { placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      accept={REQUISITION_DOCUMENT_ACCEPT}
      value={chosen}
      onChange={onChoose}
      clearable
      disabled={disabled}
      error={error ? message(error) : undefined}
      name="document"
      data-testid="requisition-document"
    />
  );
}
