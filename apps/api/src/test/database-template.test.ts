import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@niyukti/shared';
import { usableTemplate, type DatabaseTemplate } from './database-template';

describe('the run’s database template', () => {
  const today: DatabaseTemplate = {
    engine: 'postgres',
    name: 'niyukti_template_1_ab',
    seededOn: todayIso(),
  };

  it('is copied on the engine it was built for, on the day it was seeded', () => {
    expect(usableTemplate(today, 'postgres')).toEqual(today);
  });

  it('is not copied on the other engine, after midnight, or when the run built none', () => {
    expect(usableTemplate(today, 'pglite')).toBeUndefined();
    expect(
      usableTemplate({ ...today, seededOn: addDaysIso(todayIso(), -1) }, 'postgres'),
    ).toBeUndefined();
    expect(usableTemplate(null, 'postgres')).toBeUndefined();
  });
});
