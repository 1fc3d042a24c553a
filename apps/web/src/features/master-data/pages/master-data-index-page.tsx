import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MASTER_ENTITIES,
  MASTER_ENTITY_GROUPS,
  type MasterEntityDefinition,
  type MasterEntityGroup,
} from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { MASTER_DATA_PATHS } from '../paths';

// Entities kept by another privilege are on their own screens (the menu links them).
const ENTITIES = (MASTER_ENTITIES as readonly MasterEntityDefinition[]).filter(
  (entity) => !entity.privilege,
);
const GROUPS = Object.keys(MASTER_ENTITY_GROUPS) as MasterEntityGroup[];

/** /admin/master-data (MC): every master-data list, by group, each opening its own screen. */
export function MasterDataIndexPage() {
  const { t } = useTranslation('master-data');
  const { lang } = useFormat();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('index.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('index.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {GROUPS.map((group) => (
          <Card key={group} withBorder padding="md" data-testid={`master-group-${group}`}>
            <Title order={3} size="h4" mb="xs">
              {MASTER_ENTITY_GROUPS[group][lang]}
            </Title>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {ENTITIES.filter((entity) => entity.group === group).map((entity) => (
                <li key={entity.key}>
                  <Anchor
                    component={Link}
                    to={MASTER_DATA_PATHS.entity(entity.key)}
                    data-testid={`master-entity-${entity.key}`}
                  >
                    {entity.title[lang]}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
