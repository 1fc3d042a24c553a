import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateDetails, TPreviewEducation, TPreviewFile } from '@niyukti/shared';
import { LabelledValue } from '../../../components/labelled-value';
import { writeDay } from '../../../lib/calendar-text';
import { useFormat } from '../../../lib/format';
import { CheckResult } from './details-section';
import { DocumentButton } from './document-button';

type EducationDocument =
  'transcript' | 'backTranscript' | 'characterCertificate' | 'equivalentCertificate';
const EDUCATION_DOCUMENTS: EducationDocument[] = [
  'transcript',
  'backTranscript',
  'characterCertificate',
  'equivalentCertificate',
];

/** One level of education the candidate entered, with the documents uploaded for it. */
function EducationCard({ education }: { education: TPreviewEducation }) {
  const { t } = useTranslation('scrutiny');
  const format = useFormat();
  const ne = format.lang === 'ne';
  const level = ne ? education.levelNe : education.levelEn;
  const documents = EDUCATION_DOCUMENTS.flatMap((kind) => {
    const file: TPreviewFile | null = education[kind];
    return file ? [{ kind, file }] : [];
  });
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="scrutiny-education">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {level} · {ne ? education.facultyNe : education.facultyEn}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <LabelledValue label={t('qualification.subject')}>{education.majorSubject}</LabelledValue>
          <LabelledValue label={t('qualification.board')}>
            {education.universityOrBoardName}
          </LabelledValue>
          <LabelledValue label={t('qualification.result')}>
            {t('qualification.resultValue', {
              percentage: format.number(education.percentage),
              grade: format.digits(education.divisionOrGrade),
            })}
          </LabelledValue>
          <LabelledValue label={t('qualification.passed')}>
            {writeDay(format.lang, { ad: education.passedDateAd, bs: education.passedDateBs })}
          </LabelledValue>
        </SimpleGrid>
        <Group gap="xs">
          {documents.map(({ kind, file }) => (
            <DocumentButton
              key={kind}
              document={{
                fileId: file.fileId,
                contentType: file.contentType,
                label: t('qualification.documentOf', {
                  level,
                  document: t(`qualification.documents.${kind}`),
                }),
              }}
            />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * back-office §3's minimum qualification: what the post asks, whether the candidate's
 * education meets it, and that education with its documents beside it.
 */
export function QualificationCheck({
  qualification,
  educations,
}: {
  qualification: TCandidateDetails['checks']['qualification'];
  educations: TPreviewEducation[];
}) {
  const { t } = useTranslation('scrutiny');
  const { lang } = useFormat();
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('qualification.required')}
        </Text>
        {qualification.requirements.length > 0 ? (
          <List size="sm" spacing={2} data-testid="scrutiny-requirements">
            {qualification.requirements.map((requirement) => (
              <List.Item key={requirement.en}>{requirement[lang]}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('qualification.noRequirement')}</Text>
        )}
      </Stack>
      <CheckResult check={qualification} testId="scrutiny-qualification-check" />
      <Title order={3} size="h5">
        {t('qualification.education')}
      </Title>
      {educations.length > 0 ? (
        educations.map((education, index) => (
          <EducationCard key={`${education.levelEn}-${index}`} education={education} />
        ))
      ) : (
        <Text size="sm">{t('qualification.noEducation')}</Text>
      )}
    </Stack>
  );
}
