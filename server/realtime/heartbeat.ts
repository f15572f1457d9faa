/** One open stream, as the heartbeat sees it. */
export type HeartbeatStream = { sessionId: string; ping(): void; end(): void };

export type Heartbeat = {
  /** Beats for this stream about every interval until it is removed. */
  add(stream: HeartbeatStream): void;
  /** Stops beating for this stream; removing it twice, or one never added, does nothing. */
  remove(stream: HeartbeatStream): void;
  size(): number;
};

/** At most this many slots: a tick of a 20 s interval is then 1 s. */
const MAX_SLOTS = 20;
/**
 * The heartbeat of every stream of this instance, on one timer: each stream sits in one of `slots` slots (the slot
 * the wheel just passed when it opened, so its first beat comes one interval later), and every tick
 * (interval ÷ slots) beats one slot: one query answers which of its sessions still live, then those streams get a
 * ping and the others end. A stream thus hears from the server every interval, as before, but the session checks
 * cost one query per tick instead of one full session lookup per stream, and they stay spread over the interval
 * however the streams opened.
 */
export function createHeartbeat({
  intervalMs,
  liveSessions,
  onError,
}: {
  intervalMs: number;
  /** Which of these session ids still belong to a valid session (not signed out, revoked or expired). */
  liveSessions: (ids: string[]) => Promise<Set<string>>;
  onError: (error: unknown) => void;
}): Heartbeat {
  const slots = Math.max(1, Math.min(MAX_SLOTS, Math.round(intervalMs / 1000)));
  const wheel = Array.from({ length: slots }, () => new Set<HeartbeatStream>());
  let cursor = 0;
  let count = 0;
  let timer: NodeJS.Timeout | undefined;

  async function beat(due: Set<HeartbeatStream>) {
    if (due.size === 0) return;
    const streams = [...due];
    let live: Set<string> | undefined;
    try {
      live = await liveSessions([...new Set(streams.map((stream) => stream.sessionId))]);
    } catch (error) {
      // The database is unreachable for a moment: keep the streams, as a client could not tell either.
      onError(error);
    }
    for (const stream of streams) {
      if (!due.has(stream)) continue; // ended meanwhile
      if (!live || live.has(stream.sessionId)) stream.ping();
      else stream.end();
    }
  }

  return {
    add(stream) {
      wheel[(cursor + slots - 1) % slots]!.add(stream);
      count++;
      if (!timer) {
        timer = setInterval(() => {
          const due = wheel[cursor]!;
          cursor = (cursor + 1) % slots;
          void beat(due);
        }, intervalMs / slots);
        timer.unref();
      }
    },
    remove(stream) {
      // A look into at most 20 sets, rather than a remove closure or a slot index kept for each of 10,000 streams.
      if (!wheel.some((slot) => slot.delete(stream))) return;
      count--;
      if (count === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    size: () => count,
  };
}
