import type { ReactNode } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import './data-table.css';

/**
 * The pieces of a list drawn as cards on a phone (docs/decisions.md 120), for the data table
 * and for the few lists that are plain tables: a named list of cards, each card named by its
 * first value, its facts as label/value pairs and its buttons at the bottom.
 */
export function CardList({ label, children }: { label: string | undefined; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" className="data-table-cards" aria-label={label}>
      {children}
    </Stack>
  );
}

export interface CardField {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label/value pairs (a description list); `titleId` goes on the `titleIndex`th value. */
export function CardFields({
  fields,
  titleId,
  titleIndex = 0,
}: {
  fields: CardField[];
  titleId?: string;
  titleIndex?: number;
}) {
  return (
    <dl className="data-table-card-fields">
      {fields.map((field, index) => (
        <CardPair key={field.key} label={field.label}>
          <div id={index === titleIndex ? titleId : undefined}>{field.value}</div>
        </CardPair>
      ))}
    </dl>
  );
}

function CardPair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * One card, inside a CardList's item. Named by the value `titleId` marks (the first, or the
 * `titleIndex`th), so the same button on every card is told apart by the card around it.
 */
export function RecordCard(props: {
  titleId: string | undefined;
  titleIndex?: number;
  fields: CardField[];
  /** Buttons, at the bottom. */
  actions?: ReactNode;
  /** Under the buttons (a row's details). */
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <li>
      <Paper
        component="article"
        withBorder
        radius="md"
        p="sm"
        aria-labelledby={props.fields.length > 0 ? props.titleId : undefined}
        data-testid={props.testId}
      >
        <Stack gap="sm">
          <CardFields fields={props.fields} titleId={props.titleId} titleIndex={props.titleIndex} />
          {props.actions != null && (
            <Group gap="xs" wrap="wrap">
              {props.actions}
            </Group>
          )}
          {props.children}
        </Stack>
      </Paper>
    </li>
  );
}
