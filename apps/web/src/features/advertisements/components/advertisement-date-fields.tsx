import { SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADVERTISEMENT_DATE_LABELS,
  ADVERTISEMENT_DATE_NAMES,
  type AdvertisementDateName,
} from '@niyukti/shared';
import { BsAdDateField } from '../../../components/bs-ad-date-field';
import { useFormat } from '../../../lib/format';

/** The form values of the seven dates: `<name>Ad` and `<name>Bs`. */
export type DateFieldValues = Record<`${AdvertisementDateName}${'Ad' | 'Bs'}`, string>;

/**
 * The seven dates of back-office.md §5, each entered in B.S. and A.D. at once; `names` narrows
 * them (creating asks only the dates an advertisement has before publishing).
 */
export function AdvertisementDateFields({
  control,
  names = ADVERTISEMENT_DATE_NAMES,
}: {
  control: Control<DateFieldValues>;
  names?: readonly AdvertisementDateName[];
}) {
  const { t } = useTranslation('advertisements');
  const { lang } = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {names.map((name) => {
        const label = ADVERTISEMENT_DATE_LABELS[name][lang];
        return (
          <BsAdDateField
            key={name}
            control={control}
            name={name}
            adName={`${name}Ad`}
            bsName={`${name}Bs`}
            bsLabel={t('dateLabel.bs', { label })}
            adLabel={t('dateLabel.ad', { label })}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** The current dates of an advertisement as form values ('' where none is set yet). */
export function dateValuesOf(
  advertisement: Partial<Record<`${AdvertisementDateName}${'Ad' | 'Bs'}`, string | null>>,
): DateFieldValues {
  const values = {} as DateFieldValues;
  for (const name of ADVERTISEMENT_DATE_NAMES) {
    values[`${name}Ad`] = advertisement[`${name}Ad`] ?? '';
    values[`${name}Bs`] = advertisement[`${name}Bs`] ?? '';
  }
  return values;
}
