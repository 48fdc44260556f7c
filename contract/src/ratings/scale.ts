/**
 * The skill rating's one public scale, read by the server (what it stores for sorting) and the web (what it shows).
 * Ratings are OpenSkill's Weng-Lin Plackett-Luce model: each player or team has a mean skill μ (starts at 25) and an
 * uncertainty σ (starts at 25/3). We show the conservative estimate μ − 3σ — the skill we are ~99% sure they have at
 * least — as `1000 + 50 × (μ − 3σ)`: a newcomer shows 1000 and climbs as wins pile up and σ shrinks.
 */
export const RATING_SCALE = { base: 1000, factor: 50 } as const;

/** A rating counts as provisional until this many rated games (σ is still wide before). */
export const RATING_PROVISIONAL_GAMES = 5;

/** How many of the latest history points a rating carries (the chart's points). */
export const RATING_HISTORY_POINTS = 50;

/** μ − 3σ: the conservative estimate (OpenSkill's `ordinal`). */
export const conservativeOf = (mu: number, sigma: number) => mu - 3 * sigma;

/** The familiar number shown to people for a (μ, σ). */
export const displayRating = (mu: number, sigma: number) =>
  Math.round(RATING_SCALE.base + RATING_SCALE.factor * conservativeOf(mu, sigma));

/** The smallest conservative estimate whose display rating (rounded) is at least `min`: a minimum-rating filter. */
export const conservativeAtLeast = (min: number) => (min - RATING_SCALE.base - 0.5) / RATING_SCALE.factor;

export const isProvisional = (games: number) => games < RATING_PROVISIONAL_GAMES;
