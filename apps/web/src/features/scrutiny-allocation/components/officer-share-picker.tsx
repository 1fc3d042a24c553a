import { Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TScrutinyOfficer } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { NO_CHOICE, type ShareChoice, type ShareChoices } from './officer-shares';

export interface OfficerSharePickerProps {
  legend: string;
  officers: readonly TScrutinyOfficer[];
  choices: ShareChoices;
  onChange(choices: ShareChoices): void;
  /** A message key under an officer's number, by user id. */
  problems: Readonly<Record<number, string>>;
  /** A message key for the whole choice (no officer ticked). */
  error?: string;
  disabled?: boolean;
}

/**
 * The scrutiny officers to give forms to: a tick each and, optionally, how many forms; an
 * officer ticked without a number shares the rest evenly with the others left without one.
 */
export function OfficerSharePicker(props: OfficerSharePickerProps) {
  const { t } = useTranslation('scrutiny-allocation');
  const { t: message } = useTranslation('messages');
  const { officers, choices, onChange, problems } = props;
  const choose = (userId: number, change: Partial<ShareChoice>) =>
    onChange({ ...choices, [userId]: { ...(choices[userId] ?? NO_CHOICE), ...change } });
  return (
    <Fieldset legend={props.legend} variant="unstyled" disabled={props.disabled}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('picker.hint')}
        </Text>
        {props.error && (
          <Text size="sm" c="red" role="alert" data-testid="picker-error">
            {message(props.error)}
          </Text>
        )}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {officers.map((officer) => {
            const choice = choices[officer.userId] ?? NO_CHOICE;
            const problem = problems[officer.userId];
            return (
              <Group
                component="li"
                key={officer.userId}
                gap="sm"
                align="flex-start"
                justify="space-between"
                wrap="wrap"
                data-testid={`share-${officer.userId}`}
              >
                <Checkbox
                  mt={8}
                  label={
                    <>
                      {officer.name} (<IssuedCode>{officer.username}</IssuedCode>)
                    </>
                  }
                  checked={choice.chosen}
                  onChange={(event) =>
                    choose(officer.userId, { chosen: event.currentTarget.checked })
                  }
                />
                <TextInput
                  w={180}
                  maw="100%"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={t('picker.formsFor', {
                    name: officer.name,
                  })}
                  placeholder={t('picker.evenShare')}
                  disabled={!choice.chosen}
                  value={choice.forms}
                  onChange={(event) => choose(officer.userId, { forms: event.currentTarget.value })}
                  error={problem ? message(problem) : undefined}
                />
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
