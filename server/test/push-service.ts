import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on this machine, for the server's push tests and the web push journeys: it keeps what each POST
 * brought and answers with the status `answers` holds for its path (201 unless told). The browser's side is played
 * by the test: a device is a P-256 key pair and an auth secret, with which `decryptPush` reads what arrives
 * (RFC 8291), by hand with node:crypto only, so the server's encryption is checked against the RFC, not itself.
 */
export type PushDevice = { endpoint: string; ecdh: ECDH; auth: Buffer };
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushService(): Promise<{
  url: string;
  received: ReceivedPush[];
  answers: Map<string, number>;
  device: (path: string) => PushDevice;
  close: () => Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(req.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answers,
    device: (path) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { endpoint: `${url}${path}`, ecdh, auth: randomBytes(16) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record), as a browser decrypts a push. The last record ends with 0x02. */
export function decryptPush(device: PushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm push');
  return padded.subarray(0, end).toString('utf8');
}
