import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, paths } from '@platform/shared';
import { IDENTITY_PATHS, PROMO_PATHS, type IdentityStatus, type IdentitySubmitBody } from '@platform/shared/contract';
import {
  apiUrl,
  choosePhotos,
  fail,
  http,
  loginValueFactory,
  ok,
  renderPage,
  setupMockServer,
} from '@platform/shared/testing';
import { signInMember } from '../../testing/member-kit';
import { IdVerificationPage } from './IdVerificationPage';

const server = setupMockServer();

const png = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/png' });

const status = (overrides: Partial<IdentityStatus> = {}): IdentityStatus => ({
  state: 'none',
  reason: null,
  submittedAt: null,
  ...overrides,
});

/** A member whose ID is in `initial`; uploads get ids in turn, a submission goes under review. */
function serve(initial: IdentityStatus) {
  const submissions: IdentitySubmitBody[] = [];
  let uploads = 0;
  server.use(
    http.get(apiUrl(IDENTITY_PATHS.status), () => ok(initial)),
    http.post(apiUrl(PROMO_PATHS.uploads), () => {
      uploads += 1;
      return ok({ id: String(uploads).padStart(32, '0'), bytes: 1 });
    }),
    http.post(apiUrl(IDENTITY_PATHS.submit), async ({ request }) => {
      submissions.push((await request.json()) as IdentitySubmitBody);
      return ok(status({ state: 'review', submittedAt: '2025-05-10T04:00:00.000Z' }));
    }),
  );
  return submissions;
}

async function openPage() {
  signInMember();
  const page = await renderPage(<IdVerificationPage />, { path: paths.idVerification });
  await screen.findByText('ID verification');
  return page;
}

/** Chooses a file for one of the three images in its photo picker. */
const choose = (image: string, file: File) => choosePhotos(screen.getByRole('group', { name: image }), [file]);

const slot = (image: string) => within(screen.getByRole('group', { name: image }));

describe('IdVerificationPage', () => {
  it('sends the three uploaded images and then shows the review', async () => {
    const submissions = serve(status());
    const { user } = await openPage();

    choose('Front of the ID', png('front.png'));
    expect(await slot('Front of the ID').findByText('Uploaded')).toBeInTheDocument();
    choose('Back of the ID', png('back.png'));
    expect(await slot('Back of the ID').findByText('Uploaded')).toBeInTheDocument();
    choose('Selfie holding the ID', png('selfie.png'));
    expect(await slot('Selfie holding the ID').findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByText('Your ID was sent. We will check it soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(submissions).toEqual([
      {
        front: '00000000000000000000000000000001',
        back: '00000000000000000000000000000002',
        selfie: '00000000000000000000000000000003',
      },
    ]);
  });

  it('asks for all three images before sending anything', async () => {
    const submissions = serve(status());
    const { user } = await openPage();

    choose('Front of the ID', png('front.png'));
    await slot('Front of the ID').findByText('Uploaded');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    const missing = 'Add all three photos and wait for them to upload.';
    expect(await screen.findByText(missing)).toBeInTheDocument();
    expect(submissions).toEqual([]);

    // The message goes once the other two are in: it no longer says anything true.
    choose('Back of the ID', png('back.png'));
    expect(screen.getByText(missing)).toBeInTheDocument();
    choose('Selfie holding the ID', png('selfie.png'));
    await waitFor(() => expect(screen.queryByText(missing)).not.toBeInTheDocument());
  });

  it('refuses a file that is not a PNG or JPG without uploading it', async () => {
    serve(status());
    await openPage();

    choose('Back of the ID', new File(['GIF89a'], 'back.gif', { type: 'image/gif' }));

    expect(
      await slot('Back of the ID').findByText(
        'back.gif was not added: only PNG or JPG images up to 5 MB can be uploaded.',
      ),
    ).toBeInTheDocument();
    expect(slot('Back of the ID').queryByText('Uploading…')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal translated and keeps the images to send again', async () => {
    serve(status());
    server.use(
      http.post(apiUrl(IDENTITY_PATHS.submit), () =>
        fail(409, { errorCode: 'request.malformed', message: 'Already under review.' }),
      ),
    );
    const { user } = await openPage();
    for (const [image, name] of [
      ['Front of the ID', 'front.png'],
      ['Back of the ID', 'back.png'],
      ['Selfie holding the ID', 'selfie.png'],
    ] as const) {
      choose(image, png(name));
      await slot(image).findByText('Uploaded');
    }

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('The request could not be read. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Uploaded')).toHaveLength(3);
    expect(screen.getByText('Not submitted')).toBeInTheDocument();
  });

  it('says why a rejected ID was refused and offers the form again', async () => {
    serve(status({ state: 'rejected', reason: 'The photo is blurred.' }));
    await openPage();

    expect(screen.getByRole('alert')).toHaveTextContent('Reason: The photo is blurred.');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('offers no form once the ID is verified', async () => {
    serve(status({ state: 'verified' }));
    await openPage();

    expect(screen.getByText('Your ID is verified. Nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('tells a trial account to use a real one', async () => {
    login(loginValueFactory({ userName: 'trial000001', customerType: 4 }), 'M001');
    await renderPage(<IdVerificationPage />, { path: paths.idVerification });

    expect(screen.getByRole('heading', { name: 'Use a real account' })).toBeInTheDocument();
  });
});
