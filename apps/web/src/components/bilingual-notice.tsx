import type { ReactNode } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { ESSENTIAL_NAMESPACE, i18n } from '../lib/i18n';

/**
 * An `essential` key in both languages, Nepali first: "फेरि प्रयास गर्नुहोस् / Try again", each
 * half marked with its language (for screen readers' voices, and the page's text check).
 */
export function bothLanguages(key: string): ReactNode {
  const [ne, en] = (['ne', 'en'] as const).map((lang) => i18n.getFixedT(lang, ESSENTIAL_NAMESPACE));
  return (
    <>
      <span lang="ne">{ne!(key)}</span> / <span lang="en">{en!(key)}</span>
    </>
  );
}

/**
 * A full-page notice in Nepali and English at once, for moments when the person may not have
 * picked a language yet: maintenance, server unavailable, wrong address.
 */
export function BilingualNotice({
  titleKey,
  bodyKey,
  action,
}: {
  titleKey: string;
  bodyKey: string;
  action?: ReactNode;
}) {
  return (
    <Center mih="70vh" p="md" role="alert">
      <Stack align="center" gap="lg" maw={520} ta="center">
        {(['ne', 'en'] as const).map((lang) => {
          const t = i18n.getFixedT(lang, ESSENTIAL_NAMESPACE);
          return (
            <Stack key={lang} gap={4} lang={lang}>
              {/* The page's one h1 is the Nepali title; the English one sits under it. */}
              <Title order={lang === 'ne' ? 1 : 2} size={lang === 'ne' ? 'h2' : 'h3'}>
                {t(titleKey)}
              </Title>
              <Text c="dimmed">{t(bodyKey)}</Text>
            </Stack>
          );
        })}
        {action}
      </Stack>
    </Center>
  );
}
