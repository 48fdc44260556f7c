import {
  COMPLETENESS_WEIGHTS,
  completenessItems,
  completenessStage,
  profileCompleteness,
  type CompletenessInput,
  type CompletenessItem,
} from '@esn/contract/profiles/completeness';
// The contract's index would pull every schema into this chunk (web/build/signedInChunks.ts); a type import costs nothing.
import type { CompletenessStage } from '@esn/contract';

export interface CompletenessView {
  percent: number;
  stage: CompletenessStage;
  items: Record<CompletenessItem, boolean>;
}

/** Checklist order: the weightiest first, so the most useful next step is on top. */
export const CHECKLIST_ORDER: readonly CompletenessItem[] = (
  Object.keys(COMPLETENESS_WEIGHTS) as CompletenessItem[]
).sort((a, b) => COMPLETENESS_WEIGHTS[b] - COMPLETENESS_WEIGHTS[a]);

/** The contract's functions in one place: the same number the server computes, and its checklist. */
export function completenessOf(input: CompletenessInput): CompletenessView {
  const percent = profileCompleteness(input);
  return { percent, stage: completenessStage(percent), items: completenessItems(input) };
}

/** Whether nothing is left to fill in: the one rule behind the "complete" message, the tip and the card's link. */
export const isComplete = (percent: number): boolean => percent >= 100;
