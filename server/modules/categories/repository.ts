import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
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

/** The theme and names of the category `categoryId` (a column of another module's row), each as an SQL expression. */
export function categoryFieldsOf(categoryId: SQLWrapper) {
  const field = (column: SQLWrapper) =>
    sql<string | null>`(select ${column} from ${categories} where ${categories.id} = ${categoryId})`;
  return { theme: field(categories.theme), name: field(categories.name), nameTh: field(categories.nameTh) };
}

/** Whether the category exists and is active, as an SQL expression for another module's query. */
export const categoryActive = (categoryId: string) =>
  sql<boolean>`exists (select 1 from ${categories} where ${categories.id} = ${categoryId} and ${categories.isActive})`;

/** Every category, active or not, by name (the operator's list). */
export function allCategories(db: Db) {
  return db.select().from(categories).orderBy(categories.name);
}

/** The category with this id, or with this name in any case. */
export async function categoryByIdOrName(db: Db, idOrName: string): Promise<CategoryRow | undefined> {
  const isUuid = /^[0-9a-f-]{36}$/i.test(idOrName);
  const [row] = await db
    .select()
    .from(categories)
    .where(isUuid ? eq(categories.id, idOrName) : eq(sql`lower(${categories.name})`, idOrName.toLowerCase()));
  return row;
}

/** Adds a category; undefined when one of that name exists. */
export async function addCategory(
  db: Db,
  values: { name: string; nameTh: string; theme: Theme },
): Promise<CategoryRow | undefined> {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renameCategory(db: Db, id: string, names: { name: string; nameTh?: string }): Promise<void> {
  await db.update(categories).set(names).where(eq(categories.id, id));
}

export async function setCategoryActive(db: Db, id: string, isActive: boolean): Promise<void> {
  await db.update(categories).set({ isActive }).where(eq(categories.id, id));
}
