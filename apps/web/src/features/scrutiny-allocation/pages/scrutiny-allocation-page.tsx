import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAllocationDetail } from '@niyukti/shared';
import { useCan } from '../../../lib/auth/can';
import { AllocateForm } from '../components/allocate-form';
import { AllocationHeader } from '../components/allocation-header';
import { AllocationLoader } from '../components/allocation-loader';
import { ALLOCATION_PATHS } from '../components/allocation-paths';
import { FinalisedNotice, FinalisePanel } from '../components/finalise-panel';

function Allocation({ detail }: { detail: TAllocationDetail }) {
  const { t } = useTranslation('scrutiny-allocation');
  const may = useCan();
  const { advertisement } = detail;
  const id = advertisement.advertisementId;
  return (
    <Stack gap="lg">
      <AllocationHeader
        detail={detail}
        titleKey="detail.title"
        back={{ to: ALLOCATION_PATHS.list, label: t('detail.back') }}
      />
      {advertisement.finalisedAt ? (
        <FinalisedNotice at={advertisement.finalisedAt} />
      ) : (
        <>
          {may('SA', 'update') && (
            <Group>
              <Button
                component={Link}
                to={ALLOCATION_PATHS.reallocation(id)}
                variant="light"
                data-testid="reallocate-link"
              >
                {t('detail.reallocate')}
              </Button>
            </Group>
          )}
          {may('SA', 'create') && <AllocateForm detail={detail} />}
          {may('SA', 'approve') && <FinalisePanel advertisementId={id} />}
        </>
      )}
    </Stack>
  );
}

/**
 * /admin/scrutiny-allocation/:advertisementId (SA read): an advertisement's forms and its
 * officers; allocating the forms waiting (SA create), the way to reallocating (SA update) and
 * finalising scrutiny (SA approve), none of which is offered once it is finalised.
 */
export function ScrutinyAllocationPage() {
  return <AllocationLoader>{(detail) => <Allocation detail={detail} />}</AllocationLoader>;
}
