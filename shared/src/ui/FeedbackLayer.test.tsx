import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/instance';
import { confirmDialog } from './feedback-store';
import { FeedbackLayer } from './FeedbackLayer';

describe('FeedbackLayer', () => {
  it('keeps Tab inside a confirmation, cancels it on Escape and gives the focus back', async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Sign out</button>
        <FeedbackLayer />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Sign out' });
    opener.focus();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDialog({ message: 'Sign out now?' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign out now?' });
    // Focus moves in once the dialog has drawn, after it is in the document.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  }, 20_000);
});
