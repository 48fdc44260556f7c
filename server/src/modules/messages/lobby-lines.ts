import { displayName, type SystemLine } from '@esn/contract';
import type { Lang } from '../../lib/language';
import type { DomainEvents, EventName, MatchRef, MatchScheduleRef } from '../../lib/events';

/**
 * A match lobby's system lines: what happened to the match, told where both rosters talk. A line is stored as a key
 * and its values; its text is worded from this table when shown, in both languages (the reader's is picked by the
 * web), so a fixed text also fixes the lines already written. `{name}` takes the value of `name`. A person (`by`) is
 * named as the messages beside the line name him: first and last name, else the handle.
 */
const LOBBY_LINE_TEXTS = {
  result_submitted: {
    tr: '{by} sonucu bildirdi: {home} {scoreA}–{scoreB} {away}. Diğer taraf onaylayacak ya da itiraz edecek.',
    en: '{by} submitted the result: {home} {scoreA}–{scoreB} {away}. The other side approves or disputes it.',
  },
  result_approved: {
    tr: '{by} sonucu onayladı: {home} {scoreA}–{scoreB} {away}. Sonuç kesinleşti.',
    en: '{by} approved the result: {home} {scoreA}–{scoreB} {away}. The result is final.',
  },
  result_auto_approved: {
    tr: 'Süresinde yanıt gelmedi: {home} {scoreA}–{scoreB} {away} sonucu kesinleşti.',
    en: 'No answer in time: the result {home} {scoreA}–{scoreB} {away} is final.',
  },
  result_disputed: {
    tr: '{by} bildirilen sonuca itiraz etti ({home} {scoreA}–{scoreB} {away}). Kararı organizatör verecek.',
    en: '{by} disputed the submitted result ({home} {scoreA}–{scoreB} {away}). The organizer will decide.',
  },
  result_final: {
    tr: 'Organizatör sonucu belirledi: {home} {scoreA}–{scoreB} {away}. Sonuç kesinleşti.',
    en: 'The organizer set the result: {home} {scoreA}–{scoreB} {away}. The result is final.',
  },
  result_walkover: {
    tr: 'Hükmen sonuç: {home} {scoreA}–{scoreB} {away}.',
    en: 'Walkover: {home} {scoreA}–{scoreB} {away}.',
  },
  time_proposed: {
    tr: '{by} ({side}) maç saati önerdi: {times}. Diğer taraf birini kabul edecek ya da başka saatler önerecek.',
    en: '{by} ({side}) proposed match times: {times}. The other side accepts one or proposes others.',
  },
  time_accepted: {
    tr: '{by} ({side}) maç saatini kabul etti: {at}.',
    en: '{by} ({side}) accepted the match time: {at}.',
  },
  time_set: { tr: 'Organizatör maç saatini belirledi: {at}.', en: 'The organizer set the match time: {at}.' },
  time_cleared: { tr: 'Organizatör maç saatini kaldırdı.', en: 'The organizer cleared the match time.' },
  checked_in: { tr: '{side} check-in yaptı ({by}).', en: '{side} checked in ({by}).' },
  forfeit_offered: {
    tr: 'Check-in süresi doldu; yalnızca {side} geldi. {side} hükmen galibiyeti kabul edebilir.',
    en: 'Check-in has closed and only {side} came. {side} may take the win by forfeit.',
  },
  forfeit_accepted: {
    tr: '{side} hükmen galibiyeti kabul etti ({by}).',
    en: '{side} took the win by forfeit ({by}).',
  },
  forfeit_declined: {
    tr: '{side} hükmen galibiyeti reddetti; karar organizatörde.',
    en: '{side} declined the win by forfeit; the organizer decides.',
  },
} satisfies Record<string, Record<Lang, string>>;

type LobbyLineKey = keyof typeof LOBBY_LINE_TEXTS;
export type LobbyLineParams = Record<string, string | number>;
export type LobbyLine = { key: LobbyLineKey; params: LobbyLineParams };

const word = (text: string, params: LobbyLineParams) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

/** A stored line as the contract shows it; a key this version no longer knows is shown as its key. */
export function presentSystemLine(key: string, params: LobbyLineParams | null): SystemLine {
  const texts = (LOBBY_LINE_TEXTS as Record<string, Record<Lang, string>>)[key] ?? { tr: key, en: key };
  const p = params ?? {};
  return { key, params: p, text: { tr: word(texts.tr, p), en: word(texts.en, p) } };
}

const score = (m: MatchRef) => ({ home: m.home, away: m.away, scoreA: m.scoreA, scoreB: m.scoreB });
const sideName = (m: MatchScheduleRef, side: 'a' | 'b') => (side === 'a' ? m.home : m.away);
/** A time in a line is worded once for every reader, so it names its zone: UTC. */
const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Which event writes which line into which match's lobby (null: none for this payload). */
export type LobbyLineRule<E extends EventName = EventName> = {
  event: E;
  line: (payload: DomainEvents[E]) => (LobbyLine & { matchId: string }) | null;
};
const rule = <E extends EventName>(event: E, line: LobbyLineRule<E>['line']): LobbyLineRule =>
  ({ event, line }) as unknown as LobbyLineRule;

/**
 * The events that post a line. A new kind of line is one entry here (and its texts above); the event must be emitted
 * with `emitInTx` so that the line is written in the change's own transaction, exactly once.
 */
export const LOBBY_LINE_RULES: LobbyLineRule[] = [
  rule('match.resultSubmitted', (p) => ({
    matchId: p.match.id,
    key: 'result_submitted',
    params: { ...score(p.match), by: displayName(p.submitter) },
  })),
  rule('match.resultDecided', (p) => ({
    matchId: p.match.id,
    key:
      p.outcome === 'disputed'
        ? 'result_disputed'
        : p.outcome === 'auto_approved' || !p.by
          ? 'result_auto_approved'
          : 'result_approved',
    params: { ...score(p.match), by: p.by ? displayName(p.by) : '' },
  })),
  rule('match.resultSettled', (p) => ({
    matchId: p.match.id,
    key: p.kind === 'walkover' ? 'result_walkover' : 'result_final',
    params: score(p.match),
  })),
  rule('match.timeProposed', (p) => ({
    matchId: p.match.id,
    key: 'time_proposed',
    params: { by: displayName(p.by), side: sideName(p.match, p.side), times: p.times.map(utc).join(', ') },
  })),
  rule('match.timeAccepted', (p) => ({
    matchId: p.match.id,
    key: 'time_accepted',
    params: { by: displayName(p.by), side: sideName(p.match, p.side), at: utc(p.scheduledAt) },
  })),
  rule('match.timeSet', (p): LobbyLine & { matchId: string } =>
    p.scheduledAt
      ? { matchId: p.match.id, key: 'time_set', params: { at: utc(p.scheduledAt) } }
      : { matchId: p.match.id, key: 'time_cleared', params: {} },
  ),
  rule('match.checkedIn', (p) => ({
    matchId: p.match.id,
    key: 'checked_in',
    params: { by: displayName(p.by), side: sideName(p.match, p.side) },
  })),
  rule('match.forfeitOffered', (p) => ({
    matchId: p.match.id,
    key: 'forfeit_offered',
    params: { side: sideName(p.match, p.side) },
  })),
  rule('match.forfeitAccepted', (p) => ({
    matchId: p.match.id,
    key: 'forfeit_accepted',
    params: { by: displayName(p.by), side: sideName(p.match, p.side) },
  })),
  rule('match.forfeitDeclined', (p) => ({
    matchId: p.match.id,
    key: 'forfeit_declined',
    params: { side: sideName(p.match, p.side) },
  })),
];
