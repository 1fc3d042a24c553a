import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AFTER_SAVE } from '../../../components/leave-guard';
import { RequisitionForm } from '../components/requisition-form';
import { REQUISITIONS_PATHS } from '../paths';

/** /admin/requisition/new (RQ create): an office files a requisition; its detail opens once filed. */
export function RequisitionNewPage() {
  const { t } = useTranslation('requisitions');
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={REQUISITIONS_PATHS.list} size="sm">
        ← {t('detail.back')}
      </Anchor>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('form.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('form.intro')}
        </Text>
      </Stack>
      <RequisitionForm
        onFiled={(requisition) =>
          void navigate(REQUISITIONS_PATHS.detail(requisition.id), { state: AFTER_SAVE })
        }
        onCancel={() => void navigate(REQUISITIONS_PATHS.list)}
      />
    </Stack>
  );
}
