declare module 'swiss-pairing' {
  type Id = string | null;
  type Participant = { id: string; seed: number; droppedOut?: boolean };
  type PlayedMatch = { round: number; home: { id: string; points: number }; away: { id: Id; points: number } };
  type Options = { maxPerRound?: number; rematchWeight?: number; standingPower?: number; seedMultiplier?: number };
  const factory: (options?: Options) => {
    getMatchups(round: number, participants: Participant[], matches: PlayedMatch[]): { home: string; away: Id }[];
    getStandings(
      round: number,
      participants: Participant[],
      matches: PlayedMatch[],
    ): { id: string; seed: number; wins: number; losses: number; tiebreaker: number }[];
  };
  export default factory;
}
