import { UPLOAD_LIMITS } from '@esn/contract';
import { megabytes, screenFiles } from './mediaSelection';

function file(name: string, type: string, size = 1024): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('screenFiles', () => {
  it('accepts files of the post’s kind within the size and count limits', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.jpg', 'image/jpeg');
    expect(screenFiles([a, b], 'image', 0)).toEqual({ accepted: [a, b], problems: [] });
  });

  it('refuses a file of another kind and one too large, naming them, and keeps the rest', () => {
    const video = file('clip.mp4', 'video/mp4');
    const big = file('big.png', 'image/png', UPLOAD_LIMITS.image.maxBytes + 1);
    const ok = file('ok.png', 'image/png');
    expect(screenFiles([video, big, ok], 'image', 0)).toEqual({
      accepted: [ok],
      problems: [
        { key: 'validation.wrongType.image', values: { name: 'clip.mp4' } },
        { key: 'validation.tooLarge', values: { name: 'big.png', size: megabytes('image') } },
      ],
    });
  });

  it('refuses an unknown type for either kind', () => {
    const doc = file('notes.pdf', 'application/pdf');
    expect(screenFiles([doc], 'video', 0).problems).toEqual([
      { key: 'validation.wrongType.video', values: { name: 'notes.pdf' } },
    ]);
  });

  it('stops at the maximum, counting the files already held, and says so once', () => {
    const files = ['1', '2', '3'].map((n) => file(`${n}.png`, 'image/png'));
    expect(screenFiles(files, 'image', 3)).toEqual({
      accepted: [files[0]],
      problems: [{ key: 'validation.tooMany.image', values: { max: 4 } }],
    });
    expect(screenFiles([file('b.mp4', 'video/mp4')], 'video', 1).accepted).toEqual([]);
  });
});
