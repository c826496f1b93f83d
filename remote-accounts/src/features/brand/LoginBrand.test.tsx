import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setLanguage, setMerchantCode } from '@platform/shared';
import { renderPage } from '@platform/shared/testing';
import { LoginBrand } from './LoginBrand';

describe('LoginBrand', () => {
  it("shows the merchant's logo and a welcome in the page's language", async () => {
    setMerchantCode('M002');
    const { container } = await renderPage(<LoginBrand />);
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('src', expect.stringMatching(/\/art\/logo\/M002\.webp$/));
    // The welcome says what the page is for; the logo beside it is decoration.
    expect(logo).toHaveAttribute('alt', '');
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByText('Log in to play and to see your rewards.')).toBeInTheDocument();
    await act(() => setLanguage('ty'));
    expect(screen.getByText('Maligayang pagbabalik')).toBeInTheDocument();
  });
});
