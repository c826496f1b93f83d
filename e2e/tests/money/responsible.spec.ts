import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';

for (const language of LANGUAGES) {
  const { t } = textsIn(language);

  test(`home and Mine end with the responsible-gaming line and a helpline to call (${language})`, async ({
    page,
    openSite,
  }) => {
    for (const path of ['/m/home', '/m/mine']) {
      await openSite(path, language);
      const note = page.getByRole('complementary', { name: t('common:responsible.label') });
      await expect(note.getByText(t('common:responsible.line'))).toBeVisible();
      await expect(note.getByRole('link', { name: t('common:responsible.call', { number: '1553' }) })).toHaveAttribute(
        'href',
        'tel:1553',
      );
    }
  });
}
