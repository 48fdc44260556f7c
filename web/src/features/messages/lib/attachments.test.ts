import { UPLOAD_LIMITS } from '@esn/contract';
import { screenImages } from './attachments';

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('screenImages', () => {
  it('accepts photos within the size limit', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.webp', 'image/webp');
    expect(screenImages([a, b], 0)).toEqual({ accepted: [a, b], problems: [] });
  });

  it('refuses a video or another file and a photo too large, naming them, and keeps the rest', () => {
    const video = file('clip.mp4', 'video/mp4');
    const doc = file('notes.pdf', 'application/pdf');
    const big = file('big.png', 'image/png', UPLOAD_LIMITS.image.maxBytes + 1);
    const ok = file('ok.png', 'image/png');
    const { accepted, problems } = screenImages([video, doc, big, ok], 0);
    expect(accepted).toEqual([ok]);
    expect(problems).toEqual([
      { key: 'composer.wrongType', values: { name: 'clip.mp4' } },
      { key: 'composer.wrongType', values: { name: 'notes.pdf' } },
      { key: 'composer.tooLarge', values: { name: 'big.png', size: expect.any(Number) } },
    ]);
  });

  it('stops at four photos, counting those already attached, and says so once', () => {
    const files = ['1', '2', '3'].map((n) => file(`${n}.png`, 'image/png'));
    expect(screenImages(files, 2)).toEqual({
      accepted: files.slice(0, 2),
      problems: [{ key: 'composer.tooMany', values: { max: 4 } }],
    });
  });
});
