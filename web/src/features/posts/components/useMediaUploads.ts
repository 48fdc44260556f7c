import type { MediaKind, PostType, Upload } from '@esn/contract';
import { useEffect, useRef, useState } from 'react';
import type { Problem } from '../../../shared/lib/errorMessage';
import { uploadFile } from '../../../shared/lib/upload';
import type { DraftIssue } from '../draft';
import { screenFiles } from './mediaSelection';

export interface MediaItem {
  key: string;
  name: string;
  kind: MediaKind;
  status: 'uploading' | 'done' | 'error';
  upload?: Upload;
  /** Why it failed, worded where it is shown (at render), so that it follows a language switch. */
  problem?: Problem;
}

let mediaCounter = 0;

/**
 * The composer's attachments: each accepted file starts uploading at once; removing one (or leaving the page)
 * cancels its upload. `rejected` holds why the last chosen files were refused.
 */
export function useMediaUploads() {
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [rejected, setRejected] = useState<DraftIssue[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const drop = (keep: (item: MediaItem) => boolean) => {
    setMedia((items) =>
      items.filter((item) => {
        if (keep(item)) return true;
        controllers.current.get(item.key)?.abort();
        controllers.current.delete(item.key);
        return false;
      }),
    );
  };

  const startUpload = (file: File, kind: MediaKind) => {
    mediaCounter += 1;
    const key = `m${mediaCounter}`;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setMedia((items) => [...items, { key, name: file.name, kind, status: 'uploading' }]);
    const update = (patch: Partial<MediaItem>) =>
      setMedia((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
    uploadFile(file, controller.signal)
      // The server decides the kind by the file's bytes: a PNG renamed to .mp4 is an image, not this video.
      .then((upload) =>
        update(
          upload.kind === kind
            ? { status: 'done', upload }
            : { status: 'error', problem: { key: `posts:validation.notKind.${kind}` } },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update({ status: 'error', problem: { error } });
      })
      .finally(() => controllers.current.delete(key));
  };

  /** Upload the files that may go; answers whether every one of them was accepted. */
  const add = (files: File[], kind: MediaKind): boolean => {
    const held = media.filter((item) => item.kind === kind && item.status !== 'error').length;
    const { accepted, problems } = screenFiles(files, kind, held);
    accepted.forEach((file) => startUpload(file, kind));
    setRejected(problems);
    return problems.length === 0;
  };

  return {
    media,
    rejected,
    add,
    remove: (key: string) => drop((item) => item.key !== key),
    /** Keep only the files of one kind, when the post changes kind. */
    keepKind: (kind: PostType) => {
      setRejected([]);
      drop((item) => item.kind === kind);
    },
    clear: () => {
      setMedia([]);
      setRejected([]);
    },
    uploads: media.flatMap((item) => (item.status === 'done' && item.upload ? [item.upload] : [])),
    uploading: media.some((item) => item.status === 'uploading'),
  };
}
