// The optional local level of a new advertisement (a provincial commission recruiting for a
// municipality or rural municipality): province → district → local body from the public lists.
// Only the local body is the form's field; province and district narrow the lists, so they live
// beside the form (the form asks for the local body once a province is chosen).
import { useId } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCreateAdvertisementInput } from '@niyukti/shared';
import { useErrorText } from '../../../components/form-fields';
import { usePublicOptions } from '../../../components/master-select/public-options';
import { RecordSelect } from '../../../components/master-select/record-select';
import {
  DISTRICTS,
  LOCAL_BODIES,
  PROVINCES,
} from '../../../components/master-select/place-entities';

/** The province and district the local body is being chosen in; null while unchosen. */
export interface LocalLevelArea {
  provinceId: number | null;
  districtId: number | null;
}

export const NO_LOCAL_LEVEL_AREA: LocalLevelArea = { provinceId: null, districtId: null };

export interface LocalLevelFieldProps {
  control: Control<TCreateAdvertisementInput>;
  area: LocalLevelArea;
  onAreaChange(area: LocalLevelArea): void;
}

/**
 * Three clearable selects, each listing what lies in the one before it; changing or clearing one
 * clears those after it. The server's refusal of the local body shows under its select.
 */
export function LocalLevelField({ control, area, onAreaChange }: LocalLevelFieldProps) {
  const { t } = useTranslation('advertisements');
  const errorText = useErrorText();
  const titleId = useId();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'localBodyId' });
  const { provinceId, districtId } = area;
  const provinces = usePublicOptions(PROVINCES.key, null);
  const districts = usePublicOptions(DISTRICTS.key, provinceId, provinceId !== null);
  const localBodies = usePublicOptions(LOCAL_BODIES.key, districtId, districtId !== null);
  const chooseFirst = (what: string) => t('create.chooseFirst', { what: what.toLowerCase() });

  return (
    <Stack gap={4} role="group" aria-labelledby={titleId} data-testid="create-local-level">
      <Text id={titleId} size="sm" fw={500}>
        {t('create.localLevel')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('create.localLevelHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <RecordSelect
          entity={PROVINCES}
          records={provinces.data ?? []}
          loading={provinces.isPending}
          value={provinceId}
          onChange={(id) => {
            onAreaChange({ provinceId: id, districtId: null });
            onChange(null);
          }}
          label={t('create.province')}
          clearable
          data-testid="create-local-province"
        />
        <RecordSelect
          entity={DISTRICTS}
          records={districts.data ?? []}
          loading={districts.isFetching}
          value={districtId}
          onChange={(id) => {
            onAreaChange({ provinceId, districtId: id });
            onChange(null);
          }}
          label={t('create.district')}
          disabled={provinceId === null}
          {...(provinceId === null && { placeholder: chooseFirst(t('create.province')) })}
          clearable
          data-testid="create-local-district"
        />
        <RecordSelect
          entity={LOCAL_BODIES}
          records={localBodies.data ?? []}
          loading={localBodies.isFetching}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={ref}
          name={name}
          label={t('create.localBody')}
          // Once a province is chosen the officer means a local level: it must be finished.
          required={provinceId !== null}
          disabled={districtId === null}
          {...(districtId === null && { placeholder: chooseFirst(t('create.district')) })}
          clearable
          error={errorText(fieldState.error)}
          data-testid="create-local-body"
        />
      </SimpleGrid>
    </Stack>
  );
}
