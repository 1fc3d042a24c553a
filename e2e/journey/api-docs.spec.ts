import { expect, test } from '../support/fixtures';

test.use({ screenshotFolder: 'api-docs' });

// The API documentation (Swagger UI) has a Content-Security-Policy of its own; the fixtures fail
// the test on anything it refuses, so this shows the page needs nothing more, "Try it out"
// included.
test('the API documentation opens and tries a call under its Content-Security-Policy', async ({
  page,
  snap,
}) => {
  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self';");
  // The document is large: Swagger UI takes a while to draw it on a slow machine.
  await expect(page.getByRole('heading', { name: /Niyukti API/ })).toBeVisible({
    timeout: 60_000,
  });

  const health = page.locator('.opblock').filter({
    has: page.locator('.opblock-summary-path[data-path="/api/health"]'),
  });
  await health.locator('.opblock-summary-control').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table tbody .response-col_status')).toHaveText(
    '200',
  );
  await snap('health-tried');
});
