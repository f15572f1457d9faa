import { asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Theme } from '#common/oracle.ts';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** The default set, seeded on first start; the operator manages them with `npm run admin -- categories …`. */
export const DEFAULT_CATEGORIES: Array<{ name: string; nameTh: string; theme: Theme }> = [
  { name: 'Love & Relationships', nameTh: 'ความรักและความสัมพันธ์', theme: 'love' },
  { name: 'Career & Purpose', nameTh: 'การงานและเป้าหมายชีวิต', theme: 'career' },
  { name: 'Health & Wellbeing', nameTh: 'สุขภาพกายและใจ', theme: 'wellbeing' },
  { name: 'Money & Abundance', nameTh: 'การเงินและความอุดมสมบูรณ์', theme: 'abundance' },
  { name: 'Personal Growth', nameTh: 'การเติบโตภายใน', theme: 'growth' },
  { name: 'Spiritual Path', nameTh: 'เส้นทางจิตวิญญาณ', theme: 'spirit' },
  { name: 'Family & Friends', nameTh: 'ครอบครัวและมิตรภาพ', theme: 'family' },
  { name: 'General Guidance', nameTh: 'คำแนะนำทั่วไป', theme: 'general' },
];

/** Seeds the default categories into an empty table; never touches a table the operator has shaped. */
export async function seedDefaultCategories(db: Db): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if ((row?.count ?? 0) > 0) return;
  await db.insert(categories).values(DEFAULT_CATEGORIES).onConflictDoNothing();
}

export function activeCategories(db: Db) {
  return db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.name));
}

/**
 * The categories as a subquery, for another module's one-statement query (questions join it for each reading's
 * category and theme): PostgreSQL folds it into the outer query, so the join costs what a join on the table costs.
 */
export const categoryNames = new QueryBuilder()
  .select({ id: categories.id, name: categories.name, nameTh: categories.nameTh, theme: categories.theme })
  .from(categories)
  .as('category');

/** Whether the category exists and is active, as an SQL expression for another module's query. */
export const categoryActive = (categoryId: string) =>
  sql<boolean>`exists (select 1 from ${categories} where ${categories.id} = ${categoryId} and ${categories.isActive})`;
