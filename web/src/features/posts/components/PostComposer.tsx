import { objectUrl } from '@esn/contract/posts/object-url';
import { UPLOAD_LIMITS, type MediaKind, type PostType, type Upload } from '@esn/contract';
import { BarChart3, FileVideo, ImageIcon, Plus, Type, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { ApiError } from '../../../shared/api/http';
import { mediaKindOf, uploadFile, uploadProblem } from '../../../shared/lib/upload';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { controlClasses, FormAlert, Label, TextField } from '../../../shared/ui/Field';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth/api';
import { useCreatePost } from '../api';
import {
  BODY_MAX,
  buildPostBody,
  MEDIA_MAX,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  type DraftErrors,
  type DraftIssue,
} from '../draft';
import { showCreateFailed } from './createFailed';

const TYPES: { type: PostType; icon: typeof Type }[] = [
  { type: 'text', icon: Type },
  { type: 'image', icon: ImageIcon },
  { type: 'video', icon: FileVideo },
  { type: 'poll', icon: BarChart3 },
];

interface MediaItem {
  key: string;
  name: string;
  kind: MediaKind;
  status: 'uploading' | 'done' | 'error';
  upload?: Upload;
  message?: string;
}

const megabytes = (kind: MediaKind) => Math.round(UPLOAD_LIMITS[kind].maxBytes / (1024 * 1024));
const emptyOptions = () => Array.from({ length: POLL_MIN_OPTIONS }, () => '');

/** The local time a datetime-local input expects, for its `min`. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

let mediaCounter = 0;

/** Write a post of one of the four kinds; files are uploaded as soon as they are chosen (spec §3, issue #4). */
export function PostComposer() {
  const { t } = useTranslation('posts');
  const { t: tErrors } = useTranslation('errors');
  const { user } = useAuth();
  const create = useCreatePost();
  const [type, setType] = useState<PostType>('text');
  const [body, setBody] = useState('');
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [rejected, setRejected] = useState<DraftIssue[]>([]);
  const [options, setOptions] = useState<string[]>(emptyOptions);
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string>();
  const controllers = useRef(new Map<string, AbortController>());
  const fileInput = useRef<HTMLInputElement>(null);
  const baseId = useId();

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const message = (issue: DraftIssue | undefined) => (issue ? t(issue.key, issue.values) : undefined);

  const dropMedia = (keep: (item: MediaItem) => boolean) => {
    setMedia((items) =>
      items.filter((item) => {
        if (keep(item)) return true;
        controllers.current.get(item.key)?.abort();
        controllers.current.delete(item.key);
        return false;
      }),
    );
  };

  const switchType = (value: string) => {
    const next = value as PostType;
    setType(next);
    setErrors({});
    setRejected([]);
    dropMedia((item) => item.kind === next);
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
            : { status: 'error', message: t(`validation.notKind.${kind}`) },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update({ status: 'error', message: errorMessage(error, tErrors) });
      })
      .finally(() => controllers.current.delete(key));
  };

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    if (type !== 'image' && type !== 'video') return;
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: DraftIssue[] = [];
    let count = media.filter((item) => item.kind === type && item.status !== 'error').length;
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem === 'type' || mediaKindOf(file) !== type) {
        problems.push({ key: `validation.wrongType.${type}`, values: { name: file.name } });
      } else if (problem === 'size') {
        problems.push({ key: 'validation.tooLarge', values: { name: file.name, size: megabytes(type) } });
      } else if (count >= MEDIA_MAX[type]) {
        problems.push({ key: `validation.tooMany.${type}`, values: { max: MEDIA_MAX[type] } });
        break;
      } else {
        count += 1;
        startUpload(file, type);
      }
    }
    setRejected(problems);
    if (problems.length === 0) setErrors(({ media: _done, ...rest }) => rest);
  };

  const reset = () => {
    setBody('');
    setMedia([]);
    setRejected([]);
    setOptions(emptyOptions());
    setEndsAt('');
    setErrors({});
    setServerError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uploads = media.flatMap((item) => (item.status === 'done' && item.upload ? [item.upload] : []));
    const built = buildPostBody({
      type,
      body,
      media: uploads,
      uploading: media.some((item) => item.status === 'uploading'),
      options,
      endsAt,
    });
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setServerError(undefined);
    create.mutate(built.body, {
      onSuccess: () => {
        reset();
        toast({ variant: 'success', description: t('create.done') });
      },
      onError: (error) => {
        showCreateFailed(t);
        // A refusal with a reason (e.g. an upload that expired) is worth showing next to the form.
        if (error instanceof ApiError && error.status < 500 && error.body?.message) setServerError(error.body.message);
      },
    });
  };

  const isMedia = type === 'image' || type === 'video';
  const kindItems = media.filter((item) => item.kind === type);
  const canAddMore = isMedia && kindItems.filter((item) => item.status !== 'error').length < MEDIA_MAX[type];
  const uploading = media.some((item) => item.status === 'uploading');
  const bodyId = `${baseId}-body`;
  const bodyError = message(errors.body);

  const form = (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={bodyId}>{t(`composer.bodyLabel.${type}`)}</Label>
        <textarea
          id={bodyId}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={type === 'poll' ? 2 : 3}
          maxLength={BODY_MAX}
          placeholder={t(`composer.placeholder.${type}`)}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${bodyId}-error` : `${bodyId}-counter`}
          className={cn(controlClasses, 'resize-y')}
        />
        {bodyError ? (
          <p id={`${bodyId}-error`} role="alert" className="mt-1 text-xs text-rose-400">
            {bodyError}
          </p>
        ) : (
          body.length > BODY_MAX * 0.8 && (
            <p id={`${bodyId}-counter`} className="mt-1 text-right text-xs text-zinc-400">
              {t('composer.counter', { count: body.length, max: BODY_MAX })}
            </p>
          )
        )}
      </div>

      {isMedia && (
        <div className="space-y-3">
          <input
            ref={fileInput}
            type="file"
            tabIndex={-1}
            className="sr-only"
            aria-label={t(`composer.fileLabel.${type}`)}
            accept={UPLOAD_LIMITS[type].mimes.join(',')}
            multiple={type === 'image'}
            onChange={chooseFiles}
          />
          <div className="flex flex-wrap items-center gap-3">
            {canAddMore && (
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
                {type === 'image' ? (
                  <ImageIcon className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <FileVideo className="h-4 w-4" aria-hidden="true" />
                )}
                {t(type === 'image' ? 'composer.addImages' : 'composer.addVideo')}
              </Button>
            )}
            <p className="text-xs text-zinc-400">
              {t(`composer.mediaHint.${type}`, { max: MEDIA_MAX[type], size: megabytes(type) })}
            </p>
          </div>
          {kindItems.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('composer.uploadedListLabel')}>
              {kindItems.map((item) => (
                <MediaTile key={item.key} item={item} onRemove={() => dropMedia((other) => other.key !== item.key)} />
              ))}
            </ul>
          )}
          {[...rejected, ...(errors.media ? [errors.media] : [])].map((issue, i) => (
            <p key={i} role="alert" className="text-xs text-rose-400">
              {message(issue)}
            </p>
          ))}
        </div>
      )}

      {type === 'poll' && (
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('poll.optionsLabel')}</legend>
          {options.map((option, i) => (
            <div key={i} className="flex items-end gap-2">
              <div className="flex-1">
                <TextField
                  label={t('composer.pollOption', { n: i + 1 })}
                  value={option}
                  maxLength={80}
                  onChange={(e) => setOptions((all) => all.map((o, j) => (j === i ? e.target.value : o)))}
                />
              </div>
              {options.length > POLL_MIN_OPTIONS && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('composer.removeOption', { n: i + 1 })}
                  onClick={() => setOptions((all) => all.filter((_, j) => j !== i))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {errors.options && (
            <p role="alert" className="text-xs text-rose-400">
              {message(errors.options)}
            </p>
          )}
          {options.length < POLL_MAX_OPTIONS && (
            <Button variant="secondary" size="sm" onClick={() => setOptions((all) => [...all, ''])}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('composer.addOption')}
            </Button>
          )}
          <TextField
            type="datetime-local"
            label={t('composer.endsAt')}
            hint={t('composer.endsAtHint')}
            value={endsAt}
            min={localInputValue(new Date())}
            onChange={(e) => setEndsAt(e.target.value)}
            error={message(errors.endsAt)}
          />
        </fieldset>
      )}

      <FormAlert>{serverError}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} disabled={uploading}>
          {t('composer.submit')}
        </Button>
      </div>
    </form>
  );

  return (
    <Card className="p-4 sm:p-5" aria-labelledby={`${baseId}-title`} role="region">
      <div className="mb-3 flex items-center gap-3">
        {user && <Avatar user={user} />}
        <h2 id={`${baseId}-title`} className="font-semibold text-white">
          {t('composer.title')}
        </h2>
      </div>
      <Tabs value={type} onValueChange={switchType}>
        <TabsList aria-label={t('types.label')} className="grid grid-cols-4">
          {TYPES.map(({ type: value, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              className="inline-flex items-center justify-center gap-1.5 px-1 sm:px-3"
            >
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {t(`types.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TYPES.map(({ type: value }) => (
          <TabsContent key={value} value={value}>
            {value === type && form}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}

function MediaTile({ item, onRemove }: { item: MediaItem; onRemove: () => void }) {
  const { t } = useTranslation('posts');
  return (
    <li className="relative flex aspect-square flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-950 p-2 text-center text-xs text-zinc-300">
      {item.status === 'done' && item.upload && item.kind === 'image' ? (
        <img src={objectUrl(item.upload.url)} alt="" className="absolute inset-0 h-full w-full object-cover" />
      ) : item.kind === 'video' ? (
        <FileVideo className="h-8 w-8 text-zinc-500" aria-hidden="true" />
      ) : (
        <ImageIcon className="h-8 w-8 text-zinc-500" aria-hidden="true" />
      )}
      {item.status === 'uploading' && (
        <span role="status" className="relative flex flex-col items-center gap-1">
          <Spinner size="sm" />
          <span className="line-clamp-2 break-all">{t('composer.uploading', { name: item.name })}</span>
        </span>
      )}
      {item.status === 'done' && <span className="sr-only">{t('composer.uploaded', { name: item.name })}</span>}
      {item.status === 'done' && item.kind === 'video' && <span className="line-clamp-2 break-all">{item.name}</span>}
      {item.status === 'error' && (
        <span role="alert" className="relative line-clamp-4 text-rose-300">
          {t('composer.uploadFailed', { name: item.name, message: item.message })}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('composer.removeMedia', { name: item.name })}
        className={cn('absolute right-1 top-1 rounded-full bg-black/70 p-1 text-white hover:bg-black', focusRing)}
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}
