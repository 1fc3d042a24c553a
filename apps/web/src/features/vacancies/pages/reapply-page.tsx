import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useReapplyVacancies } from '../api/get-reapply-vacancies';
import { ReapplyVacancies } from '../components/reapply-vacancies';

/** /re-verifiedUserList: the re-advertised vacancies this candidate may apply to early. */
export function ReapplyPage() {
  const { t } = useTranslation('vacancies');
  const { data, isPending } = useReapplyVacancies();
  if (isPending) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('reapply.pageTitle')}
      </Title>
      {data && data.length > 0 ? (
        <ReapplyVacancies vacancies={data} />
      ) : (
        <Alert color="gray" data-testid="reapply-none">
          {t('reapply.none')}
        </Alert>
      )}
    </Stack>
  );
}
