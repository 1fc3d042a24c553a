import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/routing/paths';

/** Commission emblem stand-in: a simple seal, no image request on slow connections. */
function Seal() {
  return (
    <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" style={{ flexShrink: 0 }}>
      <circle cx="17" cy="17" r="16" fill="#c8102e" />
      <circle cx="17" cy="17" r="11" fill="none" stroke="#fff" strokeWidth="2" />
      <path
        d="M17 9l2.4 5.2 5.6.6-4.2 3.8 1.2 5.6-5-2.9-5 2.9 1.2-5.6-4.2-3.8 5.6-.6z"
        fill="#fff"
      />
    </svg>
  );
}

/**
 * 'लोक सेवा आयोग' over 'नियुक्ति' (or their English names); leads to the start page. The link's
 * name is its visible text (WCAG 2.5.3, label in name): no aria-label of the app name alone.
 */
export function Brand() {
  const { t } = useTranslation('common');
  return (
    // miw 0 down the flex line: on a narrow phone the commission's name is cut with an ellipsis
    // (truncate) rather than pushing the header's buttons off the screen.
    <UnstyledButton component={Link} to={PATHS.root} miw={0}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Seal />
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed" lh={1.3} truncate>
            {t('app.commission')}
          </Text>
          <Text fw={700} size="lg" c="commission.7" lh={1.2}>
            {t('app.name')}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
