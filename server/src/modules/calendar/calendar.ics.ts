import { createEvents, type EventAttributes } from 'ics';
import type { BracketGroupKind, MatchStatus } from '@esn/contract';
import type { Lang } from '../../lib/language';

/** The domain part of every UID: a calendar app keys its events on the whole UID, so it never changes. */
const UID_DOMAIN = 'esportscv';
const HOUR = 3_600_000;

interface FeedMatch {
  id: string;
  status: MatchStatus;
  scheduledAt: Date;
  roundNumber: number;
  groupKind: BracketGroupKind;
  /** The rounds of the match's group (null in a league): see MatchPosition.rounds. */
  rounds: number | null;
  bestOf: number;
  scoreA: number | null;
  scoreB: number | null;
  createdAt: Date;
  updatedAt: Date;
  tournamentName: string | null;
  leagueName: string | null;
  sideA: string | null;
  sideB: string | null;
}

interface FeedTournament {
  id: string;
  name: string;
  status: string;
  registrationDeadline: Date;
  startsAt: Date;
  checkInOpensAt: Date | null;
  checkInClosesAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface FeedLeague {
  id: string;
  name: string;
  startsAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

interface FeedPlayBy {
  tournamentId: string | null;
  leagueId: string | null;
  eventName: string;
  cancelled: boolean;
  roundNumber: number;
  playBy: Date;
  updatedAt: Date;
}

const TEXTS = {
  tr: {
    calName: (site: string) => `${site} maçlarım`,
    tbd: 'Belli değil',
    match: (a: string, b: string, event: string | null) => `Maç: ${a} – ${b}${event ? ` (${event})` : ''}`,
    round: (n: number) => `${n}. tur`,
    week: (n: number) => `${n}. hafta`,
    final: 'Final',
    winnersFinal: 'Üst tablo finali',
    semiFinal: 'Yarı final',
    quarterFinal: 'Çeyrek final',
    losersRound: (n: number) => `Alt tablo ${n}. tur`,
    losersFinal: 'Alt tablo finali',
    grandFinal: 'Büyük final',
    grandFinalReset: 'Büyük final (rövanş)',
    bestOf: (n: number) => `Bo${n}`,
    score: (a: number, b: number) => `Sonuç: ${a} – ${b}`,
    start: (name: string) => `Turnuva başlıyor: ${name}`,
    checkIn: (name: string) => `Check-in: ${name}`,
    registration: (name: string) => `Kayıtlar kapanıyor: ${name}`,
    leagueStart: (name: string) => `Lig başlıyor: ${name}`,
    playBy: (name: string, where: string) => `Son oynanma tarihi: ${name}, ${where}`,
  },
  en: {
    calName: (site: string) => `My ${site} matches`,
    tbd: 'TBD',
    match: (a: string, b: string, event: string | null) => `Match: ${a} vs ${b}${event ? ` (${event})` : ''}`,
    round: (n: number) => `Round ${n}`,
    week: (n: number) => `Week ${n}`,
    final: 'Final',
    winnersFinal: 'Winners final',
    semiFinal: 'Semi-finals',
    quarterFinal: 'Quarter-finals',
    losersRound: (n: number) => `Losers round ${n}`,
    losersFinal: 'Losers final',
    grandFinal: 'Grand final',
    grandFinalReset: 'Grand final (reset)',
    bestOf: (n: number) => `Bo${n}`,
    score: (a: number, b: number) => `Result: ${a} – ${b}`,
    start: (name: string) => `Tournament starts: ${name}`,
    checkIn: (name: string) => `Check-in: ${name}`,
    registration: (name: string) => `Registration closes: ${name}`,
    leagueStart: (name: string) => `League starts: ${name}`,
    playBy: (name: string, where: string) => `Play by: ${name}, ${where}`,
  },
} satisfies Record<Lang, unknown>;

type Texts = (typeof TEXTS)[Lang];

/**
 * A match's round named as the site names it (web: features/tournaments/lib/rounds.ts, with the same words in the
 * locales): "Final", "Semi-finals", "Quarter-finals", "Round 2", the trees of a double elimination, "Week 4".
 */
function roundName(t: Texts, m: Pick<FeedMatch, 'groupKind' | 'roundNumber' | 'rounds' | 'leagueName'>): string {
  const round = m.roundNumber;
  if (m.leagueName || m.groupKind === 'league') return t.week(round);
  const fromEnd = (m.rounds ?? round) - round;
  if (m.groupKind === 'single' || m.groupKind === 'winners') {
    if (fromEnd === 0) return m.groupKind === 'single' ? t.final : t.winnersFinal;
    if (fromEnd === 1) return t.semiFinal;
    if (fromEnd === 2) return t.quarterFinal;
  }
  if (m.groupKind === 'losers') return fromEnd === 0 ? t.losersFinal : t.losersRound(round);
  if (m.groupKind === 'grand_final') return round === 1 ? t.grandFinal : t.grandFinalReset;
  return t.round(round);
}

/**
 * RFC 5545's SEQUENCE must grow with each change of an event: the seconds from the row's creation to its last change
 * do, and stay far below the property's 32-bit limit.
 */
const sequenceOf = (row: { createdAt: Date; updatedAt: Date }) =>
  Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000));

/** A row without a creation time (a play-by deadline): its SEQUENCE counts seconds from a fixed day instead. */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

/** Times are written in UTC (`…Z`): every calendar app shows them in the reader's own zone. */
const utc = { startInputType: 'utc', startOutputType: 'utc', endInputType: 'utc', endOutputType: 'utc' } as const;

function matchUid(id: string) {
  return `match-${id}@${UID_DOMAIN}`;
}
function tournamentUid(id: string, what: 'start' | 'checkin' | 'registration') {
  return `tournament-${id}-${what}@${UID_DOMAIN}`;
}
/** A round's deadline keeps its UID when the organizer moves it (the event and round name it, not the row). */
function playByUid(d: FeedPlayBy) {
  return d.leagueId
    ? `league-${d.leagueId}-week-${d.roundNumber}-playby@${UID_DOMAIN}`
    : `tournament-${d.tournamentId}-round-${d.roundNumber}-playby@${UID_DOMAIN}`;
}

/**
 * The feed as an iCalendar file (made by the `ics` package): one event per match, per tournament its start,
 * check-in window and registration deadline (each after `since`; earlier dates are left out), per league its start,
 * and each round's "play by" deadline. DTSTAMP is the time
 * the file is made (what RFC 5545 asks of a published calendar); LAST-MODIFIED and SEQUENCE follow the rows.
 */
export function buildCalendar(input: {
  lang: Lang;
  siteName: string;
  publicUrl: string;
  since: Date;
  matches: FeedMatch[];
  tournaments: FeedTournament[];
  leagues: FeedLeague[];
  playBy: FeedPlayBy[];
}): string {
  const t = TEXTS[input.lang];
  const events: EventAttributes[] = [];

  for (const m of input.matches) {
    const url = `${input.publicUrl}/matches/${m.id}`;
    const where = roundName(t, m);
    const lines = [m.tournamentName ?? m.leagueName, where, t.bestOf(m.bestOf)];
    if (m.status === 'completed' && m.scoreA !== null && m.scoreB !== null) lines.push(t.score(m.scoreA, m.scoreB));
    lines.push(url);
    events.push({
      ...utc,
      uid: matchUid(m.id),
      sequence: sequenceOf(m),
      lastModified: m.updatedAt.getTime(),
      start: m.scheduledAt.getTime(),
      // A match has no end time: an hour per game of the series is what the calendar blocks.
      end: m.scheduledAt.getTime() + Math.max(1, m.bestOf) * HOUR,
      title: t.match(m.sideA ?? t.tbd, m.sideB ?? t.tbd, m.tournamentName ?? m.leagueName),
      description: lines.filter(Boolean).join('\n'),
      url,
      status: m.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    });
  }

  for (const x of input.tournaments) {
    const url = `${input.publicUrl}/tournaments/${x.id}`;
    const common = {
      ...utc,
      sequence: sequenceOf(x),
      lastModified: x.updatedAt.getTime(),
      url,
      description: `${x.name}\n${url}`,
      status: x.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    } as const;
    const at = (start: Date, end: Date, uid: string, title: string) => {
      if (start.getTime() < input.since.getTime()) return;
      events.push({ ...common, uid, start: start.getTime(), end: end.getTime(), title });
    };
    at(x.startsAt, new Date(x.startsAt.getTime() + HOUR), tournamentUid(x.id, 'start'), t.start(x.name));
    if (x.checkInOpensAt && x.checkInClosesAt && x.checkInClosesAt > x.checkInOpensAt)
      at(x.checkInOpensAt, x.checkInClosesAt, tournamentUid(x.id, 'checkin'), t.checkIn(x.name));
    // A deadline is a moment; a quarter of an hour makes it visible in a day view.
    at(
      x.registrationDeadline,
      new Date(x.registrationDeadline.getTime() + HOUR / 4),
      tournamentUid(x.id, 'registration'),
      t.registration(x.name),
    );
  }

  for (const l of input.leagues) {
    const url = `${input.publicUrl}/leagues/${l.id}`;
    events.push({
      ...utc,
      uid: `league-${l.id}-start@${UID_DOMAIN}`,
      sequence: sequenceOf(l),
      lastModified: l.updatedAt.getTime(),
      start: l.startsAt.getTime(),
      end: l.startsAt.getTime() + HOUR,
      title: t.leagueStart(l.name),
      description: `${l.name}\n${url}`,
      url,
      status: 'CONFIRMED',
    });
  }

  for (const d of input.playBy) {
    const url = d.leagueId
      ? `${input.publicUrl}/leagues/${d.leagueId}`
      : `${input.publicUrl}/tournaments/${d.tournamentId}`;
    const where = d.leagueId ? t.week(d.roundNumber) : t.round(d.roundNumber);
    events.push({
      ...utc,
      uid: playByUid(d),
      sequence: Math.max(0, Math.floor((d.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
      lastModified: d.updatedAt.getTime(),
      start: d.playBy.getTime(),
      end: d.playBy.getTime() + HOUR / 4,
      title: t.playBy(d.eventName, where),
      description: `${d.eventName}\n${where}\n${url}`,
      url,
      status: d.cancelled ? 'CANCELLED' : 'CONFIRMED',
    });
  }

  const { error, value } = createEvents(events, {
    productId: `-//${input.siteName}//Calendar//${input.lang.toUpperCase()}`,
    method: 'PUBLISH',
    calName: t.calName(input.siteName),
  });
  if (error || value === null) throw error ?? new Error('calendar: no output');
  return value;
}
