import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './OptionalPart';

function Broken({ fail }: { fail: boolean }): string {
  if (fail) throw new Error('chunk failed');
  return 'the part';
}

function Page() {
  const [fail, setFail] = useState(true);
  return (
    <main>
      <p>the rest of home</p>
      <OptionalPart
        failed={(retry) => (
          <button type="button" onClick={retry}>
            again
          </button>
        )}
        onRetry={() => setFail(false)}
      >
        <Broken fail={fail} />
      </OptionalPart>
    </main>
  );
}

describe('OptionalPart', () => {
  it('keeps a failed part to itself, and renders it again on a retry', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    expect(screen.getByText('the rest of home')).toBeInTheDocument();
    expect(screen.queryByText('the part')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(screen.getByText('the part')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('shows nothing in place of a failed part without a fallback', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <OptionalPart>
        <Broken fail />
      </OptionalPart>,
    );
    expect(container).toBeEmptyDOMElement();
    quiet.mockRestore();
  });
});
