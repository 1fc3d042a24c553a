import { useCallback, useState } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SCRUTINY_DECISIONS,
  SCRUTINY_DECISION_ACTIONS,
  SCRUTINY_STATUSES,
  type ScrutinyStatus,
  type TScrutinyRow,
} from '@niyukti/shared';
import { useCan } from '../../../lib/auth/can';
import { useFormat } from '../../../lib/format';
import { useScrutinyCounts } from '../api/get-scrutiny-applications';
import { CandidatePreviewModal } from '../components/candidate-preview-modal';
import { ScrutinyTable } from '../components/scrutiny-table';

/** /admin/scrutiny (SC): the candidate list in tabs pending, approved, hold on, rejected. */
export function ScrutinyPage() {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const may = useCan();
  const [tab, setTab] = useState<ScrutinyStatus>('pending');
  const [previewed, setPreviewed] = useState<TScrutinyRow | null>(null);
  const counts = useScrutinyCounts();
  const onPreview = useCallback((row: TScrutinyRow) => setPreviewed(row), []);
  const canGenerate = may('RNG', 'create');
  // The decisions the user's actions on SC allow: none for a read-only role.
  const decisions = SCRUTINY_DECISIONS.filter((decision) =>
    may('SC', SCRUTINY_DECISION_ACTIONS[decision]),
  );
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as ScrutinyStatus)}
        keepMounted={false}
      >
        <Tabs.List>
          {SCRUTINY_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} data-testid={`scrutiny-tab-${status}`}>
              {t(`tabs.${status}`)}
              {counts[status] !== undefined && ` (${format.number(counts[status])})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SCRUTINY_STATUSES.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            <ScrutinyTable
              status={status}
              onPreview={onPreview}
              canGenerateRollNumbers={canGenerate}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <CandidatePreviewModal
        row={previewed}
        decisions={decisions}
        onClose={() => setPreviewed(null)}
      />
    </Stack>
  );
}
