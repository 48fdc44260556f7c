import type { KeyboardEvent } from 'react';

/** Ctrl+Enter (⌘+Enter on a Mac) in a text box: send it, as in the comment box and the wall's composer. */
export const isSendChord = (e: KeyboardEvent) => e.key === 'Enter' && (e.ctrlKey || e.metaKey);
