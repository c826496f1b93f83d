import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/member-kit';
import { renderPage } from '@platform/shared/testing';
import en from '../../i18n/en.json';
import { UserAgreementPage } from './UserAgreementPage';

describe('UserAgreementPage', () => {
  it('lists its sections, the privacy policy among them, and links to each', async () => {
    await renderPage(<UserAgreementPage />, { path: '/m/useragreement' });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '#privacy');
    const privacy = screen.getByRole('region', { name: 'Privacy policy' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    expect(within(privacy).getByText(/Data Privacy Act of 2012/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(within(contents).getAllByRole('link').length);
  });

  it('shows every paragraph of a section, in the order of the texts', async () => {
    await renderPage(<UserAgreementPage />, { path: '/m/useragreement' });
    const { title, ...paragraphs } = en.agreement.sections.privacy;
    const privacy = screen.getByRole('region', { name: title });
    expect([...privacy.querySelectorAll('p')].map((p) => p.textContent)).toEqual(Object.values(paragraphs));
  });

  it('reads in Tagalog in TY', async () => {
    await renderPage(<UserAgreementPage />, { path: '/m/useragreement', language: 'ty' });
    expect(screen.getByRole('region', { name: 'Patakaran sa privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sino ang puwedeng maglaro' })).toBeInTheDocument();
  });
});
