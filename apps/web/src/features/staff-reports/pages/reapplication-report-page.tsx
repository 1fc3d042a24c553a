import { useTranslation } from 'react-i18next';
import type { TReapplicationRow } from '@niyukti/shared';
import { REAPPLICATION_REPORT_PATH } from '../api/report-keys';
import { AdvertisementCountsReport } from '../components/advertisement-counts-report';
import { useReapplicationColumns } from '../components/report-columns';

/**
 * /admin/re-application-report (every staff user): each advertisement's applications, and
 * those made by re-applying to it before it opened to everyone, with those paid.
 */
export function ReapplicationReportPage() {
  const { t } = useTranslation('staff-reports');
  const columns = useReapplicationColumns();
  return (
    <AdvertisementCountsReport<TReapplicationRow>
      path={REAPPLICATION_REPORT_PATH}
      title={t('reapplications.title')}
      intro={t('reapplications.intro')}
      tableLabel={t('reapplications.tableLabel')}
      columns={columns}
    />
  );
}
