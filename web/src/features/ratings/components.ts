// The ratings feature's public entry for its components.
export { RatingsCard } from './components/RatingsCard';
export { RatingLeaderboardSection } from './components/RatingLeaderboardSection';
