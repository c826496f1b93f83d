import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../testing/member-kit';
import { MEMBER_PATHS, sealServicePath, type ServiceInfo } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { ServicePage } from './ServicePage';

const server = setupMockServer();

async function serve(merchantSealedFor = 'M001', chat = 'https://chat.example.invalid/lucky-bay') {
  const info: ServiceInfo = {
    version: '2025.05.2',
    paths: [
      { type: 3, name: 'Live chat', path: await sealServicePath(merchantSealedFor, chat) },
      { type: 2, name: 'Telegram support', path: 'https://telegram.example.invalid/luckybay' },
      { type: 1, name: 'Bad link', path: 'javascript:alert(1)' },
    ],
  };
  server.use(http.get(apiUrl(MEMBER_PATHS.serviceInfo), () => ok(info)));
}

describe('ServicePage', () => {
  it('opens the sealed live chat in a new tab, and lists the other channels', async () => {
    await serve();
    await renderPage(<ServicePage />, { path: '/m/service' });

    const chat = await screen.findByRole('link', { name: 'Open live chat' });
    expect(chat).toHaveAttribute('href', 'https://chat.example.invalid/lucky-bay');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Telegram support' })).toHaveAttribute(
      'href',
      'https://telegram.example.invalid/luckybay',
    );
    expect(screen.queryByRole('link', { name: 'Bad link' })).not.toBeInTheDocument();
    expect(screen.getByText('Service version 2025.05.2')).toBeInTheDocument();
  });

  it('offers no chat when the path was sealed for another merchant', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await serve('M002');
    await renderPage(<ServicePage />, { path: '/m/service' });
    expect(await screen.findByText('Live chat is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open live chat' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('A customer-service path of type 3 could not be opened', expect.any(Error));
    warn.mockRestore();
  });

  it('offers no chat for a sealed link that is not http(s)', async () => {
    await serve('M001', 'javascript:alert(1)');
    await renderPage(<ServicePage />, { path: '/m/service' });
    expect(await screen.findByText('Live chat is not available right now.')).toBeInTheDocument();
  });

  it('speaks Tagalog in TY', async () => {
    await serve();
    await renderPage(<ServicePage />, { path: '/m/service', language: 'ty' });
    expect(await screen.findByRole('link', { name: 'Buksan ang live chat' })).toBeInTheDocument();
  });
});
