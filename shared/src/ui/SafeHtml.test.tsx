import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The test set-up loads the sanitizer for every test; a fresh copy of the module has not loaded it.
const freshSafeHtml = async () => {
  vi.resetModules();
  return import('./SafeHtml');
};

describe('SafeHtml', () => {
  it('shows server HTML once the sanitizer has loaded, without scripts or handlers', async () => {
    const { SafeHtml } = await freshSafeHtml();
    const { container } = render(
      <SafeHtml html={'<p>Bagong laro</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} />,
    );
    expect(container.textContent).toBe('');
    expect(await screen.findByText('Bagong laro')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('sanitizes on its own too', async () => {
    const { sanitizeHtml } = await freshSafeHtml();
    await expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><style>p{}</style>')).resolves.toBe('<a>x</a>');
  });
});
