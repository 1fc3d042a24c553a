import { useId, type ReactNode } from 'react';
import { Anchor, Badge, List, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocalizedText, TSiblingGroup, TVacancyEligibility } from '@niyukti/shared';
import { CardList, RecordCard } from '../../../components/data-table';
import { PATHS } from '../../../lib/routing/paths';
import { usePhoneWidth } from '../../../lib/phone-width';
import { useFormat } from '../../../lib/format';

function CheckRow({
  id,
  passed,
  title,
  children,
}: {
  id: string;
  passed: boolean;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('vacancies');
  return (
    <List.Item
      data-testid={`eligibility-${id}`}
      data-passed={passed}
      icon={
        <ThemeIcon size={22} radius="xl" color={passed ? 'teal' : 'red'} aria-hidden="true">
          <span style={{ fontSize: 13 }}>{passed ? '✓' : '✗'}</span>
        </ThemeIcon>
      }
    >
      <Text fw={600} size="sm" span>
        {title}
        {' — '}
        {passed ? t('eligibility.met') : t('eligibility.notMet')}
      </Text>
      <Text size="sm">{children}</Text>
    </List.Item>
  );
}

/** The group's advertisement number: plain for this vacancy, a link to each other group's. */
function GroupNumber({ group, current }: { group: TSiblingGroup; current: number }) {
  const format = useFormat();
  return group.advertisementId === current ? (
    <Text fw={600} size="sm" span>
      {format.digits(group.advertisementNumber)}
    </Text>
  ) : (
    <Anchor component={Link} to={PATHS.vacancy(group.advertisementId)} size="sm">
      {format.digits(group.advertisementNumber)}
    </Anchor>
  );
}

function GroupEligible({ group }: { group: TSiblingGroup }) {
  const { t } = useTranslation('vacancies');
  return (
    <Badge color={group.eligible ? 'teal' : 'gray'} variant="light">
      {group.eligible ? t('eligibility.groups.yes') : t('eligibility.groups.no')}
    </Badge>
  );
}

function useGroupFeeOrStatus() {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  return (group: TSiblingGroup) =>
    group.myApplicationId !== null
      ? t('eligibility.groups.applied')
      : group.feePaisa === null
        ? '–'
        : format.money(group.feePaisa);
}

/** A group on a phone: the table's row as label/value pairs. */
function GroupCard({ group, current }: { group: TSiblingGroup; current: number }) {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const titleId = useId();
  const feeOrStatus = useGroupFeeOrStatus();
  return (
    <RecordCard
      titleId={titleId}
      fields={[
        {
          key: 'number',
          label: t('columns.advertisementNumber'),
          value: <GroupNumber group={group} current={current} />,
        },
        {
          key: 'group',
          label: t('eligibility.groups.group'),
          value: format.lang === 'ne' ? group.quotaNe : group.quotaEn,
        },
        {
          key: 'canApply',
          label: t('eligibility.groups.canApply'),
          value: <GroupEligible group={group} />,
        },
        { key: 'fee', label: t('eligibility.groups.feeOrStatus'), value: feeOrStatus(group) },
      ]}
    />
  );
}

function GroupsTable({ groups, current }: { groups: TSiblingGroup[]; current: number }) {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const phone = usePhoneWidth();
  const feeOrStatus = useGroupFeeOrStatus();
  const name = (group: TSiblingGroup) => (format.lang === 'ne' ? group.quotaNe : group.quotaEn);
  if (phone)
    return (
      <div data-testid="eligibility-groups">
        <CardList label={t('eligibility.groups.title')}>
          {groups.map((group) => (
            <GroupCard key={group.advertisementId} group={group} current={current} />
          ))}
        </CardList>
      </div>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder data-testid="eligibility-groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.advertisementNumber')}</Table.Th>
            <Table.Th>{t('eligibility.groups.group')}</Table.Th>
            <Table.Th>{t('eligibility.groups.canApply')}</Table.Th>
            <Table.Th>{t('eligibility.groups.feeOrStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.advertisementId}>
              <Table.Td>
                <GroupNumber group={group} current={current} />
              </Table.Td>
              <Table.Td>{name(group)}</Table.Td>
              <Table.Td>
                <GroupEligible group={group} />
              </Table.Td>
              <Table.Td>{feeOrStatus(group)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Issue 6: before applying, whether the candidate may, part by part, in the server's own words
 * (age on the cut-off date and the rule applied, qualification, group, deadlines and fee,
 * profile), then the other groups of the post with what each would cost.
 */
export function EligibilityPanel({ eligibility }: { eligibility: TVacancyEligibility }) {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const say = (text: LocalizedText) => text[format.lang];
  const { age, qualification, group, window: deadline, profile } = eligibility;
  return (
    <Paper withBorder p="md" radius="md" data-testid="eligibility-panel">
      <Stack gap="md">
        <Title order={3}>{t('eligibility.title')}</Title>
        <List spacing="sm" center={false}>
          <CheckRow id="age" passed={age.eligible} title={t('eligibility.age')}>
            {say(age.explanation)}
          </CheckRow>
          <CheckRow
            id="qualification"
            passed={qualification.eligible}
            title={t('eligibility.qualification')}
          >
            {say(qualification.explanation)}
          </CheckRow>
          <CheckRow id="group" passed={group.eligible} title={t('eligibility.group')}>
            {say(group.explanation)}
          </CheckRow>
          <CheckRow id="window" passed={deadline.eligible} title={t('eligibility.window')}>
            {say(deadline.explanation)}{' '}
            {deadline.feePaisa !== null &&
              t(deadline.extraGroup ? 'eligibility.feeExtraGroup' : 'eligibility.fee', {
                fee: format.money(deadline.feePaisa),
              })}{' '}
            {/* The extra-group fee means something only where the post has other groups. */}
            {eligibility.groups.length > 1 &&
              t('eligibility.feeRule', {
                basic: format.money(deadline.basicFeePaisa),
                extra: format.money(deadline.extraFeePaisa),
              })}
          </CheckRow>
          <CheckRow id="profile" passed={profile.eligible} title={t('eligibility.profile')}>
            {profile.eligible ? t('eligibility.profileComplete') : t('eligibility.profileMissing')}
          </CheckRow>
        </List>
        {eligibility.groups.length > 1 && (
          <Stack gap="xs">
            <Title order={4}>{t('eligibility.groups.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('eligibility.groups.intro')}
            </Text>
            <GroupsTable groups={eligibility.groups} current={eligibility.advertisementId} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
