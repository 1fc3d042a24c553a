import { expect, test } from '../support/fixtures';
import { DEVANAGARI_DIGIT, toLatinDigits } from '../support/digits';

// Issue 19: a candidate abroad sees the commission's clock. A browser in California (UTC−8 in
// winter, 13 h 45 min behind Nepal) opens the dev mailbox just after a mail was sent: the time
// it shows is Nepal's, not the browser's.
test.use({ timezoneId: 'America/Los_Angeles' });

/** `HH:MM` in Nepal (UTC+05:45) of an instant, as the portal writes it. */
function nepalClock(instant: Date): string {
  const shifted = new Date(instant.getTime() + (5 * 60 + 45) * 60_000);
  return shifted.toISOString().slice(11, 16);
}

test('times are Nepal time in a browser on another continent', async ({ page, request }) => {
  const sent = new Date();
  const forgot = await request.post('/oauth/password/forgot', {
    data: { email: 'admin@psc.gov.np.example' },
  });
  expect(forgot.ok()).toBe(true);

  await page.goto('/dev-mailbox');
  const newest = page.getByTestId('dev-mail').first();
  await expect(newest.getByTestId('dev-mail-to')).toHaveText('admin@psc.gov.np.example');
  const shown = (await newest.getByTestId('dev-mail-time').innerText()).trim();
  expect(shown).toMatch(DEVANAGARI_DIGIT);
  const time = /(\d{2}:\d{2})$/.exec(toLatinDigits(shown))?.[1];
  // Sent within the last minute or so: the shown time is Nepal's clock then, or a minute on.
  const nepal = [nepalClock(sent), nepalClock(new Date(sent.getTime() + 60_000))];
  expect(nepal).toContain(time);
  // And what the browser's own clock reads is not what is shown (13 h 45 min apart).
  const browserClock = await page.evaluate(() =>
    new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }),
  );
  expect(browserClock).not.toBe(time);
});
