import { RecordTab, SectionOf } from './record-tab';

/** /user/profile/training: trainings taken, each with its certificate. */
export function TrainingTab() {
  return (
    <RecordTab next="professional" testId="training-tab">
      <SectionOf section="training" />
    </RecordTab>
  );
}
