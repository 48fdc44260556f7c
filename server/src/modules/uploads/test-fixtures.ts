import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Upload } from '@esn/contract';

/** Small files of each accepted type, made from their signatures (no binary files in the repository). */
const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x11)]);

export const fixtures = {
  /** A complete, valid 1×1 PNG. */
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  jpeg: (size = 200) =>
    pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01]), size),
  gif: (size = 100) => pad(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'), size),
  webp: (size = 100) =>
    pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([size - 8, 0, 0, 0]), Buffer.from('WEBPVP8 ')]), size),
  mp4: (size = 300) =>
    pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1')]), size),
  webm: (size = 300) =>
    pad(
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
        Buffer.from('webm'),
      ]),
      size,
    ),
  /** An image signature followed by `size` bytes in total (for the size limits). */
  bigPng: (size: number) => pad(fixtures.png().subarray(0, 16), size),
};

/** A file part, or a plain form field when `plain` is set. */
export type Part = { field?: string; filename?: string; contentType?: string; data: Buffer; plain?: boolean };

/** A multipart/form-data body, as a browser would send it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----esn${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.plain) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'note'}"\r\n\r\n`),
        p.data,
        Buffer.from('\r\n'),
      );
      continue;
    }
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.filename ?? 'file.bin'}"\r\n` +
          `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function postUpload(app: FastifyInstance, cookie: string, parts: Part[], query = '') {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: `/api/uploads${query}`, payload, headers: { ...headers, cookie } });
}

/** Upload a file and return what the server answered (throws unless 201). */
export async function uploaded(
  app: FastifyInstance,
  cookie: string,
  data: Buffer,
  filename = 'f.bin',
): Promise<Upload> {
  const res = await postUpload(app, cookie, [{ data, filename }]);
  if (res.statusCode !== 201) throw new Error(`upload failed ${res.statusCode}: ${res.body}`);
  return res.json<Upload>();
}
