import { buildPostBody, type Draft } from './draft';

const draft = (overrides: Partial<Draft>): Draft => ({
  type: 'text',
  body: '',
  media: [],
  uploading: false,
  options: ['', ''],
  endsAt: '',
  ...overrides,
});

describe('buildPostBody', () => {
  it('needs words for text and trims them', () => {
    expect(buildPostBody(draft({ body: '   ' }))).toEqual({ errors: { body: { key: 'validation.bodyRequired' } } });
    expect(buildPostBody(draft({ body: ' hi ' }))).toEqual({ body: { type: 'text', body: 'hi' } });
    expect(buildPostBody(draft({ body: 'x'.repeat(5001) }))).toMatchObject({
      errors: { body: { key: 'validation.bodyTooLong' } },
    });
  });

  it('needs finished uploads of the right kind for image and video', () => {
    expect(buildPostBody(draft({ type: 'image' }))).toMatchObject({
      errors: { media: { key: 'validation.mediaRequired.image' } },
    });
    expect(buildPostBody(draft({ type: 'image', media: [{ id: 'a', kind: 'image' }], uploading: true }))).toMatchObject(
      {
        errors: { media: { key: 'validation.stillUploading' } },
      },
    );
    expect(buildPostBody(draft({ type: 'video', media: [{ id: 'a', kind: 'image' }] }))).toMatchObject({
      errors: { media: { key: 'validation.mediaRequired.video' } },
    });
    expect(
      buildPostBody(
        draft({
          type: 'video',
          media: [
            { id: 'v', kind: 'video' },
            { id: 'w', kind: 'video' },
          ],
        }),
      ),
    ).toMatchObject({
      errors: { media: { key: 'validation.tooMany.video' } },
    });
    expect(
      buildPostBody(
        draft({
          type: 'image',
          media: [
            { id: 'a', kind: 'image' },
            { id: 'b', kind: 'image' },
          ],
        }),
      ),
    ).toEqual({
      body: { type: 'image', body: '', mediaIds: ['a', 'b'] },
    });
  });

  it('needs a question and 2–4 distinct options for a poll, and a future end', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(buildPostBody(draft({ type: 'poll', body: 'Q', options: ['A', ' '] }), now)).toMatchObject({
      errors: { options: { key: 'validation.optionsMin' } },
    });
    expect(buildPostBody(draft({ type: 'poll', body: 'Q', options: ['A', 'B', 'C', 'D', 'E'] }), now)).toMatchObject({
      errors: { options: { key: 'validation.optionsMax' } },
    });
    expect(buildPostBody(draft({ type: 'poll', body: 'Q', options: ['Evet', 'evet'] }), now)).toMatchObject({
      errors: { options: { key: 'validation.optionsDuplicate' } },
    });
    expect(buildPostBody(draft({ type: 'poll', options: ['A', 'B'] }), now)).toMatchObject({
      errors: { body: { key: 'validation.questionRequired' } },
    });
    expect(
      buildPostBody(draft({ type: 'poll', body: 'Q', options: ['A', 'B'], endsAt: '2029-12-31T10:00' }), now),
    ).toMatchObject({
      errors: { endsAt: { key: 'validation.endsAtPast' } },
    });
    expect(buildPostBody(draft({ type: 'poll', body: 'Q', options: [' A ', '', 'B'] }), now)).toEqual({
      body: { type: 'poll', body: 'Q', poll: { options: ['A', 'B'] } },
    });
  });
});
