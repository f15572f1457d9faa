// The benchmark's child server: exactly `server/main.ts` (configuration from the environment), started as
// `node --import tsx bench/serve.ts` so that tools which stop `server/main.ts` processes by name (a dev server being
// restarted in another terminal) leave the benchmark's server alone.
import '../server/main.ts';
