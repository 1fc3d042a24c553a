import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@niyukti/shared';

/** An ebp code as stored: Latin digits, no spaces, capitals. */
export const normalizeEbpCode = (text: string): string =>
  toLatinDigits(text).replace(/\s+/g, '').toUpperCase();

/** Enter an ebp code (required) and look it up. */
export function EbpCodeForm(props: {
  loading: boolean;
  onSearch(ebpCode: string): void;
  /** `<prefix>-input` and `<prefix>-submit`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('payment-admin');
  const [text, setText] = useState('');
  const [required, setRequired] = useState(false);

  function search(event: FormEvent) {
    event.preventDefault();
    const code = normalizeEbpCode(text);
    setRequired(code === '');
    if (code) props.onSearch(code);
  }

  return (
    <form onSubmit={search} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('ebp.label')}
          placeholder={t('ebp.placeholder')}
          // An issued code, typed and shown as issued (docs/decisions.md 125).
          translate="no"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={required ? t('validation.required', { ns: 'messages' }) : undefined}
          withAsterisk
          maxLength={20}
          autoCapitalize="characters"
          w={{ base: '100%', xs: 280 }}
          data-testid={`${props.testIdPrefix}-input`}
        />
        <Button type="submit" loading={props.loading} data-testid={`${props.testIdPrefix}-submit`}>
          {t('actions.find')}
        </Button>
      </Group>
    </form>
  );
}
