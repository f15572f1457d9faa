import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat, type HeartbeatStream } from './heartbeat.ts';

function stream(sessionId: string) {
  const calls = { pings: 0, ended: 0 };
  const value: HeartbeatStream = {
    sessionId,
    ping: () => calls.pings++,
    end: () => calls.ended++,
  };
  return { value, calls };
}

describe('the heartbeat of live streams', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats each stream once per interval, checking its slot’s sessions in one call', async () => {
    const liveSessions = vi.fn(async (ids: string[]) => new Set(ids));
    const heartbeat = createHeartbeat({ intervalMs: 20_000, liveSessions, onError: () => {} });
    // Two tabs of one session and another member, opened together, then one more a few seconds later.
    const a1 = stream('a');
    const a2 = stream('a');
    const b = stream('b');
    heartbeat.add(a1.value);
    heartbeat.add(a2.value);
    heartbeat.add(b.value);
    await vi.advanceTimersByTimeAsync(5_000);
    const late = stream('c');
    heartbeat.add(late.value);

    await vi.advanceTimersByTimeAsync(15_000);
    expect([a1.calls.pings, a2.calls.pings, b.calls.pings, late.calls.pings]).toEqual([1, 1, 1, 0]);
    expect(liveSessions).toHaveBeenCalledTimes(1);
    expect(liveSessions.mock.calls[0]![0].sort()).toEqual(['a', 'b']);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(late.calls.pings).toBe(1);
    expect(liveSessions).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect([a1.calls.pings, b.calls.pings, late.calls.pings]).toEqual([2, 2, 2]);
    expect(liveSessions).toHaveBeenCalledTimes(4);
  });

  it('ends the streams whose session is gone and keeps the others', async () => {
    const heartbeat = createHeartbeat({
      intervalMs: 1_000,
      liveSessions: async () => new Set(['kept']),
      onError: () => {},
    });
    const kept = stream('kept');
    const gone = stream('gone');
    heartbeat.add(kept.value);
    heartbeat.add(gone.value);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kept.calls).toEqual({ pings: 1, ended: 0 });
    expect(gone.calls).toEqual({ pings: 0, ended: 1 });
  });

  it('keeps the streams when the sessions cannot be checked, and reports why', async () => {
    const onError = vi.fn();
    const heartbeat = createHeartbeat({
      intervalMs: 1_000,
      liveSessions: async () => {
        throw new Error('database unreachable');
      },
      onError,
    });
    const one = stream('one');
    heartbeat.add(one.value);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(one.calls).toEqual({ pings: 1, ended: 0 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('forgets removed streams and runs no timer without streams', async () => {
    const liveSessions = vi.fn(async (ids: string[]) => new Set(ids));
    const heartbeat = createHeartbeat({ intervalMs: 20_000, liveSessions, onError: () => {} });
    const one = stream('one');
    heartbeat.add(one.value);
    expect(heartbeat.size()).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    heartbeat.remove(one.value);
    heartbeat.remove(one.value);
    expect(heartbeat.size()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(one.calls.pings).toBe(0);
    expect(liveSessions).not.toHaveBeenCalled();
  });

  it('does not beat a stream that ended while its session was being checked', async () => {
    let release: (live: Set<string>) => void = () => {};
    const heartbeat = createHeartbeat({
      intervalMs: 1_000,
      liveSessions: () => new Promise((resolve) => (release = resolve)),
      onError: () => {},
    });
    const one = stream('one');
    const other = stream('other');
    heartbeat.add(one.value);
    heartbeat.add(other.value);
    await vi.advanceTimersByTimeAsync(1_000);
    heartbeat.remove(one.value);
    release(new Set());
    await vi.advanceTimersByTimeAsync(0);
    expect(one.calls).toEqual({ pings: 0, ended: 0 });
    expect(other.calls).toEqual({ pings: 0, ended: 1 });
  });
});
