import { useCallback, useState } from 'react';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCRUTINY_STATUSES, type ScrutinyStatus, type TScrutinyRow } from '@niyukti/shared';
import { hasPrivilege, useAuth } from '../../../lib/auth/auth-context';
import { useFormat } from '../../../lib/format';
import { useScrutinyCounts } from '../api/get-scrutiny-applications';
import { CandidatePreviewModal } from '../components/candidate-preview-modal';
import { ScrutinyTable } from '../components/scrutiny-table';

/** /admin/scrutiny (SC): the candidate list in tabs pending, approved, hold on, rejected. */
export function ScrutinyPage() {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const { user } = useAuth();
  const [tab, setTab] = useState<ScrutinyStatus>('pending');
  const [previewed, setPreviewed] = useState<TScrutinyRow | null>(null);
  const counts = useScrutinyCounts();
  const onPreview = useCallback((row: TScrutinyRow) => setPreviewed(row), []);
  const canGenerate = hasPrivilege(user, 'RNG');
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('title')}</Title>
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
      <CandidatePreviewModal row={previewed} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}
