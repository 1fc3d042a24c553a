import { useId } from 'react';
import { Alert, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDistributionProposal, TProposalPart, TProposalPhase } from '@niyukti/shared';
import { CardList, RecordCard, type CardField } from '../../../components/data-table';
import { isApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';
import { nameIn } from '../../../components/requisition-values';

const NONE = '—';

/** The formula's count differs from the one proposed (a table row's, or the limit's). */
const differs = (part: TProposalPart) => part.formulaSeats !== part.seats;

/** Sums kept in hundredths: 33.33 + 33.33 + 33.34 makes exactly 100. */
const sumOf = (values: number[]) =>
  values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/** The cells of one part, as the table and the phone's card both show them. */
function useCells(phase: TProposalPhase) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const withFormula = phase.parts.some(differs);
  // What earlier distributions of the post and office left each part owed (the history, VDH).
  const withOwed = phase.parts.some((part) => part.owed !== 0);
  const headers = {
    part: t('proposal.columns.part'),
    percent: t('proposal.columns.percent'),
    exact: t('proposal.columns.exact'),
    seats: t('proposal.columns.seats'),
    formulaSeats: t('proposal.columns.formulaSeats'),
    owed: t('proposal.columns.owed'),
  };
  const cellsOf = (part: TProposalPart) => ({
    part: nameIn(format.lang, part.nameEn, part.nameNe),
    percent: t('values.percent', { value: format.number(part.percent) }),
    exact: format.number(part.exact, 2),
    seats: format.number(part.seats),
    formulaSeats: differs(part) ? format.number(part.formulaSeats) : NONE,
    owed: part.owed > 0 ? `+${format.number(part.owed, 2)}` : format.number(part.owed, 2),
  });
  return { withFormula, withOwed, headers, cellsOf };
}

function PhaseTable({ phase, labelId }: { phase: TProposalPhase; labelId: string }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const { withFormula, withOwed, headers, cellsOf } = useCells(phase);
  return (
    <Table.ScrollContainer
      minWidth={480}
      type="native"
      tabIndex={0}
      role="region"
      aria-labelledby={labelId}
    >
      <Table
        striped
        withTableBorder
        aria-labelledby={labelId}
        data-testid={`proposal-${phase.phase}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{headers.part}</Table.Th>
            <Table.Th ta="end">{headers.percent}</Table.Th>
            <Table.Th ta="end">{headers.exact}</Table.Th>
            {withOwed && <Table.Th ta="end">{headers.owed}</Table.Th>}
            <Table.Th ta="end">{headers.seats}</Table.Th>
            {withFormula && <Table.Th ta="end">{headers.formulaSeats}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {phase.parts.map((part) => {
            const cells = cellsOf(part);
            return (
              <Table.Tr key={part.heading ?? part.categoryId}>
                <Table.Td>{cells.part}</Table.Td>
                <Table.Td ta="end">{cells.percent}</Table.Td>
                <Table.Td ta="end">{cells.exact}</Table.Td>
                {withOwed && <Table.Td ta="end">{cells.owed}</Table.Td>}
                <Table.Td ta="end" fw={differs(part) ? 700 : undefined}>
                  {cells.seats}
                </Table.Td>
                {withFormula && <Table.Td ta="end">{cells.formulaSeats}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('proposal.total')}</Table.Th>
            <Table.Td ta="end">
              {t('values.percent', {
                value: format.number(sumOf(phase.parts.map((p) => p.percent))),
              })}
            </Table.Td>
            <Table.Td ta="end">{format.number(sumOf(phase.parts.map((p) => p.exact)), 2)}</Table.Td>
            {withOwed && <Table.Td />}
            <Table.Td ta="end" fw={700}>
              {format.number(phase.parts.reduce((sum, p) => sum + p.seats, 0))}
            </Table.Td>
            {withFormula && (
              <Table.Td ta="end">
                {format.number(phase.parts.reduce((sum, p) => sum + p.formulaSeats, 0))}
              </Table.Td>
            )}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: a card a part, its facts as label/value pairs. */
function PhaseCards({ phase, label }: { phase: TProposalPhase; label: string }) {
  const { withFormula, withOwed, headers, cellsOf } = useCells(phase);
  const baseId = useId();
  return (
    <CardList label={label}>
      {phase.parts.map((part, index) => {
        const cells = cellsOf(part);
        const fields: CardField[] = [
          { key: 'part', label: headers.part, value: cells.part },
          { key: 'percent', label: headers.percent, value: cells.percent },
          { key: 'exact', label: headers.exact, value: cells.exact },
          ...(withOwed ? [{ key: 'owed', label: headers.owed, value: cells.owed }] : []),
          { key: 'seats', label: headers.seats, value: cells.seats },
        ];
        if (withFormula)
          fields.push({
            key: 'formulaSeats',
            label: headers.formulaSeats,
            value: cells.formulaSeats,
          });
        return (
          <RecordCard
            key={part.heading ?? part.categoryId}
            titleId={`${baseId}-${index}`}
            fields={fields}
          />
        );
      })}
    </CardList>
  );
}

function PhaseSection({ phase }: { phase: TProposalPhase }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const phone = usePhoneWidth();
  const titleId = useId();
  const title = t('proposal.phaseTitle', {
    phase: t(`proposal.phases.${phase.phase}`),
    count: phase.posts,
    posts: format.number(phase.posts),
  });
  // Where the phase's counts came from; with no limit set, the limit counts as 1 (the
  // configuration screens say so).
  const source =
    phase.source === 'table'
      ? t('proposal.source.table', { posts: format.number(phase.posts) })
      : phase.source === 'limit'
        ? t('proposal.source.limit', { limit: format.number(phase.limit ?? 1) })
        : t('proposal.source.formula');
  // Not a named section: the table's scrolling region already carries the phase's name, and
  // two landmarks of one name would be one too many (axe's landmark-unique).
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" data-testid={`proposal-${phase.phase}-source`}>
        {source}
      </Text>
      {phase.parts.length === 0 ? (
        <Text size="sm">{t('proposal.noParts')}</Text>
      ) : phone ? (
        <PhaseCards phase={phase} label={title} />
      ) : (
        <PhaseTable phase={phase} labelId={titleId} />
      )}
    </Stack>
  );
}

/** Named parts with their seats, as chips: the advertised split, or what phase 1 keeps. */
function Chips({
  labelId,
  parts,
}: {
  labelId: string;
  parts: { key: string; nameEn: string; nameNe: string; seats: number }[];
}) {
  const format = useFormat();
  return (
    <Group
      component="ul"
      gap="xs"
      aria-labelledby={labelId}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {parts.map((part) => (
        <Paper
          component="li"
          key={part.key}
          withBorder
          radius="sm"
          px="sm"
          py={4}
          data-testid={`proposal-${part.key}`}
        >
          <Text size="sm" span>
            {`${nameIn(format.lang, part.nameEn, part.nameNe)} `}
          </Text>
          <Text size="sm" span fw={700}>
            {format.number(part.seats)}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}

/**
 * The split the rows are filled from: the advertised quotas (open for all from phase 2, each
 * inclusive group from phase 3, internal competition where master data has its quota), and the
 * seats phase 1 gives to promotion, which no advertisement carries.
 */
function QuotaSplit({ proposal }: { proposal: TDistributionProposal }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  const titleId = useId();
  const keptId = useId();
  const advertised = proposal.quotas.reduce((sum, quota) => sum + quota.seats, 0);
  const kept = proposal.kept.reduce((sum, part) => sum + part.seats, 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('proposal.quotas.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('proposal.quotas.intro')}
      </Text>
      <Chips
        labelId={titleId}
        parts={proposal.quotas.map((quota) => ({ ...quota, key: `quota-${quota.quotaId}` }))}
      />
      {proposal.kept.length > 0 && (
        <>
          <Text size="sm" id={keptId}>
            {t('proposal.quotas.kept')}
          </Text>
          <Chips
            labelId={keptId}
            parts={proposal.kept.map((part) => ({ ...part, key: `kept-${part.heading}` }))}
          />
        </>
      )}
      <Text size="sm" fw={600} data-testid="proposal-quota-total">
        {t('proposal.quotas.total', {
          total: format.number(advertised + kept),
          advertised: format.number(advertised),
          kept: format.number(kept),
        })}
      </Text>
    </Stack>
  );
}

/**
 * "Auto-generate quota" for one requisition, explained: the three phases as the configuration
 * splits its posts, each saying where its counts came from, then the advertised split, which
 * fills the distribution's rows.
 */
export function ProposalPanel({ proposal }: { proposal: TDistributionProposal }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return (
    <Stack gap="lg" data-testid="proposal">
      <Text size="sm" data-testid="proposal-history">
        {proposal.earlierDistributions === 0
          ? t('proposal.history.none')
          : t('proposal.history.some', {
              count: proposal.earlierDistributions,
              earlier: format.number(proposal.earlierDistributions),
            })}
      </Text>
      {proposal.phases.map((phase) => (
        <PhaseSection key={phase.phase} phase={phase} />
      ))}
      <QuotaSplit proposal={proposal} />
    </Stack>
  );
}

/** While the proposal is asked for, or why it was refused (said here as well as in the toast). */
export function ProposalState({ loading, error }: { loading: boolean; error: unknown }) {
  const { t } = useTranslation('distribution');
  if (loading)
    return (
      <Group gap="xs" role="status" py="md">
        <Loader size="xs" />
        <Text size="sm">{t('proposal.loading')}</Text>
      </Group>
    );
  return (
    <Alert color="red" title={t('proposal.refused')} data-testid="proposal-error">
      <Text size="sm">{isApiError(error) ? error.message : t('proposal.failed')}</Text>
    </Alert>
  );
}
