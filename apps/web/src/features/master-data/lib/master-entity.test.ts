import { describe, expect, it } from 'vitest';
import { masterEntity, type MasterEntityDefinition } from '@niyukti/shared';
import { cascadeParentOf, dependentsOf, parentFieldOf, referencedKeys } from './master-entity';
import { recordLabel, recordSearchText } from '../../../components/master-select/record-label';

const entity = (key: string): MasterEntityDefinition => {
  const found = masterEntity(key);
  if (!found) throw new Error(key);
  return found;
};

describe('master entity helpers', () => {
  it('names a record in the language asked, joining an invigilator’s names', () => {
    const district = {
      id: 27,
      active: true,
      provinceId: 3,
      nameEn: 'Kathmandu',
      nameNe: 'काठमाडौं',
    };
    expect(recordLabel(entity('districts'), district, 'ne')).toBe('काठमाडौं');
    expect(recordLabel(entity('districts'), district, 'en')).toBe('Kathmandu');
    const invigilator = {
      id: 4,
      active: true,
      employeeNumber: '1234',
      firstNameEn: 'Ram',
      middleNameEn: null,
      lastNameEn: 'Thapa',
      firstNameNe: 'राम',
      middleNameNe: null,
      lastNameNe: 'थापा',
      invigilatorPostId: 1,
    };
    expect(recordLabel(entity('invigilators'), invigilator, 'en')).toBe('Ram Thapa');
    expect(recordLabel(entity('invigilators'), invigilator, 'ne')).toBe('राम थापा');
  });

  it('names a record without names by its first text, else by its id', () => {
    const year = { id: 1, active: true, fiscalYear: '2082-83' };
    expect(recordLabel(entity('fiscal-years'), year, 'ne')).toBe('2082-83');
    const fee = { id: 8, active: true, classId: 1, basicPrice: 1000, extraPrice: 500 };
    expect(recordLabel(entity('payment-fees'), fee, 'en')).toBe('#8');
  });

  it('searches a record by both of its names', () => {
    const religion = { id: 1, active: true, nameEn: 'Hindu', nameNe: 'हिन्दू' };
    expect(recordSearchText(entity('religions'), religion)).toBe('hindu हिन्दू');
  });

  it('lists each referenced entity once', () => {
    expect(referencedKeys(entity('exam-centres'))).toEqual(['provinces', 'districts']);
    expect(referencedKeys(entity('religions'))).toEqual([]);
  });

  it('narrows a district by the province of the same form, a sub group by its group', () => {
    const centres = entity('exam-centres').fields;
    expect(
      cascadeParentOf(
        centres.find((f) => f.name === 'districtId')!,
        centres,
      ),
    ).toBe('provinceId');
    expect(dependentsOf(entity('posts').fields)).toEqual({
      serviceId: ['groupId'],
      groupId: ['subGroupId'],
    });
    // A local body names a district but no province: its district select lists all 77.
    expect(dependentsOf(entity('local-bodies').fields)).toEqual({});
  });

  it('finds the field a list is narrowed by', () => {
    expect(parentFieldOf(entity('districts'))?.reference).toBe('provinces');
    expect(parentFieldOf(entity('religions'))).toBeUndefined();
  });
});
