import { useMemo, type ReactNode } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayIso, ZStaffDashboard, type TStaffDashboard } from '@niyukti/shared';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useStaffDashboard } from '../api/get-staff-figures';
import { ClosingAdvertisementsTable } from './closing-advertisements-table';
import { FigureCard } from './figure-card';
import { OfficerFormsTable } from './officer-forms-table';
import { FIGURE_LINKS, linkFor } from './staff-paths';

/** A group of figures under its h2, with a link to its list beside the heading if any. */
function FigureSection(props: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={props.id}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.link && (
          <Anchor component={Link} to={props.link.to} size="sm">
            {props.link.label}
          </Anchor>
        )}
      </Group>
      {props.children}
    </Stack>
  );
}

function Lists({ figures: f }: { figures: TStaffDashboard }) {
  const { t } = useTranslation('dashboard');
  const may = useCan();
  const allocationReport = linkFor(may, FIGURE_LINKS.allocationReport);
  return (
    <>
      <FigureSection
        id="dashboard-officers"
        title={t('admin.figures.officers')}
        link={
          allocationReport
            ? { to: allocationReport, label: t('admin.figures.allocationReport') }
            : undefined
        }
      >
        {f.officers.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="dashboard-no-officers">
            {t('admin.figures.noOfficers')}
          </Text>
        ) : (
          <OfficerFormsTable officers={f.officers} label={t('admin.figures.officers')} />
        )}
      </FigureSection>
      <FigureSection id="dashboard-closing" title={t('admin.figures.closing')}>
        {f.closingThisWeek.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="dashboard-none-closing">
            {t('admin.figures.noneClosing')}
          </Text>
        ) : (
          <ClosingAdvertisementsTable
            advertisements={f.closingThisWeek}
            label={t('admin.figures.closing')}
            linked={linkFor(may, FIGURE_LINKS.allocation) !== undefined}
          />
        )}
      </FigureSection>
    </>
  );
}

/**
 * The back office's figures (decision 158): applications today and in the season, the season's
 * forms by where they stand, payments waiting to be verified, each officer's forms and the
 * advertisements closing this week. Every staff user reads them; a figure links to the list
 * behind it only for those whose privileges open that list.
 */
export function StaffFigures() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const may = useCan();
  const { data, isError } = useStaffDashboard();
  // An answer of another shape (a server older than the screen) is no figures: the page and its
  // links stay up without them, as when the figures could not be read.
  const read = useMemo(
    () => (data === undefined ? undefined : ZStaffDashboard.safeParse(data)),
    [data],
  );
  const f = read?.data;
  if (isError || read?.success === false)
    return (
      <Text size="sm" c="dimmed" data-testid="dashboard-figures-unavailable">
        {t('admin.figures.unavailable')}
      </Text>
    );
  const count = (value: number | undefined) =>
    value === undefined ? undefined : format.number(value);
  const today = todayIso();
  const scrutiny = linkFor(may, FIGURE_LINKS.scrutiny);
  const payments = linkFor(may, FIGURE_LINKS.payments);
  return (
    <Stack gap="lg" data-testid="dashboard-figures">
      {f && (
        <Text size="sm" c="dimmed" data-testid="dashboard-season">
          {t('admin.figures.season', { fiscalYear: format.digits(f.fiscalYear) })}
        </Text>
      )}
      <FigureSection id="dashboard-applications" title={t('admin.figures.applications')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <FigureCard
            label={t('admin.figures.applicationsToday')}
            value={count(f?.applicationsToday)}
            testId="dashboard-applications-today"
            to={linkFor(may, FIGURE_LINKS.applications({ appliedFrom: today, appliedTo: today }))}
          />
          <FigureCard
            label={t('admin.figures.applicationsThisSeason')}
            value={count(f?.applicationsThisSeason)}
            testId="dashboard-applications-season"
            to={f && linkFor(may, FIGURE_LINKS.applications({ fiscalYear: f.fiscalYear }))}
          />
        </SimpleGrid>
      </FigureSection>
      <FigureSection id="dashboard-forms" title={t('admin.figures.forms')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {(['pending', 'onHold', 'decided'] as const).map((key) => (
            <FigureCard
              key={key}
              label={t(`admin.figures.${key}`)}
              value={count(f?.forms[key])}
              testId={`dashboard-forms-${key}`}
              to={scrutiny}
            />
          ))}
          <FigureCard
            label={t('admin.figures.unallocated')}
            value={count(f?.forms.unallocated)}
            testId="dashboard-forms-unallocated"
            to={linkFor(may, FIGURE_LINKS.allocation)}
          />
        </SimpleGrid>
      </FigureSection>
      <FigureSection id="dashboard-payments" title={t('admin.figures.payments')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <FigureCard
            label={t('admin.figures.vouchers')}
            value={count(f?.paymentsAwaitingVerification.vouchers)}
            testId="dashboard-payments-vouchers"
            to={payments}
          />
          <FigureCard
            label={t('admin.figures.online')}
            value={count(f?.paymentsAwaitingVerification.online)}
            testId="dashboard-payments-online"
            to={payments}
          />
        </SimpleGrid>
      </FigureSection>
      {f && <Lists figures={f} />}
      {f && !Number.isNaN(Date.parse(f.countedAt)) && (
        <Text size="xs" c="dimmed" data-testid="dashboard-counted-at">
          {t('admin.figures.countedAt', {
            date: format.date(f.countedAt, 'bs'),
            time: format.time(f.countedAt),
          })}
        </Text>
      )}
    </Stack>
  );
}
