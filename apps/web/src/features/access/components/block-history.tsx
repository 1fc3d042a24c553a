import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso, type TUserBlock } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';

type BlockState = 'active' | 'scheduled' | 'lifted' | 'ended';

const COLOR: Record<BlockState, string> = {
  active: 'red',
  scheduled: 'orange',
  lifted: 'gray',
  ended: 'gray',
};

function stateOf(block: TUserBlock, today: string): BlockState {
  if (block.liftedAt) return 'lifted';
  if (block.active) return 'active';
  return block.startsOn > today ? 'scheduled' : 'ended';
}

export interface BlockHistoryProps {
  blocks: TUserBlock[];
  /** Shown only to holders of BU; absent means no unblock button. */
  onLift?: (block: TUserBlock) => void;
  lifting?: boolean;
}

/** Every block of a user, newest first, with its B.S. and A.D. dates; the record is never deleted. */
export function BlockHistory({ blocks, onLift, lifting }: BlockHistoryProps) {
  const { t } = useTranslation('access');
  const format = useFormat();
  const today = todayIso();
  if (blocks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('block.none')}
      </Text>
    );
  }
  const sorted = [...blocks].sort((a, b) => b.id - a.id);
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped withTableBorder aria-label={t('details.blocks')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('block.startsOn')}</Table.Th>
            <Table.Th>{t('block.endsOn')}</Table.Th>
            <Table.Th>{t('block.reason')}</Table.Th>
            <Table.Th>{t('block.state')}</Table.Th>
            {onLift && <Table.Th>{t('columns.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((block) => {
            const state = stateOf(block, today);
            return (
              <Table.Tr key={block.id} data-testid={`block-row-${block.id}`}>
                <Table.Td>{format.date(block.startsOn)}</Table.Td>
                <Table.Td>{format.date(block.endsOn)}</Table.Td>
                <Table.Td>{block.reason}</Table.Td>
                <Table.Td>
                  <Badge color={COLOR[state]} variant="light">
                    {t(`block.states.${state}`)}
                  </Badge>
                </Table.Td>
                {onLift && (
                  <Table.Td>
                    {(state === 'active' || state === 'scheduled') && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={lifting}
                        onClick={() => onLift(block)}
                        data-testid={`block-lift-${block.id}`}
                      >
                        {t('block.lift')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
