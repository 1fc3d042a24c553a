import { useTranslation } from 'react-i18next';
import type { TAdvertisementNumberRow } from '@niyukti/shared';
import { ADVERTISEMENT_NUMBER_REPORT_PATH } from '../api/report-keys';
import { AdvertisementCountsReport } from '../components/advertisement-counts-report';
import { useAdvertisementNumberColumns } from '../components/report-columns';

/**
 * /admin/reportByAdvtNumber (every staff user): each advertisement's applications by where
 * they stand and by the applicant's gender.
 */
export function AdvertisementNumberReportPage() {
  const { t } = useTranslation('staff-reports');
  const columns = useAdvertisementNumberColumns();
  return (
    <AdvertisementCountsReport<TAdvertisementNumberRow>
      path={ADVERTISEMENT_NUMBER_REPORT_PATH}
      title={t('byAdvertisementNumber.title')}
      intro={t('byAdvertisementNumber.intro')}
      tableLabel={t('byAdvertisementNumber.tableLabel')}
      columns={columns}
    />
  );
}
