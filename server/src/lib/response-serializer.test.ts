import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PostPage } from '@esn/contract';
import { checkAnswersWithZod, jsonOf } from './response-serializer';

const author = {
  id: 'a1',
  nickname: 'ayse',
  firstName: 'Ayşe',
  lastName: null,
  avatarUrl: null,
  profileImageUrl: null,
  userType: 'player' as const,
};
const post = {
  id: 'p1',
  author,
  type: 'poll' as const,
  body: 'Hangi harita? "Ascent" \\ \u2028 😀',
  media: [{ url: '/u/1.png', kind: 'image' as const, mime: 'image/png', size: 12 }],
  poll: {
    options: [{ id: 'o1', text: 'A', votes: null }],
    endsAt: null,
    showResults: false,
    myVote: null,
    totalVotes: null,
  },
  tags: ['takım'],
  likeCount: 2,
  commentCount: 0,
  shareCount: 1,
  likedByMe: true,
  createdAt: '2026-11-28T03:00:00.000Z',
  sharedPost: null,
};

afterEach(() => checkAnswersWithZod(false));

describe('jsonOf', () => {
  it('writes what zod writes for a page of posts, nested nulls, escapes and all', () => {
    const page = {
      items: [post, { ...post, id: 'p2', poll: null, sharedPost: { ...post, id: 'p0' } }],
      nextCursor: null,
    };
    expect(jsonOf(PostPage)(page)).toBe(JSON.stringify(PostPage.encode(page)));
    expect((JSON.parse(jsonOf(PostPage)(page)) as typeof page).items[0]!.body).toBe(post.body);
  });

  it('writes the contract’s fields and nothing else', () => {
    const leaky = {
      items: [{ ...post, author: { ...author, email: 'ayse@example.test', passwordHash: 'x' } }],
      nextCursor: 'c',
      secret: 1,
    };
    const json = jsonOf(PostPage)(leaky);
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('ayse@example.test');
    expect(json).not.toContain('secret');
  });

  it('writes a nullable object that carries keys the contract does not name (as zod does)', () => {
    const page = { items: [{ ...post, sharedPost: { ...post, id: 'p0', viewerOnly: 1 } }], nextCursor: null };
    const json = jsonOf(PostPage)(page);
    expect(json).toBe(JSON.stringify(PostPage.encode(page)));
    expect(json).not.toContain('viewerOnly');
  });

  it('keeps zod’s way for what JSON Schema cannot say (a date)', () => {
    const Stamp = z.object({ at: z.date() });
    expect(() => z.toJSONSchema(Stamp, { io: 'output' })).toThrow();
    expect(jsonOf(Stamp)({ at: new Date(0), extra: 1 })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('leaves a schema that rewrites on the way out (.trim()) to zod', () => {
    const Skill = z.object({ skills: z.array(z.object({ name: z.string().trim() })) });
    expect(jsonOf(Skill)({ skills: [{ name: ' aim ' }] })).toBe('{"skills":[{"name":"aim"}]}');
  });

  it('writes only the enum’s keys of a record keyed by an enum, as zod refuses the others', () => {
    const Links = z.object({ links: z.partialRecord(z.enum(['discord', 'twitch']), z.string()) });
    const write = jsonOf(Links);
    expect(write({ links: { discord: 'ayse' } })).toBe(JSON.stringify(Links.encode({ links: { discord: 'ayse' } })));
    expect(write({ links: { discord: 'ayse', facebook: 'x' } })).toBe('{"links":{"discord":"ayse"}}');
  });

  it('writes nullable enums, integers and strings as zod does, both ways', () => {
    const Row = z.object({
      kind: z.enum(['player', 'coach']).nullable(),
      n: z.number().int().nullable(),
      s: z.string().nullable(),
    });
    for (const value of [
      { kind: 'coach', n: 3, s: 'a"b' },
      { kind: null, n: null, s: null },
    ]) {
      expect(jsonOf(Row)(value)).toBe(JSON.stringify(Row.encode(value as z.infer<typeof Row>)));
    }
  });

  it('while checking, refuses an answer the contract does not allow, naming where', () => {
    const Thing = z.object({ kind: z.enum(['a', 'b']), n: z.number().int() });
    const write = jsonOf(Thing, 'GET /api/things 200');
    // Unchecked, the compiled writer only writes: a value outside the enum goes out as it is.
    expect(write({ kind: 'c', n: 1 })).toBe('{"kind":"c","n":1}');
    checkAnswersWithZod(true);
    expect(() => write({ kind: 'c', n: 1 })).toThrow(z.ZodError);
    expect(write({ kind: 'a', n: 1 })).toBe('{"kind":"a","n":1}');
  });
});
