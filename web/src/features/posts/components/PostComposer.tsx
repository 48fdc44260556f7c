import type { PostType } from '@esn/contract';
import { BarChart3, FileVideo, ImageIcon, Type } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSendChord } from '../../../shared/lib/keys';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { ApiError } from '../../../shared/api/http';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { controlClasses, FormAlert, Label } from '../../../shared/ui/Field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth';
import { useCreatePost } from '../api';
import { BODY_MAX, buildPostBody, POLL_MIN_OPTIONS, type DraftErrors, type DraftIssue } from '../draft';
import { showCreateFailed } from './createFailed';
import { MediaAttachments } from './MediaAttachments';
import { PollEditor } from './PollEditor';
import { useMediaUploads } from './useMediaUploads';

const TYPES: { type: PostType; icon: typeof Type }[] = [
  { type: 'text', icon: Type },
  { type: 'image', icon: ImageIcon },
  { type: 'video', icon: FileVideo },
  { type: 'poll', icon: BarChart3 },
];

const emptyOptions = () => Array.from({ length: POLL_MIN_OPTIONS }, () => '');

/** Write a post of one of the four kinds; files are uploaded as soon as they are chosen (spec §3, issue #4). */
export function PostComposer() {
  const { t } = useTranslation('posts');
  const { user } = useAuth();
  const create = useCreatePost();
  const media = useMediaUploads();
  const [type, setType] = useState<PostType>('text');
  const [body, setBody] = useState('');
  const [options, setOptions] = useState<string[]>(emptyOptions);
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  // The refusal itself, worded at render so that it follows a language switch.
  const [serverError, setServerError] = useState<ApiError>();
  const baseId = useId();

  const message = (issue: DraftIssue | undefined) => (issue ? t(issue.key, issue.values) : undefined);

  const switchType = (value: string) => {
    const next = value as PostType;
    setType(next);
    setErrors({});
    media.keepKind(next);
  };

  const reset = () => {
    setBody('');
    media.clear();
    setOptions(emptyOptions());
    setEndsAt('');
    setErrors({});
    setServerError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildPostBody({ type, body, media: media.uploads, uploading: media.uploading, options, endsAt });
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
        if (error instanceof ApiError && error.status < 500 && error.body?.message) setServerError(error);
      },
    });
  };

  const bodyId = `${baseId}-body`;
  const bodyError = message(errors.body);
  // No maxLength on the field: a longer paste would be cut without a word. It is kept whole and said to be too long.
  const over = body.length - BODY_MAX;

  const form = (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={bodyId}>{t(`composer.bodyLabel.${type}`)}</Label>
        <textarea
          id={bodyId}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            // What was wrong with the text is rechecked on the next try; meanwhile the counter speaks.
            if (errors.body) setErrors(({ body: _fixed, ...rest }) => rest);
          }}
          onKeyDown={(e) => {
            if (isSendChord(e) && !create.isPending && !media.uploading) submit(e);
          }}
          rows={type === 'poll' ? 2 : 3}
          placeholder={t(`composer.placeholder.${type}`)}
          aria-invalid={bodyError || over > 0 ? true : undefined}
          aria-describedby={bodyError ? `${bodyId}-error` : `${bodyId}-counter`}
          className={cn(controlClasses, 'resize-y')}
        />
        {bodyError ? (
          <p id={`${bodyId}-error`} role="alert" className="mt-1 text-xs text-rose-400">
            {bodyError}
          </p>
        ) : over > 0 ? (
          <p id={`${bodyId}-counter`} role="alert" className="mt-1 text-right text-xs text-rose-400">
            {t('composer.counter', { count: body.length, max: BODY_MAX })} ·{' '}
            {t('composer.tooLong', { max: BODY_MAX, over })}
          </p>
        ) : (
          body.length > BODY_MAX * 0.8 && (
            <p id={`${bodyId}-counter`} className="mt-1 text-right text-xs text-zinc-400">
              {t('composer.counter', { count: body.length, max: BODY_MAX })}
            </p>
          )
        )}
      </div>

      {(type === 'image' || type === 'video') && (
        <MediaAttachments
          kind={type}
          items={media.media.filter((item) => item.kind === type)}
          issues={[...media.rejected, ...(errors.media ? [errors.media] : [])]}
          onChoose={(files) => {
            if (media.add(files, type)) setErrors(({ media: _done, ...rest }) => rest);
          }}
          onRemove={media.remove}
        />
      )}

      {type === 'poll' && (
        <PollEditor
          options={options}
          onOptionsChange={setOptions}
          endsAt={endsAt}
          onEndsAtChange={setEndsAt}
          errors={errors}
        />
      )}

      <FormAlert>{serverError ? errorMessage(serverError, t) : null}</FormAlert>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} disabled={media.uploading}>
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
