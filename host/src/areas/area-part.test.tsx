import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaPart } from './area-part';
import { loadAreaPage } from './area-runtime';

vi.mock('./area-runtime', () => ({ loadAreaPage: vi.fn(), AreaLoadError: class AreaLoadError extends Error {} }));
const load = vi.mocked(loadAreaPage);

const failed = (retry: () => void) => (
  <button type="button" onClick={retry}>
    Retry
  </button>
);

describe('AreaPart', () => {
  afterEach(() => load.mockReset());

  it('shows the failure, and on retry loads the module again and shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('the entry did not answer'));
    load.mockResolvedValueOnce({ default: () => <p>The page</p> });
    const onRetry = vi.fn();
    render(<AreaPart area="member" module="./Deposit" loading="Loading" failed={failed} onRetry={onRetry} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith(
      '[area:member] failed',
      './Deposit',
      expect.any(Error),
      expect.anything(),
    );
  });

  it('shows a failure again at once in a new place, unless that place reloads failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('the manifest did not answer'));
    load.mockResolvedValueOnce({ default: () => <p>The dialog</p> });
    const first = render(<AreaPart area="agent" module="./Dialog" loading={null} failed={failed} />);
    await screen.findByRole('button', { name: 'Retry' });
    first.unmount();

    const again = render(<AreaPart area="agent" module="./Dialog" loading={null} failed={failed} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    again.unmount();

    render(<AreaPart area="agent" module="./Dialog" loading={null} failed={failed} reloadFailed />);
    expect(await screen.findByText('The dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a module once for every place that shows it', async () => {
    load.mockResolvedValue({ default: () => <p>The widget</p> });
    render(
      <>
        <AreaPart area="lobby" module="./Widget" loading={null} failed={failed} />
        <AreaPart area="lobby" module="./Widget" loading={null} failed={failed} />
      </>,
    );
    expect(await screen.findAllByText('The widget')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
