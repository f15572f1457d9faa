// Solves an ALTCHA proof-of-work challenge off the main thread, so the page stays responsive.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 });
    self.postMessage({ solution });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
