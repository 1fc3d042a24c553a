import { RecordTab, SectionOf } from './record-tab';

/** /user/profile/professional: professional council registrations (front and back scans). */
export function ProfessionalTab() {
  return (
    <RecordTab next="experience" testId="professional-tab">
      <SectionOf section="professional-councils" />
    </RecordTab>
  );
}
