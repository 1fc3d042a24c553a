import { Alert, Badge, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageOf, type TDistribution, type TRequisitionSummary } from '@niyukti/shared';
import { IssuedCode } from '../../../components/issued-code';
import { LabelledValue } from '../../../components/labelled-value';
import { nameIn } from '../../../components/requisition-values';
import { useFormat } from '../../../lib/format';
import { DistributionStatusBadge, RequisitionStatusBadge } from './distribution-status-badge';

const REMARKS_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The facts of the requisition being distributed, whichever of the two sources has them. */
export interface RequisitionFacts {
  number: string;
  postEn: string;
  postNe: string;
  /** Service and class (only the list's summary has them). */
  placeEn: string | null;
  placeNe: string | null;
  demandOfficeEn: string;
  demandOfficeNe: string;
  totalVacancy: number;
  fiscalYear: string;
}

export function factsOf(
  distribution: TDistribution | null | undefined,
  summary: TRequisitionSummary | null | undefined,
): RequisitionFacts | null {
  const place = summary
    ? {
        placeEn: `${summary.serviceEn} · ${summary.classEn}`,
        placeNe: `${summary.serviceNe} · ${summary.classNe}`,
      }
    : { placeEn: null, placeNe: null };
  if (distribution)
    return {
      number: distribution.requisitionNumber,
      postEn: distribution.postEn,
      postNe: distribution.postNe,
      ...place,
      demandOfficeEn: distribution.demandOfficeEn,
      demandOfficeNe: distribution.demandOfficeNe,
      totalVacancy: distribution.totalVacancy,
      fiscalYear: distribution.fiscalYear,
    };
  if (summary)
    return {
      number: summary.number,
      postEn: summary.postEn,
      postNe: summary.postNe,
      ...place,
      demandOfficeEn: summary.demandOffice.nameEn,
      demandOfficeNe: summary.demandOffice.nameNe,
      totalVacancy: summary.totalVacancy,
      fiscalYear: summary.fiscalYear,
    };
  return null;
}

/**
 * Requisition number, post, demand office, total vacancy and where the distribution stands;
 * the approver's remarks when it was returned for correction or approved.
 */
export function DistributionFacts({
  facts,
  distribution,
  requisitionStatus,
}: {
  facts: RequisitionFacts;
  distribution: TDistribution | null;
  requisitionStatus: TRequisitionSummary['status'] | null;
}) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const { lang } = format;
  const remarks = distribution?.decisionRemarks ?? null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" data-testid="distribution-facts">
        <LabelledValue label={t('requests.columns.number')}>
          <IssuedCode>{facts.number}</IssuedCode>
        </LabelledValue>
        <LabelledValue label={t('requests.columns.post')}>
          {nameIn(lang, facts.postEn, facts.postNe)}
          {facts.placeEn !== null && (
            <Text size="xs" c="dimmed" component="div">
              {nameIn(lang, facts.placeEn, facts.placeNe)}
            </Text>
          )}
        </LabelledValue>
        <LabelledValue label={t('requests.columns.demandOffice')}>
          {nameIn(lang, facts.demandOfficeEn, facts.demandOfficeNe)}
        </LabelledValue>
        <LabelledValue label={t('requests.columns.totalVacancy')}>
          <span data-testid="distribution-total-vacancy">{format.number(facts.totalVacancy)}</span>
        </LabelledValue>
        <LabelledValue label={t('requests.columns.status')}>
          {distribution ? (
            <DistributionStatusBadge status={distribution.status} />
          ) : requisitionStatus === 'approved' || requisitionStatus === null ? (
            // Approved and not begun: said as the distribution's state, not the requisition's.
            <Badge
              color="gray"
              variant="light"
              tt="none"
              styles={{ label: { overflow: 'visible' } }}
              data-testid="distribution-status"
              data-status="none"
            >
              {t('distributionForm.noNumbersYet')}
            </Badge>
          ) : (
            <RequisitionStatusBadge status={requisitionStatus} />
          )}
        </LabelledValue>
      </SimpleGrid>
      {remarks !== null && distribution?.status === 'rejected' && (
        <Alert
          color="orange"
          title={t('distributionForm.returnedTitle')}
          data-testid="distribution-returned"
        >
          <Text size="sm" style={REMARKS_STYLE} lang={languageOf(remarks)}>
            {remarks}
          </Text>
        </Alert>
      )}
      {remarks !== null && distribution?.status === 'approved' && (
        <Alert
          color="green"
          title={t('distributionForm.approvedTitle')}
          data-testid="distribution-approved"
        >
          <Text size="sm" style={REMARKS_STYLE} lang={languageOf(remarks)}>
            {remarks}
          </Text>
          <Text size="sm" mt="xs">
            {t('distributionForm.approvedHint')}
          </Text>
        </Alert>
      )}
    </>
  );
}
