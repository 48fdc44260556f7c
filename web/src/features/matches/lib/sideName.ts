/**
 * A side's name beside the score, on up to two lines, broken anywhere: on a phone a side is a third of the width, where
 * one line cut "İstanbul Wolves" to "İstanbul W…" just where the reader must tell which team scored what.
 */
export const SIDE_NAME = 'line-clamp-2 max-w-full [overflow-wrap:anywhere]';
