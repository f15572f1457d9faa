import type { FastifyBaseLogger } from 'fastify';
import { THEMES, type CardKey, type Theme } from '#common/oracle.ts';
import { isLocale } from '#common/locales.ts';
import { screen } from '#common/care/screen.ts';
import type { Helplines } from '#common/schemas/care.ts';
import { DEFAULT_HELPLINES } from '../modules/care/helplines.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { claimPendingQuestions, writeAnswer, type ClaimedQuestion } from '../modules/questions/repository.ts';
import { composeReading, composeWithInterpretation, drawCard } from './composer.ts';
import { interpretWithLlm, type LlmConfig } from './llm.ts';

export type WorkerOptions = {
  database: Database;
  log: FastifyBaseLogger;
  leaseSeconds: number;
  sweepMs: number;
  /** A reading is never written sooner than this after the question was asked (the shuffle has time to show). */
  readingDelayMs: number;
  llm?: LlmConfig;
  /** Named in a reading whose question screens as crisis (the member chose to continue past the help card). */
  helplines?: Helplines;
  batchSize?: number;
  /** Tests only (ORACLE_DRAW_ONLY): draw among these cards. */
  drawOnly?: readonly CardKey[];
};

export type ReadingWorker = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Claims and answers what is due now; answers how many questions it answered. */
  runOnce(): Promise<number>;
};

/** The worker's settings from the configuration: the same for the in-process worker and `npm run worker`. */
export function workerSettings(config: Config) {
  return {
    leaseSeconds: config.workerLeaseSeconds,
    sweepMs: config.workerSweepMs,
    readingDelayMs: config.readingDelayMs,
    llm: config.llm,
    drawOnly: config.drawOnly,
    helplines: config.helplines,
  };
}

/**
 * Pending questions are the queue. A worker claims a batch with FOR UPDATE SKIP LOCKED and a lease;
 * an expired lease (a worker that died mid-reading) is claimed again. The answer is written only while
 * the question is still pending, so no question is ever answered twice.
 */
export function createReadingWorker(options: WorkerOptions): ReadingWorker {
  const { database, log, leaseSeconds, sweepMs, readingDelayMs, llm, batchSize = 20, drawOnly } = options;
  const helplines = options.helplines ?? DEFAULT_HELPLINES;
  const db = database.db;
  let started = false;
  let stopping = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const inFlight = new Set<Promise<unknown>>();

  async function answer(question: ClaimedQuestion): Promise<boolean> {
    const locale = isLocale(question.locale) ? question.locale : 'en';
    const theme: Theme = (THEMES as readonly string[]).includes(question.theme ?? '')
      ? (question.theme as Theme)
      : 'general';
    const categoryName = locale === 'th' ? question.category_name_th : question.category_name;
    const card = drawCard(drawOnly);
    // Screened again rather than flagged on the row: no mark of crisis is ever stored (docs/care.md).
    const care = screen(question.question_text) ? helplines[locale] : undefined;
    const input = { card, theme, locale, categoryName, care } as const;
    const interpretation = llm ? await interpretWithLlm(llm, { ...input, question: question.question_text }) : null;
    const text = interpretation ? composeWithInterpretation(input, interpretation) : composeReading(input);

    const due = new Date(question.created_at).getTime() + readingDelayMs - Date.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));

    return writeAnswer(db, question.id, { text, cardKey: card.key });
  }

  async function runOnce(): Promise<number> {
    let answered = 0;
    for (;;) {
      const batch = await claimPendingQuestions(db, { limit: batchSize, leaseSeconds });
      const results = await Promise.allSettled(batch.map(answer));
      for (const [i, result] of results.entries()) {
        if (result.status === 'fulfilled') answered += result.value ? 1 : 0;
        // The lease expires and another pass retries it.
        else log.error({ err: result.reason, questionId: batch[i]?.id }, 'reading failed');
      }
      if (batch.length < batchSize || stopping) return answered;
    }
  }

  // Coalesces wake-ups: one pass at a time, and one more if woken during a pass.
  function wake() {
    if (!started || stopping) return;
    if (running) {
      again = true;
      return;
    }
    const pass: Promise<void> = runOnce()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'reading worker pass failed'))
      .finally(() => {
        inFlight.delete(pass);
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
    running = pass;
    // Tracked by its own reference: stop() waits for every pass, including one started by a re-wake.
    inFlight.add(pass);
  }

  return {
    runOnce,
    async start() {
      started = true;
      stopping = false;
      unlisten = await database.listen('questions_pending', wake);
      sweepTimer = setInterval(wake, sweepMs);
      sweepTimer.unref();
      wake();
    },
    async stop() {
      stopping = true;
      clearInterval(sweepTimer);
      await unlisten?.();
      await Promise.allSettled([...inFlight]);
    },
  };
}
