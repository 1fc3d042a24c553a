import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRequisitionDetail } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { useFormat } from '../../../lib/format';
import { DocumentLink } from './document-link';
import { RequisitionStatusBadge } from './requisition-status-badge';
import { nameIn, namedIn } from '../../../components/requisition-values';
import { WrittenText } from '../../../components/written-text';

/** Every field of a requisition (back-office.md §3 "Requisition"). */
export function RequisitionFacts({ requisition: r }: { requisition: TRequisitionDetail }) {
  const { t } = useTranslation('requisitions');
  const format = useFormat();
  const { lang } = format;
  return (
    <Stack gap="lg" data-testid="requisition-facts">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
        <LabelledValue label={t('columns.number')}>
          <IssuedCode>{r.number}</IssuedCode>
        </LabelledValue>
        <LabelledValue label={t('columns.status')}>
          <RequisitionStatusBadge status={r.status} />
        </LabelledValue>
        <LabelledValue label={t('columns.requestedAt')}>{format.date(r.requestedAt)}</LabelledValue>
        <LabelledValue label={t('detail.fiscalYear')}>{format.digits(r.fiscalYear)}</LabelledValue>
        <LabelledValue label={t('columns.organization')}>
          {namedIn(lang, r.organization)}
        </LabelledValue>
        <LabelledValue label={t('columns.demandOffice')}>
          {namedIn(lang, r.demandOffice)}
        </LabelledValue>
        <LabelledValue label={t('columns.totalVacancy')}>
          {format.number(r.totalVacancy)}
        </LabelledValue>
        <LabelledValue label={t('form.document')}>
          <DocumentLink requisition={r} />
        </LabelledValue>
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.post')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <LabelledValue label={t('form.postId')}>{nameIn(lang, r.postEn, r.postNe)}</LabelledValue>
          <LabelledValue label={t('form.serviceId')}>
            {nameIn(lang, r.serviceEn, r.serviceNe)}
          </LabelledValue>
          <LabelledValue label={t('form.classId')}>
            {nameIn(lang, r.classEn, r.classNe)}
          </LabelledValue>
          <LabelledValue label={t('form.groupId')}>
            {nameIn(lang, r.groupEn, r.groupNe)}
          </LabelledValue>
          <LabelledValue label={t('form.subGroupId')}>
            {nameIn(lang, r.subGroupEn, r.subGroupNe)}
          </LabelledValue>
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.texts')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <LabelledValue label={t('form.requisitionRemarks')}>
            <WrittenText>{r.requisitionRemarks}</WrittenText>
          </LabelledValue>
          <LabelledValue label={t('form.workSummary')}>
            <WrittenText>{r.workSummary}</WrittenText>
          </LabelledValue>
          <LabelledValue label={t('form.remarks')}>
            <WrittenText>{r.remarks}</WrittenText>
          </LabelledValue>
          {r.approvalRemarks !== null && (
            <LabelledValue label={t('detail.approvalRemarks')}>
              <WrittenText>{r.approvalRemarks}</WrittenText>
            </LabelledValue>
          )}
          {r.consentLetter !== null && (
            <>
              <LabelledValue label={t('decision.letterNumber')}>
                <WrittenText>{r.consentLetter.number}</WrittenText>
              </LabelledValue>
              <LabelledValue label={t('detail.consentLetterDate')}>
                {format.date(r.consentLetter.dateAd)}
              </LabelledValue>
            </>
          )}
          {r.rejectionRemarks !== null && (
            <LabelledValue label={t('detail.rejectionRemarks')}>
              <WrittenText>{r.rejectionRemarks}</WrittenText>
            </LabelledValue>
          )}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
