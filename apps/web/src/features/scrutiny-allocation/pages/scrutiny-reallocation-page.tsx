import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAllocationDetail } from '@niyukti/shared';
import { useCan } from '../../../lib/auth/can';
import { AllocationHeader } from '../components/allocation-header';
import { AllocationLoader } from '../components/allocation-loader';
import { ALLOCATION_PATHS } from '../components/allocation-paths';
import { FinalisedNotice } from '../components/finalise-panel';
import { ReallocateForm } from '../components/reallocate-form';

function Reallocation({ detail }: { detail: TAllocationDetail }) {
  const { t } = useTranslation('scrutiny-allocation');
  const may = useCan();
  const { advertisement } = detail;
  return (
    <Stack gap="lg">
      <AllocationHeader
        detail={detail}
        titleKey="reallocation.title"
        back={{
          to: ALLOCATION_PATHS.allocation(advertisement.advertisementId),
          label: t('reallocation.back'),
        }}
      />
      {advertisement.finalisedAt ? (
        <FinalisedNotice at={advertisement.finalisedAt} />
      ) : may('SA', 'update') ? (
        <ReallocateForm detail={detail} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="reallocate-not-allowed">
          {t('reallocation.notAllowed')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /admin/scrutiny-reallocation/:advertisementId (SA update): an officer's forms still to decide,
 * moved to other scrutiny officers; decided forms stay.
 */
export function ScrutinyReallocationPage() {
  return <AllocationLoader>{(detail) => <Reallocation detail={detail} />}</AllocationLoader>;
}
