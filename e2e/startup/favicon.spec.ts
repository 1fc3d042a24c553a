import { expect, test } from '../support/fixtures';

// Issue 19's papercut: browsers, bookmarks and uptime monitors ask for /favicon.ico.
test('the commission’s seal is the icon, at /favicon.ico and as the page’s icon', async ({
  page,
  request,
}) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO header

  await page.goto('/login');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const svg = await request.get(href!);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
});
