import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toDevanagariDigits, toLatinDigits } from '@niyukti/shared';

/**
 * Find a candidate by master id (staff screens): digits in either script, up to 9; anything
 * else is refused under the field before a call is made.
 */
export function MasterIdSearch(props: {
  label: string;
  findLabel: string;
  loading: boolean;
  onSearch(masterId: number): void;
  /** The master id already asked for (one in the address), shown in the field. */
  initial?: number;
  /** `<prefix>-input` and `<prefix>-submit`. */
  testIdPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() =>
    props.initial === undefined
      ? ''
      : i18n.language === 'ne'
        ? toDevanagariDigits(props.initial)
        : String(props.initial),
  );
  const [problem, setProblem] = useState<'validation.digitsOnly' | 'validation.tooSmall' | null>(
    null,
  );

  function search(event: FormEvent) {
    event.preventDefault();
    const digits = toLatinDigits(text.trim());
    // Master ids start at 1: 0 (or 000) names nobody.
    const next = !/^\d{1,9}$/.test(digits)
      ? 'validation.digitsOnly'
      : Number(digits) < 1
        ? 'validation.tooSmall'
        : null;
    setProblem(next);
    if (!next) props.onSearch(Number(digits));
  }

  return (
    <form onSubmit={search} noValidate>
      <Group align="flex-end">
        <TextInput
          label={props.label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={problem ? t(problem, { ns: 'messages' }) : undefined}
          inputMode="numeric"
          withAsterisk
          w={240}
          data-testid={`${props.testIdPrefix}-input`}
        />
        <Button type="submit" loading={props.loading} data-testid={`${props.testIdPrefix}-submit`}>
          {props.findLabel}
        </Button>
      </Group>
    </form>
  );
}
