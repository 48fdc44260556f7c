import type { Upload } from '@esn/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../../shared/lib/errorMessage';
import { uploadFile } from '../../../shared/lib/upload';
import { screenImages, type AttachmentProblem } from '../lib/attachments';

export interface Attachment {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  upload?: Upload;
  /** Why it failed, worded where it is shown (at render), so that it follows a language switch. */
  problem?: Problem;
}

let attachmentCounter = 0;

/**
 * A message's photos: each accepted file uploads at once; removing one (or leaving) cancels its upload.
 * `problems` says why the last chosen files were refused.
 */
export function useImageAttachments() {
  const { t } = useTranslation('messages');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const usable = attachments.filter((a) => a.status !== 'error').length;

  const startUpload = (file: File) => {
    attachmentCounter += 1;
    const key = `a${attachmentCounter}`;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setAttachments((all) => [...all, { key, name: file.name, status: 'uploading' }]);
    const update = (patch: Partial<Attachment>) =>
      setAttachments((all) => all.map((a) => (a.key === key ? { ...a, ...patch } : a)));
    uploadFile(file, controller.signal)
      .then((upload) =>
        update(
          upload.kind === 'image'
            ? { status: 'done', upload }
            : { status: 'error', problem: { key: 'messages:composer.wrongType', values: { name: file.name } } },
        ),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) update({ status: 'error', problem: { error } });
      })
      .finally(() => controllers.current.delete(key));
  };

  return {
    attachments,
    problems: problems.map((problem) => t(problem.key, problem.values)),
    /** Attached photos that have not failed: what counts towards the limit. */
    usable,
    uploads: attachments.flatMap((a) => (a.status === 'done' && a.upload ? [a.upload] : [])),
    uploading: attachments.some((a) => a.status === 'uploading'),
    add: (files: File[]) => {
      const { accepted, problems: found } = screenImages(files, usable);
      accepted.forEach(startUpload);
      setProblems(found);
    },
    remove: (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      setAttachments((all) => all.filter((a) => a.key !== key));
    },
    clear: () => {
      setAttachments([]);
      setProblems([]);
    },
  };
}
