import { describe, expect, it } from 'vitest';
import { mediaKindOf, uploadProblem } from './upload';

const file = (type: string, size: number) =>
  new File([new Uint8Array(Math.min(size, 16))], 'f', { type }) as File & { size: number };
const sized = (type: string, size: number) => Object.defineProperty(file(type, size), 'size', { value: size });

describe('upload checks before sending', () => {
  it('knows images and videos by type', () => {
    expect(mediaKindOf(file('image/png', 1))).toBe('image');
    expect(mediaKindOf(file('video/webm', 1))).toBe('video');
    expect(mediaKindOf(file('application/pdf', 1))).toBeNull();
  });
  it('refuses other types and files over the limit of their kind', () => {
    expect(uploadProblem(file('text/plain', 1))).toBe('type');
    expect(uploadProblem(sized('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('size');
    expect(uploadProblem(sized('video/mp4', 6 * 1024 * 1024))).toBeNull();
    expect(uploadProblem(sized('video/mp4', 50 * 1024 * 1024 + 1))).toBe('size');
  });
});
