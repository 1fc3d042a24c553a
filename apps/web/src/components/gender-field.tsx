import { Suspense, useState } from 'react';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { GENDERS, type Gender } from '@niyukti/shared';
import { useErrorText } from './form-fields';
import { lazyPage } from '../lib/routing/feature-routes';

// The confirmation's modal (with its focus trap and scroll lock) is fetched only by the few who
// choose Other, and preloaded when the radios get focus: registration is a first visit.
const GenderOtherDialog = lazyPage(() => import('./gender-other-dialog'), 'GenderOtherDialog');

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
        onFocus={GenderOtherDialog.preload}
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
      {asking && (
        <Suspense fallback={null}>
          <GenderOtherDialog onConfirm={confirmOther} onCancel={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
