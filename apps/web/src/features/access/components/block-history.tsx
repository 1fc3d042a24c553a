import { useId } from 'react';
import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso, type TUserBlock } from '@niyukti/shared';
import { CardList, RecordCard } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { usePhoneWidth } from '../../../lib/phone-width';

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

type LiftProps = Pick<BlockHistoryProps, 'onLift' | 'lifting'>;

function LiftButton({ block, onLift, lifting }: LiftProps & { block: TUserBlock }) {
  const { t } = useTranslation('access');
  if (!onLift) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={lifting}
      onClick={() => onLift(block)}
      data-testid={`block-lift-${block.id}`}
    >
      {t('block.lift')}
    </Button>
  );
}

/** A block on a phone: its dates, reason and state as label/value pairs, the lift button below. */
function BlockCard({
  block,
  state,
  ...lift
}: LiftProps & { block: TUserBlock; state: BlockState }) {
  const { t } = useTranslation('access');
  const format = useFormat();
  const titleId = useId();
  const liftable = state === 'active' || state === 'scheduled';
  return (
    <RecordCard
      titleId={titleId}
      testId={`block-row-${block.id}`}
      fields={[
        { key: 'startsOn', label: t('block.startsOn'), value: format.date(block.startsOn) },
        { key: 'endsOn', label: t('block.endsOn'), value: format.date(block.endsOn) },
        { key: 'reason', label: t('block.reason'), value: block.reason },
        {
          key: 'state',
          label: t('block.state'),
          value: (
            <Badge color={COLOR[state]} variant="light">
              {t(`block.states.${state}`)}
            </Badge>
          ),
        },
      ]}
      actions={lift.onLift && liftable ? <LiftButton block={block} {...lift} /> : undefined}
    />
  );
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
  const phone = usePhoneWidth();
  const today = todayIso();
  if (blocks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('block.none')}
      </Text>
    );
  }
  const sorted = [...blocks].sort((a, b) => b.id - a.id);
  if (phone)
    return (
      <CardList label={t('details.blocks')}>
        {sorted.map((block) => (
          <BlockCard
            key={block.id}
            block={block}
            state={stateOf(block, today)}
            onLift={onLift}
            lifting={lifting}
          />
        ))}
      </CardList>
    );
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
                      <LiftButton block={block} onLift={onLift} lifting={lifting} />
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
