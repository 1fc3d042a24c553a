import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCreateModule, type TCreateModule } from '@niyukti/shared';
import { useCreateModule } from '../api/modules';
import { FormTextInput, FormTextarea } from '../../../components/form-fields';
import {
  FormNepaliTextInput,
  RomanisedTypingSwitch,
  useRomanisedTyping,
} from '../../../components/nepali-text-input';
import { placeServerErrors } from '../../../lib/server-errors';

/** back-office.md §3 "Module": title and description, in English and Nepali. */
export function ModuleForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('access');
  const create = useCreateModule();
  const [romanised, setRomanised] = useRomanisedTyping();
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof ZCreateModule>,
    unknown,
    TCreateModule
  >({
    resolver: zodResolver(ZCreateModule),
    mode: 'onTouched',
    defaultValues: { title: '', titleNe: '', description: '', descriptionNe: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      onDone();
    } catch (error) {
      placeServerErrors(error, setError, ['title', 'titleNe', 'description', 'descriptionNe']);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormTextInput
          control={control}
          name="title"
          label={t('fields.title')}
          withAsterisk
          data-autofocus
          data-testid="module-title"
        />
        <FormNepaliTextInput
          control={control}
          name="titleNe"
          label={t('fields.titleNe')}
          romanised={romanised}
          data-testid="module-title-ne"
        />
        <RomanisedTypingSwitch checked={romanised} onChange={setRomanised} />
        <FormTextarea
          control={control}
          name="description"
          label={t('fields.description')}
          data-testid="module-description"
        />
        <FormTextarea
          control={control}
          name="descriptionNe"
          label={t('fields.descriptionNe')}
          data-testid="module-description-ne"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="module-submit">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
