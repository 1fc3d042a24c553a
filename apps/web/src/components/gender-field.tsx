import { useState } from 'react';
import { Button, Group, Modal, Radio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { GENDERS, type Gender } from '@niyukti/shared';
import { useErrorText } from './form-fields';

function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** Any form with the two gender fields (registration, personal details). */
type GenderFields = { gender?: string; genderOtherConfirmed?: boolean };

/**
 * Male, female, other. Spec §5: choosing Other asks for a confirmation first, so a slip of the
 * finger on a phone does not end up on the person's record (`genderOtherConfirmed`).
 */
export function GenderField<T extends GenderFields>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const gender = useController({ control, name: 'gender' as FieldPath<T> });
  const confirmed = useController({ control, name: 'genderOtherConfirmed' as FieldPath<T> });
  const [asking, setAsking] = useState(false);

  function choose(value: string) {
    if (!isGender(value)) return;
    if (value === 'other') {
      setAsking(true);
      return;
    }
    gender.field.onChange(value);
    confirmed.field.onChange(false);
  }

  function confirmOther() {
    gender.field.onChange('other');
    confirmed.field.onChange(true);
    setAsking(false);
  }

  return (
    <>
      <Radio.Group
        label={t('person.gender')}
        required
        value={typeof gender.field.value === 'string' ? gender.field.value : null}
        onChange={choose}
        error={errorText(gender.fieldState.error ?? confirmed.fieldState.error)}
      >
        <Group mt="xs" gap="lg">
          {GENDERS.map((value) => (
            <Radio
              key={value}
              size="md"
              value={value}
              label={t(`person.genders.${value}`)}
              data-testid={`register-gender-${value}`}
              onBlur={gender.field.onBlur}
            />
          ))}
        </Group>
      </Radio.Group>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('person.genderOther.title')}
        centered
      >
        <Text>{t('person.genderOther.body')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button
            variant="default"
            onClick={() => setAsking(false)}
            data-testid="gender-other-cancel"
          >
            {t('person.genderOther.cancel')}
          </Button>
          <Button onClick={confirmOther} data-testid="gender-other-confirm">
            {t('person.genderOther.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
