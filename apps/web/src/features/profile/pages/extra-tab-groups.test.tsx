import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TMasterRecord, TProfileRecord } from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { mockFetch, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { renderAt, serveMasterData } from '../../../test/master-data';
import { ExtraTab } from './extra-tab';

vi.setConfig({ testTimeout: 30_000 });

const named = (id: number, nameEn: string, nameNe: string): TMasterRecord => ({
  id,
  active: true,
  nameEn,
  nameNe,
});
const LISTS: Record<string, TMasterRecord[]> = {
  castes: [],
  'ethnic-groups': [],
  religions: [],
  'mother-tongues': [],
  'inclusive-groups': [named(2, 'Women', 'महिला'), named(3, 'Dalit', 'दलित')],
};

const WOMEN: TProfileRecord = {
  id: 9,
  inclusiveGroupId: 2,
  files: { document: { fileId: 50, contentType: 'image/jpeg', byteSize: 30_000 } },
};
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

let fetchMock: FetchMock;
let xhrs: FakeXhr[];

beforeEach(async () => {
  await i18n.changeLanguage('ne');
  resetToasts();
  storeTokens('access-1');
  fetchMock = mockFetch();
  xhrs = installFakeXhr();
  serveMasterData(fetchMock, LISTS, {
    'GET /api/candidate/profile/extra': () => null,
    'GET /api/candidate/profile/inclusive-groups': () => [WOMEN],
    'GET /api/candidate/profile/status': () => ({
      locked: false,
      documentsLocked: false,
      missing: [],
      openHolds: [],
    }),
  });
});

describe('ExtraTab: group/class (samuha-barga)', () => {
  it('lists the groups below the form and puts a duplicate’s refusal under the select', async () => {
    const user = renderAt(<ExtraTab />, '/user/profile/extra', '/user/profile/extra');
    const card = await screen.findByTestId('record-card-inclusive-groups-9', undefined, {
      timeout: 10_000,
    });
    await waitFor(() => expect(within(card).getByText('महिला')).toBeVisible());
    expect(within(card).getByTestId('record-file-link-document')).toHaveTextContent(
      'प्रमाणित गर्ने कागजात (जेपीईजी, २९ केबी)',
    );
    // Below the extra-details form, as its own section.
    const form = screen.getByRole('form', { name: 'थप विवरण' });
    expect(form.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByTestId('record-add-inclusive-groups'));
    await user.click(screen.getByTestId('record-field-inclusiveGroupId'));
    await user.click(await screen.findByRole('option', { name: 'महिला' }));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"][name="document"]')!,
      new File([JPEG_BYTES], 'proof.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByTestId('record-submit'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(JSON.parse(String(xhrs[0]!.body?.get('data')))).toEqual({ inclusiveGroupId: 2 });
    xhrs[0]!.respond(409, {
      status: 0,
      message: {
        en: 'This group/class is already in your profile.',
        ne: 'यो समूह/वर्ग तपाईंको प्रोफाइलमा पहिल्यै छ।',
      },
      data: { issues: [{ path: 'inclusiveGroupId', message: 'profile.recordDuplicate' }] },
      code: 'CONFLICT',
    });
    await waitFor(() =>
      expect(screen.getByTestId('record-field-inclusiveGroupId')).toHaveAccessibleDescription(
        'यो समूह/वर्ग तपाईंको प्रोफाइलमा पहिल्यै छ।',
      ),
    );
  });

  it('asks the spec’s question with the group/class item before deleting', async () => {
    const user = renderAt(<ExtraTab />, '/user/profile/extra', '/user/profile/extra');
    await user.click(
      await screen.findByTestId('record-card-inclusive-groups-9-delete', undefined, {
        timeout: 10_000,
      }),
    );
    expect(screen.getByText('के तपाईं यो समूह/वर्ग विवरण मेटाउन निश्चित हुनुहुन्छ?')).toBeVisible();
  });
});
