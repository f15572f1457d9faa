import type { FastifyBaseLogger } from 'fastify';
import type { QuestionEvent } from '#common/schemas/questions.ts';
import type { Database } from '../db/client.ts';
import { questionState } from '../modules/questions/repository.ts';
import { cardByKey } from '../oracle/deck/index.ts';

/** One stream of a member: `send` gets the event's JSON, serialized once for all of that member's streams. */
export type Subscriber = { send(json: string): void; resync(): void };

export type QuestionEventHub = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Receives the live state of the member's own questions only, until unsubscribed. */
  subscribe(userId: string, subscriber: Subscriber): void;
  /** Unsubscribing twice, or what was never subscribed, does nothing. */
  unsubscribe(userId: string, subscriber: Subscriber): void;
  streamCount(): number;
  /** How many streams this member has open on this instance. */
  streamsOf(userId: string): number;
};

/**
 * Fans `question_events` notifications (from the trigger on `questions`, so from any instance or worker)
 * out to this instance's streams of the question's owner. The row is read once per notification, and
 * only when that member has a stream here.
 */
export function createQuestionEventHub({
  database,
  log,
}: {
  database: Database;
  log: FastifyBaseLogger;
}): QuestionEventHub {
  const byUser = new Map<string, Set<Subscriber>>();
  let unlisten: (() => Promise<void>) | undefined;
  let stopReconnect: (() => void) | undefined;
  let count = 0;

  async function onNotification(payload: string) {
    let note: { id?: string; user_id?: string };
    try {
      note = JSON.parse(payload);
    } catch {
      return;
    }
    const subscribers = note.user_id ? byUser.get(note.user_id) : undefined;
    if (!note.id || !subscribers?.size) return;
    try {
      const row = await questionState(database.db, note.id);
      if (!row || row.userId !== note.user_id) return;
      const card = row.cardKey ? cardByKey(row.cardKey) : undefined;
      const event: QuestionEvent = {
        id: row.id,
        status: row.status,
        answer_text: row.answerText,
        card: card ? { key: card.key, name: card.en.name, name_th: card.th.name } : null,
      };
      const json = JSON.stringify(event);
      for (const subscriber of subscribers) subscriber.send(json);
    } catch (error) {
      log.error({ err: error }, 'could not read a question for its live update');
    }
  }

  return {
    async start() {
      unlisten = await database.listen('question_events', (payload) => void onNotification(payload));
      // Notifications sent while the listener was reconnecting are lost: tell every client to catch up.
      stopReconnect = database.onListenerReconnect(() => {
        for (const subscribers of byUser.values()) for (const subscriber of subscribers) subscriber.resync();
      });
    },
    async stop() {
      stopReconnect?.();
      await unlisten?.();
    },
    subscribe(userId, subscriber) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      if (set.has(subscriber)) return;
      set.add(subscriber);
      count++;
    },
    unsubscribe(userId, subscriber) {
      const set = byUser.get(userId);
      if (!set?.delete(subscriber)) return;
      count--;
      if (set.size === 0) byUser.delete(userId);
    },
    streamCount: () => count,
    streamsOf: (userId) => byUser.get(userId)?.size ?? 0,
  };
}
