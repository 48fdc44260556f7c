import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { storageFor } from './storage';

const dataDir = mkdtempSync(join(tmpdir(), 'esn-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

/** A body that fails at once, before the file it is written to has even been opened (a refused upload's limit). */
async function* failing(): AsyncGenerator<Buffer> {
  yield* [];
  throw new Error('too large');
}

describe('the local disk storage', () => {
  it('leaves no partial file when the body fails before the file is open, many times over', async () => {
    const storage = storageFor({ dataDir, s3: null } as unknown as Config);
    for (let i = 0; i < 50; i++) await expect(storage.put(`2026/11/f${i}.png`, failing())).rejects.toThrow('too large');
    await new Promise((r) => setTimeout(r, 100)); // an open still in flight would create its file meanwhile
    expect(filesIn(join(dataDir, 'uploads'))).toEqual([]);
  });
});
