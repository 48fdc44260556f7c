// Runs swiss-pairing's maximum-weight matching off the main thread (see swiss.ts). Plain JavaScript, so that it
// starts the same under tsx, vitest and node.
import { parentPort, workerData } from 'node:worker_threads';
import swissPairing from 'swiss-pairing';

const { maxPerRound, round, participants, matches } = workerData;
parentPort.postMessage(swissPairing({ maxPerRound }).getMatchups(round, participants, matches));
