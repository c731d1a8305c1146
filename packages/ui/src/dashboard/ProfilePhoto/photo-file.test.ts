import { describe, expect, it } from 'vitest';
import { checkPhotoFile, MAX_PHOTO_BYTES } from './photo-file';

const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('checkPhotoFile', () => {
  it.each([
    ['portrait.png', 'image/png'],
    ['portrait.jpg', 'image/jpeg'],
    ['portrait.webp', 'image/webp'],
  ])('sends %s as it is', (name, type) => {
    const file = fileOf(name, type);
    expect(checkPhotoFile(file)).toEqual({ ok: true, file });
  });

  it.each([
    ['logo.svg', 'image/svg+xml'],
    ['IMG_0001.heic', 'image/heic'],
    ['anim.gif', 'image/gif'],
    ['mandat.pdf', 'application/pdf'],
    // A declared type wins over the name: a PDF renamed .png is still a PDF.
    ['mandat.png', 'application/pdf'],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkPhotoFile(fileOf(name, type))).toEqual({ ok: false, problem: 'wrongType' });
  });

  it('reads the extension when the browser gives no type, and sends the file typed', () => {
    const check = checkPhotoFile(fileOf('Portrait.JPEG', ''));
    expect(check.ok && check.file.type).toBe('image/jpeg');
    expect(check.ok && check.file.name).toBe('Portrait.JPEG');
    expect(checkPhotoFile(fileOf('portrait.heic', ''))).toEqual({ ok: false, problem: 'wrongType' });
    expect(checkPhotoFile(fileOf('portrait', ''))).toEqual({ ok: false, problem: 'wrongType' });
  });

  it('sends the non-standard image/jpg as image/jpeg', () => {
    const check = checkPhotoFile(fileOf('portrait.jpg', 'image/jpg'));
    expect(check.ok && check.file.type).toBe('image/jpeg');
  });

  it('accepts 5 MB exactly and refuses one byte more', () => {
    expect(MAX_PHOTO_BYTES).toBe(5 * 1024 * 1024);
    expect(checkPhotoFile(fileOf('big.png', 'image/png', MAX_PHOTO_BYTES)).ok).toBe(true);
    expect(checkPhotoFile(fileOf('big.png', 'image/png', MAX_PHOTO_BYTES + 1))).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
  });
});
