import { Accordion, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../lib/routing/paths';

/** The questions, in the order a new candidate meets them (spec §1's journey). */
const QUESTIONS = [
  'register',
  'temporaryPassword',
  'changePassword',
  'profile',
  'payment',
  'admitCard',
] as const;

/** /faq: short answers for people who have not registered yet. */
export function FaqPage() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Title order={1} size="h2">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated" multiple defaultValue={['register']}>
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key} data-testid={`faq-${key}`}>
            <Accordion.Control>
              <Text fw={600}>{t(`faq.items.${key}.question`)}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text style={{ whiteSpace: 'pre-line' }}>{t(`faq.items.${key}.answer`)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group gap="lg">
        <Anchor component={Link} to={PATHS.register}>
          {t('faq.register')}
        </Anchor>
        <Anchor component={Link} to={PATHS.login}>
          {t('faq.login')}
        </Anchor>
      </Group>
    </Stack>
  );
}
