import { describe, expect, it } from 'vitest';
import { acceptedImageType, chosenImageType } from './image-files';

const MB = 1024 * 1024;

describe('acceptedImageType', () => {
  it('takes PNG and JPG images up to 5 MB', () => {
    expect(acceptedImageType({ type: 'image/png', size: 5 * MB })).toBe('image/png');
    expect(acceptedImageType({ type: 'image/jpeg', size: 1 })).toBe('image/jpeg');
  });

  it('refuses other types, empty files and anything past 5 MB', () => {
    expect(acceptedImageType({ type: 'image/gif', size: 100 })).toBeNull();
    expect(acceptedImageType({ type: 'image/webp', size: 100 })).toBeNull();
    expect(acceptedImageType({ type: 'image/png', size: 0 })).toBeNull();
    expect(acceptedImageType({ type: 'image/png', size: 5 * MB + 1 })).toBeNull();
    expect(acceptedImageType({ type: 'image/jpeg', size: 6 * MB })).toBeNull();
  });
});

describe('chosenImageType', () => {
  it('takes a PNG or JPG photo over 5 MB, to be shrunk before it is sent', () => {
    expect(chosenImageType({ type: 'image/jpeg', size: 6 * MB })).toBe('image/jpeg');
    expect(chosenImageType({ type: 'image/png', size: 40 * MB })).toBe('image/png');
  });

  it('refuses other types, empty files and files no phone photo reaches', () => {
    expect(chosenImageType({ type: 'image/gif', size: 100 })).toBeNull();
    expect(chosenImageType({ type: 'image/jpeg', size: 0 })).toBeNull();
    expect(chosenImageType({ type: 'image/jpeg', size: 40 * MB + 1 })).toBeNull();
  });
});
