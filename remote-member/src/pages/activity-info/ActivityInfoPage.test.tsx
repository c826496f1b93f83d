import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMO_PATHS, type ActivityApplyBody } from '@platform/shared/contract';
import { apiUrl, choosePhotos, fail, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { activityFactory, rulesOffHandler, signInMember } from '../../testing/member-kit';
import { ActivityInfoPage } from './ActivityInfoPage';

const server = setupMockServer();
const MB = 1024 * 1024;

const png = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The apply page of activity 1 for a signed-in member; uploads answer in turn from `uploads`. */
async function openForm(uploads: Array<'ok' | 'fail'> = []) {
  signInMember();
  const sent: Array<{ type: string; size: number }> = [];
  const applications: ActivityApplyBody[] = [];
  let applyAnswer: 'ok' | 'fail' = 'ok';
  let uploaded = 0;
  server.use(
    // The form checks only its own comment rule; the merchant's table has every rule off.
    rulesOffHandler(),
    http.get(apiUrl(PROMO_PATHS.activity(':id')), () => ok(activityFactory())),
    http.post(apiUrl(PROMO_PATHS.uploads), async ({ request }) => {
      const body = (await request.json()) as { type: string; data: string };
      sent.push({ type: body.type, size: body.data.length });
      const answer = uploads.shift() ?? 'ok';
      uploaded += 1;
      return answer === 'ok'
        ? ok({ id: `${String(uploaded).padStart(32, '0')}`, bytes: 1 })
        : fail(500, { errorCode: 'unknown', message: 'Disk full.' });
    }),
    http.post(apiUrl(PROMO_PATHS.activityApply(':id')), async ({ request }) => {
      applications.push((await request.json()) as ActivityApplyBody);
      return applyAnswer === 'ok'
        ? ok(
            activityFactory({
              status: 'applying',
              application: { comment: 'x', imageCount: 2, updatedAt: '2025-05-09T00:00:00Z' },
            }),
          )
        : fail(403, { errorCode: 'auth.no_permission', message: 'Not now.' });
    }),
  );
  const page = await renderPage(<ActivityInfoPage />, {
    path: '/m/activityInfo',
    route: '/m/activityInfo?id=1&apply=1',
  });
  await screen.findByRole('heading', { level: 2, name: '100% first deposit bonus' });
  const choose = (...files: File[]) => choosePhotos(screen.getByRole('group', { name: 'Add images' }), files);
  return {
    ...page,
    sent,
    applications,
    choose,
    failNextApply: () => (applyAnswer = 'fail'),
    okNextApply: () => (applyAnswer = 'ok'),
  };
}

describe('ActivityInfoPage', () => {
  it('shows the rules as sanitized HTML with the status and its action', async () => {
    server.use(
      http.get(apiUrl(PROMO_PATHS.activity(':id')), () =>
        ok(
          activityFactory({
            rules: '<p>Bring a <b>receipt</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          }),
        ),
      ),
    );
    const { container } = await renderPage(<ActivityInfoPage />, {
      path: '/m/activityInfo',
      route: '/m/activityInfo?id=1',
    });
    expect(await screen.findByText('receipt')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Status: Open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/m/activityInfo?id=1&apply=1');
  });

  it('refuses a GIF and an image past 5 MB before any upload, and previews the ones that fit', async () => {
    const { sent, choose } = await openForm();
    choose(new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }), png('big.png', 5 * MB + 1), png('ok.png'));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(/receipt\.gif was not added: only PNG or JPG images up to 5 MB/),
    ).toBeInTheDocument();
    // A photo past 5 MB is shrunk first; this one cannot be (jsdom draws nothing), so it is refused then.
    expect(await within(alert).findByText(/big\.png was not added/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of ok.png' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ type: 'image/png', size: expect.any(Number) }]));
  });

  it('takes at most three images', async () => {
    const { choose } = await openForm();
    choose(png('1.png'), png('2.png'), png('3.png'), png('4.png'));
    expect(await screen.findByText(/4\.png was not added: at most 3 images/)).toBeInTheDocument();
    expect(await screen.findAllByRole('img', { name: /^Preview of/ })).toHaveLength(3);
    // Full: no slot is left to add one more.
    expect(screen.queryByRole('group', { name: 'Add images' })).not.toBeInTheDocument();
  });

  it('retries a failed upload, keeps everything through a failed submit, then applies', async () => {
    const { user, choose, applications, failNextApply, okNextApply } = await openForm(['ok', 'fail']);
    await user.type(screen.getByLabelText('Comment'), 'GCash receipt');
    choose(png('a.png'), png('b.png'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Wait for the images to finish uploading/)).toBeInTheDocument();
    expect(applications).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry b.png' }));
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));

    failNextApply();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText(
        "This account can't use that right now. It may not be allowed, or the feature may be paused for a while.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('GCash receipt');
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(2);

    okNextApply();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Status: Applying')).toBeInTheDocument();
    expect(applications.at(-1)).toEqual({
      comment: 'GCash receipt',
      uploads: ['00000000000000000000000000000001', '00000000000000000000000000000003'],
    });
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('holds a comment past 140 characters back', async () => {
    const { user, applications } = await openForm();
    await user.click(screen.getByLabelText('Comment'));
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Keep the comment to 140 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByText('141 of 140 characters')).toBeInTheDocument();
    expect(applications).toEqual([]);
  });
});
