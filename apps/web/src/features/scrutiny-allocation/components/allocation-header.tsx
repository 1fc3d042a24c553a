import { Anchor, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAllocationDetail } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { AllocationSummary } from './allocation-summary';
import { OfficerTable } from './officer-table';
import { PageHeading, SectionTitle } from './page-heading';

/**
 * The top of an advertisement's allocation and reallocation pages: the way back, the one h1
 * (`titleKey`, naming the advertisement's code as issued), the summary and the officers' table.
 */
export function AllocationHeader({
  detail,
  titleKey,
  back,
}: {
  detail: TAllocationDetail;
  titleKey: 'detail.title' | 'reallocation.title';
  back: { to: string; label: string };
}) {
  const { t } = useTranslation('scrutiny-allocation');
  const { advertisement, officers } = detail;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <PageHeading
        title={
          <Trans
            t={t}
            i18nKey={titleKey}
            values={{ code: advertisement.code }}
            components={{ code: <IssuedCode /> }}
          />
        }
      />
      <AllocationSummary advertisement={advertisement} />
      <Stack gap="sm">
        <SectionTitle>{t('detail.officers')}</SectionTitle>
        {officers.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-officers">
            {t('detail.noOfficers')}
          </Text>
        ) : (
          <OfficerTable officers={officers} label={t('detail.officersLabel')} />
        )}
      </Stack>
    </Stack>
  );
}
