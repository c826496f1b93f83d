import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/member-kit';
import { renderPage } from '@platform/shared/testing';
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

  it('reads in Tagalog in TY', async () => {
    await renderPage(<UserAgreementPage />, { path: '/m/useragreement', language: 'ty' });
    expect(screen.getByRole('region', { name: 'Patakaran sa privacy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sino ang puwedeng maglaro' })).toBeInTheDocument();
  });
});
