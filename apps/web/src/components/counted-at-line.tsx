import { Button, Group, Text } from '@mantine/core';

export interface CountedAtLineProps {
  /** When the figures were counted, and how often they are, in the reader's language. */
  said: string;
  /** The button's words, and what is said when counting again failed. */
  againLabel: string;
  failedText: string;
  /** The "count again" request: under way, failed, and how to start it. */
  pending: boolean;
  failed: boolean;
  onCountAgain: () => void;
}

/**
 * A report's line saying when its figures were counted (they are summaries counted every few
 * minutes) with a button to count them again now. The words come from the feature's catalogue.
 */
export function CountedAtLine(props: CountedAtLineProps) {
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="report-counted-at" aria-live="polite">
        {props.said}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={props.pending}
        onClick={props.onCountAgain}
        data-testid="report-count-again"
      >
        {props.againLabel}
      </Button>
      {props.failed && (
        <Text size="sm" c="red.8" role="alert">
          {props.failedText}
        </Text>
      )}
    </Group>
  );
}
