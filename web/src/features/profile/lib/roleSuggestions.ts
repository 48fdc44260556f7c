import type { Game } from '@esn/contract';

/**
 * Common in-game roles offered as suggestions while typing. Roles stay free text (the contract stores what the
 * player typed), and these are the scene's own words, the same in Turkish and English.
 */
export const ROLE_SUGGESTIONS: Partial<Record<Game, readonly string[]>> = {
  valorant: ['Duelist', 'Initiator', 'Controller', 'Sentinel', 'IGL', 'Flex'],
  cs2: ['Entry Fragger', 'AWPer', 'Lurker', 'Support', 'IGL', 'Rifler'],
  lol: ['Top', 'Jungle', 'Mid', 'ADC', 'Support'],
  dota2: ['Carry', 'Mid', 'Offlane', 'Soft Support', 'Hard Support'],
  pubg: ['Fragger', 'Scout', 'Support', 'IGL', 'Sniper'],
  pubg_mobile: ['Fragger', 'Scout', 'Support', 'IGL', 'Sniper'],
  apex: ['Fragger', 'Support', 'IGL', 'Recon'],
  overwatch2: ['Tank', 'DPS', 'Support', 'Flex'],
  r6: ['Entry', 'Support', 'Flex', 'Anchor', 'Roamer', 'IGL'],
  rocket_league: ['Striker', 'Midfielder', 'Goalkeeper'],
  mlbb: ['Gold Lane', 'EXP Lane', 'Mid', 'Jungler', 'Roamer'],
};
