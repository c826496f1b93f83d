import { fireEvent } from '@testing-library/react';

/**
 * Gives a photo picker (its group) files, as the browser's chooser does once the picker's button has
 * opened it: the camera's input or the chooser's, and the focus stays where it was.
 */
export function choosePhotos(group: HTMLElement, files: File[], from: 'camera' | 'chooser' = 'chooser') {
  const inputs = group.querySelectorAll<HTMLInputElement>(':scope > input[type="file"]');
  const input = inputs[from === 'camera' ? 0 : 1];
  if (!input) throw new Error('This group holds no photo picker.');
  fireEvent.change(input, { target: { files } });
}
