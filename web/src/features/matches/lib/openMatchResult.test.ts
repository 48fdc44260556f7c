import { TIMINGS } from '@esn/contract';
import { ApiError } from '../../../shared/api';
import { makeNotification } from '../../../test/factories';
import { makePending } from '../testing/factories';
import { isYoungEnough, openMatchResult, type OpenMatchResultDeps } from './openMatchResult';

const NOW = Date.parse('2026-06-02T18:30:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const notification = (createdAt: string, overrides = {}) =>
  makeNotification({ type: 'match_result', relatedId: 'm1', actionUrl: '/matches/m1', createdAt, ...overrides });

function deps(lookup: OpenMatchResultDeps['lookup']) {
  return { now: NOW, lookup: vi.fn(lookup), openPanel: vi.fn(), navigate: vi.fn(), fail: vi.fn() };
}

describe('a click on match_result (spec §4)', () => {
  it('offers the panel only below 5 minutes', () => {
    expect(isYoungEnough(ago(0), NOW)).toBe(true);
    expect(isYoungEnough(ago(TIMINGS.approvalPanelMaxAgeMs - 1), NOW)).toBe(true);
    expect(isYoungEnough(ago(TIMINGS.approvalPanelMaxAgeMs), NOW)).toBe(false);
    expect(isYoungEnough('not a date', NOW)).toBe(false);
  });

  it('young and found: opens the panel, no toast, no navigation', async () => {
    const d = deps(() => Promise.resolve(makePending()));
    await openMatchResult(notification(ago(60_000)), d);
    expect(d.lookup).toHaveBeenCalledWith('m1');
    expect(d.openPanel).toHaveBeenCalledWith('m1');
    expect(d.fail).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('older than 5 minutes: declines without a lookup (the click follows actionUrl)', () => {
    const d = deps(() => Promise.resolve(makePending()));
    expect(openMatchResult(notification(ago(6 * 60_000)), d)).toBe(false);
    expect(d.lookup).not.toHaveBeenCalled();
  });

  it('declines a notification without the match id', () => {
    const d = deps(() => Promise.resolve(makePending()));
    expect(openMatchResult(notification(ago(0), { relatedId: null }), d)).toBe(false);
  });

  it('404: "not found" and the match page', async () => {
    const d = deps(() => Promise.reject(new ApiError(404, '{"message":"Maç sonucu bulunamadı"}', 'Not Found')));
    await openMatchResult(notification(ago(0)), d);
    expect(d.fail).toHaveBeenCalledWith('notFound');
    expect(d.navigate).toHaveBeenCalledWith('/matches/m1');
    expect(d.openPanel).not.toHaveBeenCalled();
  });

  it('another failure: "load error" and the match page (the match of relatedId without an actionUrl)', async () => {
    const d = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    await openMatchResult(notification(ago(0), { actionUrl: null }), d);
    expect(d.fail).toHaveBeenCalledWith('loadError');
    expect(d.navigate).toHaveBeenCalledWith('/matches/m1');
  });
});
