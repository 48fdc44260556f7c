import type { MediaKind } from '@esn/contract';

export type SniffedType = { kind: MediaKind; mime: string; ext: string };

/** Bytes to read before deciding: enough for every signature below, including the WebM DocType. */
export const SNIFF_BYTES = 64;

const ascii = (buf: Buffer, at: number, text: string) =>
  buf.length >= at + text.length && buf.toString('latin1', at, at + text.length) === text;
const bytes = (buf: Buffer, at: number, sig: number[]) =>
  buf.length >= at + sig.length && sig.every((b, i) => buf[at + i] === b);

/** ISO-BMFF brands that are still images (HEIC, AVIF): an 'ftyp' box alone does not make a video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The type of a file from its first bytes (magic numbers), never from its name or the client's claim: a
 * renamed or mislabelled file is what it is, and anything we would not show in a browser is refused.
 */
export function sniffFileType(head: Buffer): SniffedType | null {
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(head, 4, 'ftyp') && head.length >= 12 && !IMAGE_BRANDS.has(head.toString('latin1', 8, 12))) {
    return { kind: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  // EBML is also Matroska (.mkv), which browsers do not reliably play: the header must name the webm DocType.
  if (bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3]) && head.subarray(4, SNIFF_BYTES).includes('webm', 0, 'latin1')) {
    return { kind: 'video', mime: 'video/webm', ext: 'webm' };
  }
  return null;
}

const mimeByExt: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Content type of a stored object; keys only ever end in an extension chosen by `sniffFileType`. */
export const mimeOfKey = (key: string) =>
  mimeByExt[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
