import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);

  test(`home and Mine end with the responsible-gaming line and a helpline to call (${language})${turn()}`, async ({
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
