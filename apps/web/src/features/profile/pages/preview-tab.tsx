import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { profileRecordDefinition, type ProfileRecordSection } from '@niyukti/shared';
import { useFormat } from '../../../lib/format';
import { PreviewContact } from '../components/preview-contact';
import { PreviewDocuments } from '../components/preview-documents';
import { PreviewExtra } from '../components/preview-extra';
import { PreviewHeader } from '../components/preview-header';
import { PreviewMissing } from '../components/preview-missing';
import { PreviewPersonal } from '../components/preview-personal';
import { PreviewRecordList } from '../components/preview-records';
import { PreviewSection, PreviewSubheading } from '../components/preview-section';
import type { ProfileTab } from '../../../lib/profile/paths';
// The print rules: only the preview is printed, on A4, black on white.
import '../components/preview-print.css';

/** A record list that has a section (and an Edit link) of its own. */
function RecordSection(props: { section: ProfileRecordSection; tab: ProfileTab }) {
  const { lang } = useFormat();
  return (
    <PreviewSection
      title={profileRecordDefinition(props.section).title[lang]}
      tab={props.tab}
      testId={props.section}
    >
      <PreviewRecordList section={props.section} />
    </PreviewSection>
  );
}

/** Government and non-government experience: one tab, two lists. */
function ExperienceSection() {
  const { t } = useTranslation('profile');
  const { lang } = useFormat();
  const sections = ['government-experience', 'non-government-experience'] as const;
  return (
    <PreviewSection title={t('tabs.experience')} tab="experience" testId="experience">
      {sections.map((section) => (
        <Stack key={section} gap="xs">
          <PreviewSubheading>{profileRecordDefinition(section).title[lang]}</PreviewSubheading>
          <PreviewRecordList section={section} />
        </Stack>
      ))}
    </PreviewSection>
  );
}

/**
 * /user/profile/preview: the whole profile in tab order, to check before applying and to print
 * as one A4 document (the app around it is left out of the print).
 */
export function PreviewTab() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md" data-print-root data-testid="profile-preview">
      <Group justify="space-between" align="center" data-print-hide>
        <Text size="sm" c="dimmed" maw={640}>
          {t('preview.intro')}
        </Text>
        <Button onClick={() => window.print()} data-testid="preview-print">
          {t('preview.print')}
        </Button>
      </Group>
      <PreviewMissing />
      <PreviewHeader />
      <PreviewPersonal />
      <PreviewContact />
      <PreviewExtra />
      <RecordSection section="education" tab="education" />
      <RecordSection section="training" tab="training" />
      <RecordSection section="professional-councils" tab="professional" />
      <ExperienceSection />
      <PreviewDocuments />
    </Stack>
  );
}
