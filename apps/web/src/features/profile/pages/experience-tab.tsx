import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { profileRecordDefinition } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { RecordSection } from '../components/record-section';
import { RecordTab } from './record-tab';

const KINDS = {
  government: profileRecordDefinition('government-experience'),
  'non-government': profileRecordDefinition('non-government-experience'),
} as const;
type ExperienceKind = keyof typeof KINDS;

const isKind = (value: string | null): value is ExperienceKind =>
  value !== null && Object.hasOwn(KINDS, value);

/**
 * /user/profile/experience: government and non-government experience, one sub-tab each. The
 * open sub-tab is kept in the address (`?kind=non-government`), so a reload or a link keeps it.
 */
export function ExperienceTab() {
  const { lang } = useFormat();
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const active: ExperienceKind = isKind(requested) ? requested : 'government';
  return (
    <RecordTab next="documents" testId="experience-tab">
      <Tabs
        value={active}
        variant="pills"
        onChange={(kind) => isKind(kind) && setParams({ kind }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {(Object.keys(KINDS) as ExperienceKind[]).map((kind) => (
            <Tabs.Tab key={kind} value={kind} data-testid={`experience-kind-${kind}`}>
              {KINDS[kind].title[lang]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(KINDS) as ExperienceKind[]).map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <RecordSection definition={KINDS[kind]} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </RecordTab>
  );
}
