import type { CandidateEducation, QualificationRule } from '@niyukti/shared';
import type { EducationRow, QualificationRow } from './eligibility.repository';

export function toQualificationRule(row: QualificationRow): QualificationRule {
  return {
    id: row.id,
    category: row.category,
    minimumRank: row.minimumRank,
    minimumLevel: { en: row.levelEn, ne: row.levelNe },
    facultyId: row.facultyId,
    faculty:
      row.facultyEn === null || row.facultyNe === null
        ? null
        : { en: row.facultyEn, ne: row.facultyNe },
  };
}

export function toCandidateEducation(row: EducationRow): CandidateEducation {
  return {
    rank: row.rank,
    level: { en: row.levelEn, ne: row.levelNe },
    facultyId: row.facultyId,
    faculty: { en: row.facultyEn, ne: row.facultyNe },
  };
}
