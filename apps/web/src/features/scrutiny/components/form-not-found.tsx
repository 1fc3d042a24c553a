import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { i18n } from '../../../lib/i18n';

/**
 * A form the address names that does not exist or is not allocated to this officer (404), in
 * Nepali and English at once, with the way back to the list it was opened from.
 */
export function FormNotFound({ backTo }: { backTo: string }) {
  const ne = i18n.getFixedT('ne', 'scrutiny');
  const en = i18n.getFixedT('en', 'scrutiny');
  return (
    <Center mih="50vh" p="md" role="alert" data-testid="scrutiny-form-not-found">
      <Stack align="center" gap="lg" maw={520} ta="center">
        <Stack gap={4} lang="ne">
          {/* The page's one h1 is the Nepali title; the English one sits under it. */}
          <Title order={1} size="h2">
            {ne('notFound.title')}
          </Title>
          <Text c="dimmed">{ne('notFound.body')}</Text>
        </Stack>
        <Stack gap={4} lang="en">
          <Title order={2} size="h3">
            {en('notFound.title')}
          </Title>
          <Text c="dimmed">{en('notFound.body')}</Text>
        </Stack>
        <Button component={Link} to={backTo} variant="light">
          <span lang="ne">{ne('details.back')}</span>&nbsp;/&nbsp;
          <span lang="en">{en('details.back')}</span>
        </Button>
      </Stack>
    </Center>
  );
}
