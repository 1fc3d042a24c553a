import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { masterEntity, type TMasterRecord } from '@niyukti/shared';
import { i18n } from '../../lib/i18n';
import { renderUi } from '../../test/render';
import { RecordSelect } from './record-select';

const religion = (id: number, nameEn: string, nameNe: string): TMasterRecord => ({
  id,
  active: true,
  nameEn,
  nameNe,
});
const RELIGIONS = [
  religion(1, 'Other', 'अन्य'),
  religion(2, 'Hindu', 'हिन्दु'),
  religion(3, 'Buddhist', 'बौद्ध'),
];

async function optionsShown(entity = 'religions', records: TMasterRecord[] = RELIGIONS) {
  renderUi(
    <RecordSelect
      entity={masterEntity(entity)!}
      records={records}
      value={null}
      onChange={() => {}}
      label="religion"
      data-testid="religion"
    />,
  );
  await userEvent.click(screen.getByTestId('religion'));
  return within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('RecordSelect', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ne');
  });

  it('puts "Other" last in Nepali, where alphabetical order would put अन्य first', async () => {
    expect(await optionsShown()).toEqual(['बौद्ध', 'हिन्दु', 'अन्य']);
  });

  it('and in English', async () => {
    await i18n.changeLanguage('en');
    expect(await optionsShown()).toEqual(['Buddhist', 'Hindu', 'Other']);
  });

  it('lists education levels by rank, lowest first, not alphabetically', async () => {
    const level = (id: number, rank: number, nameEn: string, nameNe: string) => ({
      ...religion(id, nameEn, nameNe),
      rank,
    });
    const levels = [
      level(1, 40, 'Master', 'स्नातकोत्तर'),
      level(2, 20, 'Intermediate (+2)', 'प्रवीणता प्रमाणपत्र (+२)'),
      level(3, 30, 'Bachelor', 'स्नातक'),
    ];
    expect(await optionsShown('education-levels', levels)).toEqual([
      'प्रवीणता प्रमाणपत्र (+२)',
      'स्नातक',
      'स्नातकोत्तर',
    ]);
  });

  describe('search, the Nepali way (issue 19)', () => {
    const LOCAL_LEVELS = [
      religion(1, 'Kathmandu Metropolitan City', 'काठमाण्डौं महानगरपालिका'),
      religion(2, 'Lalitpur Metropolitan City', 'ललितपुर महानगरपालिका'),
      religion(3, 'Kirtipur Municipality', 'कीर्तिपुर नगरपालिका'),
    ];

    async function found(typed: string) {
      renderUi(
        <RecordSelect
          entity={masterEntity('religions')!}
          records={LOCAL_LEVELS}
          value={null}
          onChange={() => {}}
          label="local level"
          data-testid="local-level"
        />,
      );
      await userEvent.type(screen.getByTestId('local-level'), typed);
      const listbox = screen.queryByRole('listbox');
      return listbox
        ? within(listbox)
            .queryAllByRole('option')
            .map((option) => option.textContent)
        : [];
    }

    it('finds काठमाण्डौं by the district’s spelling काठमाडौं', async () => {
      expect(await found('काठमाडौं')).toEqual(['काठमाण्डौं महानगरपालिका']);
    });

    it('finds it by a romanised spelling that is not its English name', async () => {
      expect(await found('kathmadu')).toEqual(['काठमाण्डौं महानगरपालिका']);
    });

    it('finds by either name with long and short vowels alike', async () => {
      expect(await found('किर्तिपुर')).toEqual(['कीर्तिपुर नगरपालिका']);
      cleanup();
      expect(await found('lalit')).toEqual(['ललितपुर महानगरपालिका']);
    });
  });
});
