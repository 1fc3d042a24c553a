import { expect, test } from '@playwright/test';
import { textInItsScript } from '../support/checks/text-in-its-script';
import type { PageVisit } from '../support/page-checks';

// The check itself, on pages written for it: it must fail what issue 19 names and pass the rest.

const visit = (language: 'ne' | 'en'): PageVisit => ({
  path: '/written-for-the-check',
  language,
  width: 1280,
  who: 'guest',
});

async function problemsOn(
  page: import('@playwright/test').Page,
  language: 'ne' | 'en',
  body: string,
): Promise<string> {
  await page.setContent(`<!doctype html><html lang="${language}"><body>${body}</body></html>`);
  return (await textInItsScript.run(page, visit(language))).join('\n');
}

test('in Nepali: Latin digits and catalogue keys fail; issued codes, addresses and marked text pass', async ({
  page,
}) => {
  const found = await problemsOn(
    page,
    'ne',
    `<p>सूचना १२ र १३</p>
     <p data-testid="count">जम्मा 12</p>
     <input placeholder="2082-01-15">
     <span>payment.paid</span>
     <span>profile:title</span>
     <p>इमेल ram12@example.com, https://psc.gov.np/2082</p>
     <p>प्रयोगकर्ता <span translate="no">ram_2082</span></p>
     <p lang="en">Public Service Commission 2082</p>
     <p>फाइल photo.jpg</p>
     <p style="display:none">hidden 99</p>`,
  );
  expect(found).toContain('Latin digits in "जम्मा 12" at [data-testid="count"]');
  expect(found).toContain('Latin digits in "2082-01-15" at the placeholder of input');
  expect(found).toContain('a catalogue key (payment.paid)');
  expect(found).toContain('a catalogue key (profile:title)');
  for (const fine of ['१२', 'example.com', 'ram_2082', 'Public Service', 'photo.jpg', 'hidden 99'])
    expect(found).not.toContain(fine);
});

test('a Nepali placeholder with Latin digits fails', async ({ page }) => {
  const found = await problemsOn(page, 'ne', '<input placeholder="98XXXXXXXX">');
  expect(found).toContain('Latin digits in "98XXXXXXXX" at the placeholder of input');
});

test('in English: Devanagari fails unless marked as Nepali; a clean page passes', async ({
  page,
}) => {
  const found = await problemsOn(
    page,
    'en',
    `<p>Deadline 2082-08-15</p><p>नेपाली समय</p><p lang="ne">राम बहादुर</p>
     <p translate="no">नियुक्ति: अस्थायी पासवर्ड / Niyukti: temporary password</p>`,
  );
  expect(found).toContain('Devanagari in "नेपाली समय"');
  expect(found).not.toContain('राम');
  expect(found).not.toContain('अस्थायी');
  expect(found).not.toContain('2082');
  expect(await problemsOn(page, 'en', '<p>Deadline 2082-08-15, 5 posts</p>')).toBe('');
});
