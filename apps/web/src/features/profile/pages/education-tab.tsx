import { RecordTab, SectionOf } from './record-tab';

/** /user/profile/education: the candidate's qualifications, each with its certificates. */
export function EducationTab() {
  return (
    <RecordTab next="training" testId="education-tab">
      <SectionOf section="education" />
    </RecordTab>
  );
}
