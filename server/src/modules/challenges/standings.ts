/** Everyone's place in a ranking as the database sends it: fixed-width fields, no row objects (see leaderboard.repository). */
export type Places = { by_id: string; xp_by_id: string; xp_desc: string };
export const ID_WIDTH = 36;
export const XP_WIDTH = 10;

/** The number written in `width` decimal digits at `at` (the fields are zero-padded): no substring, no Number(). */
function digitsAt(s: string, at: number, width: number): number {
  let v = 0;
  for (let k = 0; k < width; k++) v = v * 10 + (s.charCodeAt(at + k) - 48);
  return v;
}

/**
 * Everyone's XP in one ranking, changed in place as XP is awarded: the ids in id order with their XP beside them
 * (a reader's XP is a binary search), and every XP best first (his rank is 1 + how many have more, a binary search
 * too). A raise or a newcomer moves one stretch of each typed array by one slot (`copyWithin`, a memmove): at 100k
 * people a fraction of a millisecond, where reading the ranking again costs the database half a second.
 *
 * XP only grows (awards are positive), so a total is applied as the larger of the kept and the given one: applying
 * the same total twice, or an older one after a newer, changes nothing.
 */
export class Standings {
  private ids: string[];
  private xpById: Float64Array;
  private desc: Float64Array;
  private n: number;

  private constructor(ids: string[], xpById: Float64Array, desc: Float64Array) {
    this.ids = ids;
    this.xpById = xpById;
    this.desc = desc;
    this.n = ids.length;
  }

  static fromPlaces(places: Places): Standings {
    const n = places.by_id.length / ID_WIDTH;
    const ids = new Array<string>(n);
    // Room to grow, so that newcomers rarely reallocate.
    const capacity = n + 64 + (n >> 4);
    const xpById = new Float64Array(capacity);
    const desc = new Float64Array(capacity);
    for (let i = 0; i < n; i++) {
      ids[i] = places.by_id.slice(i * ID_WIDTH, (i + 1) * ID_WIDTH);
      xpById[i] = digitsAt(places.xp_by_id, i * XP_WIDTH, XP_WIDTH);
      desc[i] = digitsAt(places.xp_desc, i * XP_WIDTH, XP_WIDTH);
    }
    return new Standings(ids, xpById, desc);
  }

  /** From (id, XP) pairs in any order (tests; a small ranking). */
  static of(entries: Iterable<readonly [string, number]>): Standings {
    const s = new Standings([], new Float64Array(16), new Float64Array(16));
    for (const [id, xp] of entries) s.raise(id, xp);
    return s;
  }

  get size(): number {
    return this.n;
  }

  xpOf(id: string): number | undefined {
    const i = this.indexOf(id);
    return i < this.n && this.ids[i] === id ? this.xpById[i] : undefined;
  }

  /** How many have more XP than `xp`: the competition rank is one more. Also where `xp` goes in the best-first order. */
  countAbove(xp: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.desc[mid]! > xp) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Sets `id`'s XP to `xp` unless it already has as much: true when something changed. */
  raise(id: string, xp: number): boolean {
    if (!(xp > 0)) return false;
    const i = this.indexOf(id);
    if (i < this.n && this.ids[i] === id) {
      const old = this.xpById[i]!;
      if (xp <= old) return false;
      this.xpById[i] = xp;
      // One `old` leaves the best-first order and `xp` enters before it: the stretch between moves down one slot.
      const from = this.countAbove(old);
      const to = this.countAbove(xp);
      this.desc.copyWithin(to + 1, to, from);
      this.desc[to] = xp;
      return true;
    }
    if (this.n === this.xpById.length) this.grow();
    this.ids.splice(i, 0, id);
    this.xpById.copyWithin(i + 1, i, this.n);
    this.xpById[i] = xp;
    const to = this.countAbove(xp);
    this.desc.copyWithin(to + 1, to, this.n);
    this.desc[to] = xp;
    this.n++;
    return true;
  }

  /** The first place whose id is not below `id` (ids compare as strings: lowercase UUIDs sort as PostgreSQL's uuid). */
  private indexOf(id: string): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.ids[mid]! < id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private grow(): void {
    const capacity = Math.max(16, this.xpById.length * 2);
    const xpById = new Float64Array(capacity);
    xpById.set(this.xpById.subarray(0, this.n));
    const desc = new Float64Array(capacity);
    desc.set(this.desc.subarray(0, this.n));
    this.xpById = xpById;
    this.desc = desc;
  }
}
