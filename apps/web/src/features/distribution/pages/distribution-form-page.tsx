import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import {
  sumMatches,
  ZSaveDistribution,
  type TDistribution,
  type TDistributionProposal,
  type TDistributionQuota,
  type TSaveDistribution,
} from '@niyukti/shared';
import { ErrorScreen } from '../../../components/error-screen';
import { IssuedCode } from '../../../components/issued-code';
import { PageLoader } from '../../../components/page-loader';
import {
  EMPTY_QUOTA_ROW,
  partKeyOf,
  seatsTotalOf,
  type QuotaRowValues,
} from '../../../components/quota-rows';
import { NotFoundPage } from '../../../components/status-pages';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/auth/can';
import { useFormat, type Formatter } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useDistribution,
  useGenerateAdvertisementNumbers,
  useSaveDistribution,
} from '../api/distributions';
import { useDistributionProposal, useRequisitionToDistribute } from '../api/requisitions';
import { DistributionFacts, factsOf } from '../components/distribution-facts';
import { ProposalPanel, ProposalState } from '../components/proposal-panel';
import { rowOfPart, SavedSplit, SplitRows, type SplitValues } from '../components/split-rows';
import { DISTRIBUTION_PATHS, type DistributionFormState } from '../paths';
import '../components/distribution-print.css';

const ROW_FIELD = /^rows\.(\d+)\.(quotaId|heading|seats)$/;

/** The shared schema's rules, every row's messages at once (an empty row: its type and number). */
const splitResolver = zodResolver(ZSaveDistribution) as unknown as Resolver<
  SplitValues,
  unknown,
  TSaveDistribution
>;

/** The saved split as the form's rows (none before a split is saved). */
function savedRows(distribution: TDistribution | null | undefined, format: Formatter) {
  return (distribution?.quotas ?? [])
    .filter((quota) => quota.seats !== null)
    .map((part) => rowOfPart(part, format.digits(part.seats ?? 0)));
}

/** A changed distribution (saved, numbered, decided) starts the form afresh from what is saved. */
const versionOf = (distribution: TDistribution | null | undefined) =>
  distribution
    ? `${distribution.id}:${distribution.status}:${distribution.quotas.map((part) => `${partKeyOf(part)}=${part.seats}`).join(',')}`
    : 'none';

/** The running total against the requisition's posts: "12 of 12". */
function TotalLine({ total, of }: { total: number; of: number }) {
  const { t } = useTranslation('distribution');
  const format = useFormat();
  return (
    <Text fw={600} c={total === of ? undefined : 'red.9'} role="status" data-testid="split-total">
      {t('split.total', { total: format.number(total), of: format.number(of) })}
    </Text>
  );
}

/** The messages that concern the whole split (the sum, no row at all), under the table. */
function SplitErrors({ messages }: { messages: string[] }) {
  const tm = useTranslation('messages').t;
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert" data-testid="split-error">
      {messages.map((message) => (
        <Text key={message} size="sm">
          {tm(message)}
        </Text>
      ))}
    </Alert>
  );
}

interface EditorProps {
  distribution: TDistribution;
  /** The rows it starts from: the saved split, or those "Auto-generate quota" filled. */
  initialRows: QuotaRowValues[];
}

/**
 * The split being edited (PD update; numbered, submitted or returned): a row per quota type,
 * "Add quota type", the total against the posts, and Save, which sends it for approval. Checked
 * as the server checks it (ZSaveDistribution and the sum); the server's refusals go to the same
 * places. Mounted afresh (keyed) for each version of the distribution and each auto-generation.
 */
function SplitEditor({ distribution, initialRows }: EditorProps) {
  const { t } = useTranslation('distribution');
  const save = useSaveDistribution(distribution.requisitionId);
  const { control, handleSubmit, setError, formState } = useForm<
    SplitValues,
    unknown,
    TSaveDistribution
  >({
    resolver: splitResolver,
    mode: 'onTouched',
    defaultValues: { rows: initialRows },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const [sumChecked, setSumChecked] = useState(false);
  // What the server said of the whole split holds for the rows it was said of.
  const rowsKey = JSON.stringify(rows);
  const [refused, setRefused] = useState<{ rowsKey: string; messages: string[] } | null>(null);
  const serverProblems = refused?.rowsKey === rowsKey ? refused.messages : [];

  const total = seatsTotalOf(rows);
  const usedAll = rows.length >= distribution.quotas.length;
  const rowsError = formState.errors.rows?.root?.message ?? formState.errors.rows?.message;
  const problems = [
    ...(rowsError ? [rowsError] : []),
    ...(sumChecked && rows.length > 0 && total !== distribution.totalVacancy
      ? ['distribution.sumMustEqualTotal']
      : []),
    ...serverProblems,
  ].filter((message, index, all) => all.indexOf(message) === index);

  const submit = handleSubmit(async (values) => {
    setSumChecked(true);
    if (!sumMatches(values.rows, distribution.totalVacancy)) return;
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (!isApiError(error)) return;
      const whole: string[] = [];
      error.issues.forEach((issue) => {
        const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
        if (ROW_FIELD.test(path))
          setError(path as FieldPath<SplitValues>, { type: 'server', message: issue.message });
        else if (!whole.includes(issue.message)) whole.push(issue.message);
      });
      setRefused({ rowsKey, messages: whole });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="split-form">
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="split-empty">
            {t('split.empty')}
          </Text>
        ) : (
          <SplitRows
            control={control}
            keys={fields.map((field) => field.id)}
            quotas={distribution.quotas}
            onRemove={remove}
            label={t('split.label')}
          />
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <TotalLine total={total} of={distribution.totalVacancy} />
          <Button
            variant="light"
            onClick={() => append({ ...EMPTY_QUOTA_ROW })}
            disabled={usedAll}
            data-testid="split-add"
            data-print-hide
          >
            {t('split.add')}
          </Button>
        </Group>
        <SplitErrors messages={problems} />
        <Group justify="flex-end" data-print-hide>
          <Button type="submit" loading={save.isPending} data-testid="split-save">
            {t('split.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The split as saved, for those who may not change it, and once it is approved. */
function SplitRead({ distribution }: { distribution: TDistribution }) {
  const { t } = useTranslation('distribution');
  const saved = distribution.quotas.filter((quota) => quota.seats !== null);
  if (saved.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="split-none">
        {t('split.noneSaved')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <SavedSplit
        quotas={distribution.quotas}
        approved={distribution.status === 'approved'}
        label={t('split.label')}
      />
      <TotalLine
        total={saved.reduce((sum, quota) => sum + (quota.seats ?? 0), 0)}
        of={distribution.totalVacancy}
      />
    </Stack>
  );
}

/**
 * Auto-generated rows: one per part of the distribution (each reserved quota, each way of filling
 * posts without an advertisement), its seats from the proposal's split.
 */
function rowsFromProposal(
  parts: readonly TDistributionQuota[],
  proposal: TDistributionProposal,
  format: Formatter,
): QuotaRowValues[] {
  return parts.map((part) => {
    const seats =
      part.quotaId !== null
        ? proposal.quotas.find((quota) => quota.quotaId === part.quotaId)?.seats
        : proposal.kept.find((kept) => kept.heading === part.heading)?.seats;
    return rowOfPart(part, format.digits(seats ?? 0));
  });
}

/**
 * /admin/percentage-distribution/:requisitionId (PD read): back-office.md §2 "Manual percentage
 * distribution" for one requisition. Generate the advertisement numbers (one reserved per quota),
 * auto-generate the quota or type the split, save it for approval, print it. Read-only once
 * approved, and for those who may only read.
 */
export function DistributionFormPage() {
  const { t } = useTranslation('distribution');
  const tm = useTranslation('messages').t;
  const format = useFormat();
  const requisitionId = Number(useParams().requisitionId);
  const valid = Number.isInteger(requisitionId) && requisitionId > 0;
  const handedOver = (useLocation().state as DistributionFormState | null)?.requisition ?? null;
  const may = useCan();
  const canGenerate = may('PD', 'create');
  const canUpdate = may('PD', 'update');

  const distribution = useDistribution(requisitionId);
  // The requisition's summary: its status, its service and class, and its facts before the
  // numbers exist.
  const summary = useRequisitionToDistribute(
    requisitionId,
    handedOver,
    valid && distribution.isSuccess && distribution.data === null,
  );
  const generate = useGenerateAdvertisementNumbers(requisitionId);
  const proposal = useDistributionProposal(requisitionId);
  // The rows "Auto-generate quota" filled, for the version of the distribution they were filled in.
  const [filled, setFilled] = useState<{
    rows: QuotaRowValues[];
    version: string;
    time: number;
  } | null>(null);
  const [explained, setExplained] = useState(false);

  const current = distribution.data ?? null;
  const facts = useMemo(() => factsOf(current, summary.data), [current, summary.data]);

  if (!valid) return <NotFoundPage />;
  if (distribution.isPending || (current === null && summary.isPending)) return <PageLoader />;
  if (distribution.isError)
    return isApiError(distribution.error) && distribution.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorScreen />
    );
  if (!facts) return <NotFoundPage />;

  const approved = current?.status === 'approved';
  // A new version of the distribution (numbered, saved, decided) or a new auto-generation starts
  // the form afresh.
  const version = versionOf(current);
  const fromProposal = filled !== null && filled.version === version;
  const editorKey = fromProposal ? `${version}@${filled.time}` : version;
  const editable = canUpdate && current !== null && !approved;

  async function autoGenerate() {
    // back-office.md §4: an advertisement number must be generated first.
    if (!current) {
      toast.error(tm('distribution.generateNumbersFirst'));
      return;
    }
    setExplained(true);
    const result = await proposal.refetch();
    if (result.data)
      setFilled({
        rows: rowsFromProposal(current.quotas, result.data, format),
        version: versionOf(current),
        time: Date.now(),
      });
  }

  return (
    <Stack gap="lg" data-print-distribution>
      <Anchor component={Link} to={DISTRIBUTION_PATHS.requests} size="sm" data-print-hide>
        ← {t('distributionForm.back')}
      </Anchor>
      <Stack gap={2} maw={760}>
        <Title order={1} size="h2">
          <Trans
            t={t}
            i18nKey="distributionForm.title"
            values={{ number: facts.number }}
            components={{ code: <IssuedCode /> }}
          />
        </Title>
        <Text c="dimmed" size="sm" data-print-hide>
          {t('distributionForm.intro')}
        </Text>
      </Stack>
      <DistributionFacts
        facts={facts}
        distribution={current}
        requisitionStatus={summary.data?.status ?? null}
      />
      <Group gap="sm" wrap="wrap" data-print-hide data-testid="distribution-actions">
        {canGenerate && current === null && (
          <Button
            onClick={() => generate.mutate()}
            loading={generate.isPending}
            data-testid="distribution-generate-numbers"
          >
            {t('distributionForm.generateNumbers')}
          </Button>
        )}
        {canUpdate && !approved && (
          <Button
            variant="light"
            onClick={() => void autoGenerate()}
            loading={proposal.isFetching}
            data-testid="distribution-auto-generate"
          >
            {t('distributionForm.autoGenerate')}
          </Button>
        )}
        <Button variant="default" onClick={() => window.print()} data-testid="distribution-print">
          {t('distributionForm.print')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="split-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="split-title">
            {t('split.title')}
          </Title>
          {current === null ? (
            <Text size="sm" c="dimmed" data-testid="split-no-numbers">
              {t(canGenerate ? 'split.noNumbers' : 'split.noNumbersReadOnly')}
            </Text>
          ) : editable ? (
            <SplitEditor
              key={editorKey}
              distribution={current}
              initialRows={fromProposal ? filled.rows : savedRows(current, format)}
            />
          ) : (
            <SplitRead distribution={current} />
          )}
        </Stack>
      </Paper>
      {explained && current !== null && !approved && (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="proposal-title"
          data-print-hide
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="proposal-title">
              {t('distributionForm.proposalTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('distributionForm.proposalIntro')}
            </Text>
            {proposal.isFetching || proposal.isError || !proposal.data ? (
              <ProposalState loading={proposal.isFetching} error={proposal.error} />
            ) : (
              <ProposalPanel proposal={proposal.data} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
