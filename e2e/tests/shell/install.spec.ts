import { expect, test } from '../../fixtures/test';

test('the site is installable: a web manifest with PNG icons, scoped to /m/', async ({ page, request, openSite }) => {
  await openSite('/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/m/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    start_url: string;
    scope: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/m/home', scope: '/m/', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry) => entry.sizes === size && entry.type === 'image/png');
    expect(icon, size).toBeDefined();
    const answer = await request.get(icon?.src ?? '');
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});
