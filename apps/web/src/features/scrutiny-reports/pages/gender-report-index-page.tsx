import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GENDER_REPORT_BREAKDOWNS } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { breakdownLabel } from '../components/breakdown-labels';
import { PageHeading } from '../components/page-heading';
import { REPORT_PATHS } from '../components/report-paths';

/**
 * /admin/scrutiny/report-by-gender-basic-configuration (RBG read): the thirteen breakdowns that
 * read best by gender, each a link to its report, in the order of back-office.md §2.
 */
export function GenderReportIndexPage() {
  const { t } = useTranslation('scrutiny-reports');
  const { lang } = useFormat();
  return (
    <Stack gap="md">
      <PageHeading title={t('byGender.title')} intro={t('byGender.intro')} />
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="sm"
        aria-label={t('byGender.listLabel')}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="gender-report-list"
      >
        {GENDER_REPORT_BREAKDOWNS.map((breakdown) => {
          const name = breakdownLabel(lang, breakdown);
          return (
            <Paper component="li" key={breakdown} withBorder radius="md" p="md">
              <Anchor component={Link} to={REPORT_PATHS.genderReport(breakdown)} fw={600}>
                {name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('byGender.open', { breakdown: name })}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
