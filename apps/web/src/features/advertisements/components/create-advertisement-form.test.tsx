import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  MESSAGES,
  adToBs,
  toDevanagariDigits,
  type TAdvertisementDetail,
  type TAdvertisementView,
  type TCurrentUser,
  type TMasterRecord,
} from '@niyukti/shared';
import { storeTokens } from '../../../lib/auth/token-store';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, ok, resetToasts, type FetchMock } from '../../../test/fetch-mock';
import { withAuth } from '../../../test/render';
import { PublishAdvertisementPage } from '../pages/publish-advertisement-page';

vi.setConfig({ testTimeout: 30_000 });

const record = (id: number, nameEn: string, nameNe: string, extra: object = {}) =>
  ({ id, active: true, nameEn, nameNe, ...extra }) as TMasterRecord;

const LISTS: Record<string, TMasterRecord[]> = {
  posts: [
    record(1, 'Section Officer', 'शाखा अधिकृत', { serviceId: 1, groupId: 1, classId: 1 }),
    record(2, 'Nayab Subba', 'नायब सुब्बा', { serviceId: 1, groupId: 1, classId: 2 }),
  ],
  classes: [
    record(1, 'Gazetted Third Class', 'राजपत्राङ्कित तृतीय श्रेणी'),
    record(2, 'Non-gazetted First Class', 'राजपत्र अनङ्कित प्रथम श्रेणी'),
  ],
  services: [record(1, 'Nepal Administration Service', 'नेपाल प्रशासन सेवा')],
  groups: [record(1, 'General Administration', 'सामान्य प्रशासन', { serviceId: 1 })],
  'payment-fees': [
    { id: 1, active: true, classId: 1, basicPrice: 1500, extraPrice: 500 },
    { id: 2, active: true, classId: 2, basicPrice: 800, extraPrice: 400 },
  ],
  quotas: [record(1, 'Open', 'खुला', { code: 'OPEN' }), record(2, 'Women', 'महिला')],
  'exam-centres': [
    record(7, 'Padma Kanya Campus', 'पद्मकन्या क्याम्पस', { districtId: 27 }),
    record(8, 'Prithvi Narayan Campus', 'पृथ्वीनारायण क्याम्पस', { districtId: 38 }),
  ],
  districts: [
    record(27, 'Kathmandu', 'काठमाडौं', { provinceId: 3 }),
    record(24, 'Kavrepalanchok', 'काभ्रेपलाञ्चोक', { provinceId: 3 }),
    record(38, 'Kaski', 'कास्की', { provinceId: 4 }),
  ],
  provinces: [record(3, 'Bagmati', 'बागमती'), record(4, 'Gandaki', 'गण्डकी')],
  'local-bodies': [
    record(301, 'Kathmandu Metropolitan City', 'काठमाडौं महानगरपालिका', { districtId: 27 }),
    record(245, 'Dhulikhel Municipality', 'धुलिखेल नगरपालिका', { districtId: 24 }),
    record(246, 'Banepa Municipality', 'बनेपा नगरपालिका', { districtId: 24 }),
  ],
};

/** What each list's records name as their parent (a province's districts, …). */
const PARENT_FIELD: Record<string, string> = {
  districts: 'provinceId',
  'local-bodies': 'districtId',
};

/** A public list, narrowed to one parent's records when the call names one. */
function publicList(key: string, parentId: string | null): TMasterRecord[] | undefined {
  const records = LISTS[key];
  const parentField = PARENT_FIELD[key];
  if (!records || parentId === null || !parentField) return records;
  return records.filter((item) => String(item[parentField]) === parentId);
}

const DATES = {
  publishDateAd: '2030-01-10',
  singleFeeDeadlineAd: '2030-02-01',
  doubleFeeDeadlineAd: '2030-02-08',
  ageCutOffDateAd: '2030-02-01',
  admitCardDateAd: '2030-03-15',
};

const CREATED: TAdvertisementView = {
  id: 21,
  code: 'ADV-2086-021',
  advertisementNumber: 'TMP-21',
  oldAdvertisementNumber: null,
  status: 'pending',
  postId: 2,
  postEn: 'Nayab Subba',
  postNe: 'नायब सुब्बा',
  serviceEn: 'Nepal Administration Service',
  serviceNe: 'नेपाल प्रशासन सेवा',
  classEn: 'Non-gazetted First Class',
  classNe: 'राजपत्र अनङ्कित प्रथम श्रेणी',
  groupEn: 'General Administration',
  groupNe: 'सामान्य प्रशासन',
  subGroupEn: null,
  subGroupNe: null,
  quotaId: 1,
  quotaEn: 'Open',
  quotaNe: 'खुला',
  localBody: null,
  vacancyCount: 3,
  feePaisa: 80_000,
  requisitionNumber: null,
  publishDateAd: DATES.publishDateAd,
  publishDateBs: adToBs(DATES.publishDateAd),
  singleFeeDeadlineAd: DATES.singleFeeDeadlineAd,
  singleFeeDeadlineBs: adToBs(DATES.singleFeeDeadlineAd),
  paymentLastDateAd: null,
  paymentLastDateBs: null,
  doubleFeeDeadlineAd: DATES.doubleFeeDeadlineAd,
  doubleFeeDeadlineBs: adToBs(DATES.doubleFeeDeadlineAd),
  doubleFeePaymentLastDateAd: null,
  doubleFeePaymentLastDateBs: null,
  ageCutOffDateAd: DATES.ageCutOffDateAd,
  ageCutOffDateBs: adToBs(DATES.ageCutOffDateAd),
  admitCardDateAd: DATES.admitCardDateAd,
  admitCardDateBs: adToBs(DATES.admitCardDateAd),
  scheduledPublishAt: null,
  publishedAt: null,
  liveAt: null,
  rejectionRemarks: null,
  createdAt: '2029-12-20T04:15:00.000Z',
};

const DETAIL: TAdvertisementDetail = { ...CREATED, examCentres: [], events: [] };

const staff: TCurrentUser = {
  id: 4,
  username: 'gita',
  fullName: 'Gita Rai',
  type: 'staff',
  masterId: null,
  privileges: ['PA'],
  mustChangePassword: false,
};

let fetchMock: FetchMock;

/** The master-data lists, the pending list (with the new one once created), and the create call. */
function serve(
  createAnswer: () => Response = () => ok(DETAIL, MESSAGES['advertisements.created']),
) {
  let created = false;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/oauth/me') return ok(staff);
    const list = /^\/api\/public\/master-data\/([^/]+)$/.exec(url.pathname)?.[1];
    const records = list && publicList(list, url.searchParams.get('parentId'));
    if (records) return ok(records);
    if (url.pathname === '/api/internal/advertisements/list') {
      const items = url.searchParams.get('status') === 'pending' && created ? [CREATED] : [];
      return ok({ items, total: items.length, page: 1, pageSize: 10 });
    }
    if (method === 'POST' && url.pathname === '/api/internal/advertisements') {
      const answer = createAnswer();
      created = answer.ok;
      return answer;
    }
    return json(404, { status: 0, message: null, data: null, code: 'NOT_FOUND' });
  });
}

function renderPage() {
  storeTokens('a1');
  const Wrapper = withAuth();
  render(
    <Wrapper>
      <MemoryRouter>
        <PublishAdvertisementPage />
      </MemoryRouter>
    </Wrapper>,
  );
  return userEvent.setup({ delay: null });
}

function createBody(): unknown {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => init?.method === 'POST' && String(input).endsWith('/advertisements'),
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, testId: string, option: string) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Everything but the code, the number and the exam centres, in English. */
async function fillTheRest(user: User, form: HTMLElement) {
  await choose(user, 'create-post', 'Nayab Subba (Non-gazetted First Class)');
  await choose(user, 'create-quota', 'Open');
  await user.type(screen.getByTestId('create-vacancies'), '3');
  const labels: Record<string, string> = {
    publishDateAd: 'Publish date',
    singleFeeDeadlineAd: 'Single submission last date',
    doubleFeeDeadlineAd: 'Double fee submission last date',
    ageCutOffDateAd: 'Age cut-off date',
    admitCardDateAd: 'Admit card download date',
  };
  for (const [name, label] of Object.entries(labels))
    await user.type(
      within(form).getByLabelText(new RegExp(`^${label} \\(A\\.D\\.\\)`)),
      DATES[name as keyof typeof DATES],
    );
}

/** Province → district → local body of the optional local level. */
async function chooseLocalLevel(user: User, province: string, district: string, body: string) {
  await choose(user, 'create-local-province', province);
  await waitFor(() => expect(screen.getByTestId('create-local-district')).toBeEnabled());
  await choose(user, 'create-local-district', district);
  await waitFor(() => expect(screen.getByTestId('create-local-body')).toBeEnabled());
  await choose(user, 'create-local-body', body);
}

/** A select's clear button (Mantine hides it from the accessibility tree: the mouse's only). */
function clearButtonOf(testId: string): HTMLElement {
  const button = screen.getByTestId(testId).parentElement?.querySelector('button');
  if (!button) throw new Error(`no clear button beside ${testId}`);
  return button;
}

/** An English form with everything required filled in, waiting for the local level. */
async function openFilledForm(code: string) {
  const user = renderPage();
  await user.click(await screen.findByTestId('advertisement-add'));
  const form = await screen.findByTestId('create-form');
  await user.type(screen.getByTestId('create-code'), code);
  await user.type(screen.getByTestId('create-number'), 'TMP-30');
  await fillTheRest(user, form);
  await choose(user, 'create-exam-centres', 'Select all');
  return { user, form };
}

beforeEach(() => {
  resetToasts();
  fetchMock = mockFetch();
});
afterEach(async () => {
  await i18n.changeLanguage('ne');
});

describe('creating an advertisement in English', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('asks for every field, proposes the class fee, and lists the new one under pending', async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByTestId('advertisement-add'));
    const form = await screen.findByTestId('create-form');
    expect(within(form).queryByLabelText(/^Payment last date/)).not.toBeInTheDocument();

    await user.click(screen.getByTestId('create-submit'));
    expect(await within(form).findAllByText(MESSAGES['validation.required'].en)).not.toHaveLength(
      0,
    );
    expect(
      within(form).getByText(MESSAGES['advertisements.examCentresRequired'].en),
    ).toBeInTheDocument();
    expect(createBody()).toBeUndefined();

    await user.type(screen.getByTestId('create-code'), 'ADV-2086-021');
    await user.type(screen.getByTestId('create-number'), 'TMP-21');
    await fillTheRest(user, form);
    const facts = screen.getByTestId('create-post-facts');
    expect(facts).toHaveTextContent('Nepal Administration Service');
    expect(facts).toHaveTextContent('General Administration');
    expect(facts).toHaveTextContent('Non-gazetted First Class');
    expect(screen.getByTestId('create-fee')).toHaveValue('800');
    expect(form).toHaveTextContent(
      'Class fee in master data: Rs. 800.00; each further group Rs. 400.00.',
    );
    expect(within(form).getByLabelText(/^Publish date \(B\.S\.\)/)).toHaveValue(
      adToBs(DATES.publishDateAd),
    );
    await choose(user, 'create-exam-centres', 'Select all');

    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(createBody()).toBeDefined());
    expect(createBody()).toEqual({
      code: 'ADV-2086-021',
      advertisementNumber: 'TMP-21',
      postId: 2,
      quotaId: 1,
      vacancyCount: 3,
      feeRupees: 800,
      publishDateAd: DATES.publishDateAd,
      publishDateBs: adToBs(DATES.publishDateAd),
      singleFeeDeadlineAd: DATES.singleFeeDeadlineAd,
      singleFeeDeadlineBs: adToBs(DATES.singleFeeDeadlineAd),
      doubleFeeDeadlineAd: DATES.doubleFeeDeadlineAd,
      doubleFeeDeadlineBs: adToBs(DATES.doubleFeeDeadlineAd),
      ageCutOffDateAd: DATES.ageCutOffDateAd,
      ageCutOffDateBs: adToBs(DATES.ageCutOffDateAd),
      admitCardDateAd: DATES.admitCardDateAd,
      admitCardDateBs: adToBs(DATES.admitCardDateAd),
      examCentreIds: [7, 8],
      localBodyId: null,
    });
    await waitFor(() => expect(screen.queryByTestId('create-form')).not.toBeInTheDocument());
    expect(await screen.findByText('ADV-2086-021')).toBeInTheDocument();
    expect(screen.getByTestId('tab-pending')).toHaveAttribute('aria-selected', 'true');
  });

  it("leaves the number to the server when it is left empty: the fiscal year's next one", async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByTestId('advertisement-add'));
    const form = await screen.findByTestId('create-form');
    expect(form).toHaveTextContent(
      "Leave empty to take the next number of the fiscal year's sequence.",
    );
    expect(screen.getByTestId('create-number')).not.toBeRequired();
    await user.type(screen.getByTestId('create-code'), 'ADV-2086-023');
    await fillTheRest(user, form);
    await choose(user, 'create-exam-centres', 'Select all');
    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(createBody()).toBeDefined());
    expect(createBody()).toMatchObject({ code: 'ADV-2086-023', postId: 2 });
    expect(createBody()).not.toHaveProperty('advertisementNumber');
  });

  it('keeps a fee the officer typed, and puts the server refusal under its field', async () => {
    serve(() =>
      json(400, {
        status: 0,
        message: MESSAGES['validation.unknownReference'],
        data: { issues: [{ path: 'examCentreIds', message: 'validation.unknownReference' }] },
        code: 'VALIDATION_FAILED',
      }),
    );
    const user = renderPage();
    await user.click(await screen.findByTestId('advertisement-add'));
    const form = await screen.findByTestId('create-form');
    await user.type(screen.getByTestId('create-code'), 'ADV-2086-022');
    await user.type(screen.getByTestId('create-number'), 'TMP-22');
    await user.type(screen.getByTestId('create-fee'), '1200');
    await fillTheRest(user, form);
    expect(screen.getByTestId('create-fee')).toHaveValue('1200');
    await choose(user, 'create-exam-centres', 'Padma Kanya Campus, Kathmandu');

    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() =>
      expect(createBody()).toMatchObject({ feeRupees: 1200, examCentreIds: [7] }),
    );
    const centres = screen.getByTestId('create-exam-centres');
    await waitFor(() => expect(centres).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText(MESSAGES['validation.unknownReference'].en)).toBeInTheDocument();
    expect(screen.getByTestId('create-form')).toBeInTheDocument();
  });
});

describe('the local level of a new advertisement', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is optional, and lists each step only within the one before', async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByTestId('advertisement-add'));
    const group = await screen.findByRole('group', { name: 'Local level' });
    expect(group).toHaveTextContent(
      "Only for a local level's own recruitment; leave empty for the commission's posts.",
    );
    expect(screen.getByTestId('create-local-district')).toBeDisabled();
    expect(screen.getByTestId('create-local-body')).toBeDisabled();
    expect(screen.getByTestId('create-local-body')).toHaveAttribute(
      'placeholder',
      'Choose the district first',
    );

    await choose(user, 'create-local-province', 'Gandaki');
    await waitFor(() => expect(screen.getByTestId('create-local-district')).toBeEnabled());
    await user.click(screen.getByTestId('create-local-district'));
    expect(await screen.findByRole('option', { name: 'Kaski' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Kavrepalanchok' })).not.toBeInTheDocument();
  });

  it('sends the local body chosen through its province and district', async () => {
    serve();
    const { user } = await openFilledForm('ADV-2086-030');
    await chooseLocalLevel(user, 'Bagmati', 'Kavrepalanchok', 'Dhulikhel Municipality');

    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(createBody()).toBeDefined());
    expect(createBody()).toMatchObject({ code: 'ADV-2086-030', localBodyId: 245 });
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/local-bodies?parentId=24'))).toBe(true);
  });

  it('asks for the local body once a province is chosen, and sends null once cleared', async () => {
    serve();
    const { user, form } = await openFilledForm('ADV-2086-031');
    await chooseLocalLevel(user, 'Bagmati', 'Kathmandu', 'Kathmandu Metropolitan City');
    await user.click(clearButtonOf('create-local-body'));
    expect(screen.getByTestId('create-local-body')).toHaveValue('');

    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('create-local-body')).toHaveAttribute('aria-invalid', 'true'),
    );
    const group = screen.getByRole('group', { name: 'Local level' });
    expect(within(group).getByText(MESSAGES['validation.required'].en)).toBeInTheDocument();
    expect(createBody()).toBeUndefined();

    // Clearing the province clears the district and the local body: the commission's own posts.
    await choose(user, 'create-local-body', 'Kathmandu Metropolitan City');
    await user.click(clearButtonOf('create-local-province'));
    expect(screen.getByTestId('create-local-district')).toHaveValue('');
    expect(screen.getByTestId('create-local-body')).toBeDisabled();
    expect(screen.getByTestId('create-local-body')).toHaveValue('');
    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(createBody()).toBeDefined());
    expect(createBody()).toMatchObject({ code: 'ADV-2086-031', localBodyId: null });
    await waitFor(() => expect(form).not.toBeInTheDocument());
  });

  it('puts the server refusal of an unknown or inactive local body under its select', async () => {
    serve(() =>
      json(400, {
        status: 0,
        message: MESSAGES['validation.unknownReference'],
        data: { issues: [{ path: 'localBodyId', message: 'validation.unknownReference' }] },
        code: 'VALIDATION_FAILED',
      }),
    );
    const { user } = await openFilledForm('ADV-2086-032');
    await chooseLocalLevel(user, 'Bagmati', 'Kavrepalanchok', 'Banepa Municipality');

    await user.click(screen.getByTestId('create-submit'));
    await waitFor(() => expect(createBody()).toMatchObject({ localBodyId: 246 }));
    const body = screen.getByTestId('create-local-body');
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    const group = screen.getByRole('group', { name: 'Local level' });
    expect(within(group).getByText(MESSAGES['validation.unknownReference'].en)).toBeInTheDocument();
    expect(screen.getByTestId('create-exam-centres')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('create-form')).toBeInTheDocument();
  });
});

describe('creating an advertisement in Nepali', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ne');
  });

  it('labels everything in Nepali and writes the proposed fee in Devanagari digits', async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByTestId('advertisement-add'));
    const form = await screen.findByTestId('create-form');
    expect(screen.getByTestId('advertisement-add')).toHaveTextContent('विज्ञापन थप्नुहोस्');
    expect(within(form).getByLabelText(/^विज्ञापन कोड/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^प्रकाशन मिति \(वि\.सं\.\)/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'स्थानीय तह' })).toHaveTextContent(
      'स्थानीय तहको आफ्नै पदपूर्तिका लागि मात्र; आयोगका पदका लागि खाली छोड्नुहोस्।',
    );
    expect(screen.getByRole('combobox', { name: 'नगरपालिका / गाउँपालिका' })).toBeDisabled();

    await choose(user, 'create-post', 'नायब सुब्बा (राजपत्र अनङ्कित प्रथम श्रेणी)');
    expect(screen.getByTestId('create-post-facts')).toHaveTextContent('नेपाल प्रशासन सेवा');
    expect(screen.getByTestId('create-fee')).toHaveValue('८००');
    expect(form).toHaveTextContent('मास्टर डाटामा यस श्रेणीको दस्तुर: रु. ८००.००');

    // A Latin keyboard finds a centre by its English name; the option reads in Nepali.
    await user.type(screen.getByTestId('create-exam-centres'), 'prithvi');
    await user.click(await screen.findByRole('option', { name: 'पृथ्वीनारायण क्याम्पस, कास्की' }));

    // A B.S. date typed in Devanagari digits fills its A.D. twin, shown in Devanagari too.
    await user.type(
      within(form).getByLabelText(/^प्रकाशन मिति \(वि\.सं\.\)/),
      toDevanagariDigits(adToBs(DATES.publishDateAd)),
    );
    expect(within(form).getByLabelText(/^प्रकाशन मिति \(ई\.सं\.\)/)).toHaveValue(
      toDevanagariDigits(DATES.publishDateAd),
    );
  });
});
