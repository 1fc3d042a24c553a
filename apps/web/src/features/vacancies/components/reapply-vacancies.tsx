import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TReapplyVacancy } from '@niyukti/shared';
import { PATHS } from '../../../lib/routing/paths';
import { useFormat } from '../../../lib/format';

/**
 * Re-advertised vacancies open early to this candidate (decision: re-apply for pre-live
 * vacancies): each with its number, group and last date, a link to apply.
 */
export function ReapplyVacancies({ vacancies }: { vacancies: readonly TReapplyVacancy[] }) {
  const { t } = useTranslation('vacancies');
  const format = useFormat();
  const ne = format.lang === 'ne';
  return (
    <Alert color="teal" title={t('reapply.title')} data-testid="reapply-vacancies">
      <Stack gap="xs">
        <Text size="sm">{t('reapply.intro')}</Text>
        <List spacing={4} size="sm">
          {vacancies.map((vacancy) => (
            <List.Item key={vacancy.id}>
              <Anchor component={Link} to={PATHS.vacancy(vacancy.id)} size="sm">
                {`${ne ? vacancy.postNe : vacancy.postEn} (${ne ? vacancy.quotaNe : vacancy.quotaEn}) — ${format.digits(vacancy.advertisementNumber)}`}
              </Anchor>{' '}
              {vacancy.applied ? (
                <Badge size="sm" variant="light" color="teal">
                  {t('list.applied')}
                </Badge>
              ) : (
                <Text span size="xs" c="dimmed">
                  {t('reapply.until', { date: format.date(vacancy.singleFeeDeadlineAd) })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
