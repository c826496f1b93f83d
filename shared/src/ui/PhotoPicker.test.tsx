import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/instance';
import { choosePhotos } from '../testing/photos';
import { PhotoPicker } from './PhotoPicker';

const photo = (name: string) => new File(['photo'], name, { type: 'image/png' });

/** A slot holding what was chosen last, its preview read at once. */
function Slot({ onChosen = () => {} }: { onChosen?: (files: File[]) => void }) {
  const [chosen, setChosen] = useState<File | null>(null);
  return (
    <PhotoPicker
      label="Front of the ID"
      photo={chosen ? { preview: `data:image/png;base64,${btoa(chosen.name)}` } : null}
      accept="image/png,image/jpeg"
      capture="environment"
      onChoose={(files) => {
        onChosen(files);
        setChosen(files[0] ?? null);
      }}
      onRemove={() => setChosen(null)}
    />
  );
}

/** The slot's hidden inputs: the camera's first, then the chooser's. */
const inputs = (group: HTMLElement) => Array.from(group.querySelectorAll<HTMLInputElement>('input[type="file"]'));

describe('PhotoPicker', () => {
  afterEach(() => setLanguage('en'));

  it('offers to take or choose a photo, named in the page language, with no raw file input shown', async () => {
    await setLanguage('ty');
    render(<Slot />);
    const group = screen.getByRole('group', { name: 'Front of the ID' });
    expect(screen.getByRole('button', { name: 'Kumuha ng litrato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pumili ng litrato' })).toBeInTheDocument();
    expect(screen.getByText('Wala pang litrato')).toBeInTheDocument();
    for (const input of inputs(group)) expect(input).not.toBeVisible();
    const [camera, files] = inputs(group);
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(files).toHaveAttribute('accept', 'image/png,image/jpeg');
  });

  it('previews the chosen photo, replaces it and removes it, focus following by keyboard', async () => {
    const chosen: string[] = [];
    render(<Slot onChosen={(files) => chosen.push(...files.map((file) => file.name))} />);
    const group = screen.getByRole('group', { name: 'Front of the ID' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    choosePhotos(group, [photo('front.png')]);
    expect(screen.getByRole('img', { name: 'Photo: Front of the ID' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${btoa('front.png')}`,
    );
    expect(screen.getByRole('button', { name: 'Replace photo' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Take a photo' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    choosePhotos(group, [photo('front-2.png')]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', `data:image/png;base64,${btoa('front-2.png')}`);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toHaveFocus();
    expect(chosen).toEqual(['front.png', 'front-2.png']);
  });

  it('takes a photo from the camera input the same way', async () => {
    render(<Slot />);
    const group = screen.getByRole('group', { name: 'Front of the ID' });
    await userEvent.click(screen.getByRole('button', { name: 'Take a photo' }));
    choosePhotos(group, [photo('camera.jpg')], 'camera');
    expect(screen.getByRole('img', { name: 'Photo: Front of the ID' })).toBeInTheDocument();
  });

  it('reads out why a photo was refused, tied to the slot', () => {
    render(
      <PhotoPicker
        label="Selfie"
        photo={null}
        accept="image/png"
        onChoose={() => {}}
        error="selfie.gif is not a PNG"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('selfie.gif is not a PNG');
    expect(screen.getByRole('group', { name: 'Selfie' })).toHaveAccessibleDescription('selfie.gif is not a PNG');
  });
});
