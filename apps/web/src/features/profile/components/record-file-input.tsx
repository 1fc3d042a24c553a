import { FileInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordFileSlot, TRecordFile } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { acceptOf } from './record-file-rules';
import { fileKind } from './record-values';

/** A slot's state in the form: the file chosen now (if any) and why it may not be sent. */
export interface ChosenFile {
  file: File | null;
  /** A message key (namespace `messages`) of the browser's or the server's refusal. */
  error?: string;
}

export interface RecordFileInputProps {
  slot: RecordFileSlot;
  chosen: ChosenFile;
  /** The file the record keeps now (an edit); choosing another replaces it on save. */
  kept: TRecordFile | null;
  onChoose(file: File | null): void;
  disabled?: boolean;
}

/** One file slot of a record form: what is kept, what is chosen, and its problem. */
export function RecordFileInput({ slot, chosen, kept, onChoose, disabled }: RecordFileInputProps) {
  const { t } = useTranslation('profile');
  const { t: message } = useTranslation('messages');
  const format = useFormat();
  const kindName = (kind: string) =>
    t(`records.file.kinds.${kind}`, { defaultValue: kind.toUpperCase() });
  const kinds = slot.allowed.map(kindName).join(', ');
  const description = chosen.file
    ? t(kept ? 'records.file.replaces' : 'records.file.chosen', {
        size: format.kilobytes(chosen.file.size),
      })
    : kept
      ? t('records.file.kept', {
          type: kindName(fileKind(kept.contentType)),
          size: format.kilobytes(kept.byteSize),
        })
      : t('records.file.hint', { kinds });
  return (
    <FileInput
      size="md"
      label={slot.label[format.lang]}
      withAsterisk={slot.required && !kept}
      description={description}
      placeholder={kept ? t('records.file.replace') : t('records.file.choose')}
      accept={acceptOf(slot)}
      value={chosen.file}
      onChange={onChoose}
      clearable
      disabled={disabled}
      error={chosen.error ? message(chosen.error) : undefined}
      name={slot.name}
      data-testid={`record-file-${slot.name}`}
    />
  );
}
