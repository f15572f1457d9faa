import { desc, sql } from 'drizzle-orm';
import type { CareKind } from '#common/care/screen.ts';
import type { Db } from '../../db/client.ts';
import { careOffers } from '../../db/schema.ts';

/** Counts one offer of help for today (UTC) and its kind; nothing else is kept (docs/care.md). */
export async function recordCareOffer(db: Db, kind: CareKind): Promise<void> {
  await db
    .insert(careOffers)
    .values({ day: sql`(now() at time zone 'utc')::date`, kind, count: 1 })
    .onConflictDoUpdate({ target: [careOffers.day, careOffers.kind], set: { count: sql`${careOffers.count} + 1` } });
}

/** The latest days' counts, newest first, for `npm run admin -- care stats`. */
export async function careOfferStats(
  db: Db,
  days: number,
): Promise<Array<{ day: string; kind: string; count: number }>> {
  return db
    .select({ day: careOffers.day, kind: careOffers.kind, count: careOffers.count })
    .from(careOffers)
    .where(sql`${careOffers.day} > (now() at time zone 'utc')::date - ${days}::int`)
    .orderBy(desc(careOffers.day), careOffers.kind);
}
