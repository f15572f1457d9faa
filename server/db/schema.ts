import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---- better-auth's tables (field names are the ones its drizzle adapter expects) ----

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  username: text('username').unique(),
  displayUsername: text('display_username'),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// Shared by every server instance, so limits hold behind a load balancer.
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- Ours (docs/product.md §3, ARCHITECTURE.md Data) ----

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  nameTh: text('name_th').notNull(),
  /** Which guidance of a card the category reads (common/oracle.ts THEMES). */
  theme: text('theme', { enum: ['love', 'career', 'wellbeing', 'abundance', 'growth', 'spirit', 'family', 'general'] })
    .notNull()
    .default('general'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    questionText: text('question_text').notNull(),
    answerText: text('answer_text'),
    status: text('status', { enum: ['pending', 'answered'] })
      .notNull()
      .default('pending'),
    cardKey: text('card_key'),
    locale: text('locale', { enum: ['en', 'th'] })
      .notNull()
      .default('en'),
    spentTokens: integer('spent_tokens').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('questions_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('questions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('questions_text_length', sql`char_length(${t.questionText}) between 1 and 2000`),
    check('questions_spent_tokens', sql`${t.spentTokens} >= 0`),
  ],
);

export const tokenBalances = pgTable(
  'token_balances',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokens: integer('tokens').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('token_balances_non_negative', sql`${t.tokens} >= 0`)],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokensGranted: integer('tokens_granted').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    kind: text('kind', { enum: ['purchase', 'test_grant', 'admin_grant'] })
      .notNull()
      .default('purchase'),
    stripeSessionId: text('stripe_session_id'),
    /** The UTC day of a test grant: the unique index below allows one per member per day. */
    grantDay: date('grant_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('purchases_test_grant_day_idx')
      .on(t.userId, t.grantDay)
      .where(sql`${t.kind} = 'test_grant'`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    /** Days after an answer before its follow-up is due (docs/product.md §11); null: follow-ups off. */
    followUpDays: integer('follow_up_days').default(7),
    ...timestamps,
  },
  (t) => [check('profiles_follow_up_days', sql`${t.followUpDays} in (3, 7, 14)`)],
);

// A reading's follow-up (docs/product.md §11): whether it resonated and a note, or dismissed. One row per reading.
export const questionFollowUps = pgTable(
  'question_follow_ups',
  {
    questionId: uuid('question_id')
      .primaryKey()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    resonated: text('resonated', { enum: ['yes', 'partly', 'no'] }),
    note: text('note'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('question_follow_ups_user_idx').on(t.userId),
    check('question_follow_ups_note_length', sql`char_length(${t.note}) <= 500`),
    check('question_follow_ups_answered_or_dismissed', sql`${t.resonated} is not null or ${t.dismissedAt} is not null`),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    mood: text('mood').notNull(),
    entryDate: date('entry_date').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    cardKey: text('card_key'),
    cardMeaning: text('card_meaning'),
    miniReflection: text('mini_reflection'),
    ...timestamps,
  },
  (t) => [
    index('journal_entries_user_date_idx').on(t.userId, t.entryDate.desc()),
    check('journal_entries_content_length', sql`char_length(${t.content}) <= 3000`),
  ],
);

// Each bot-check solution is accepted once, by any instance (altcha-lib has no replay protection).
export const botcheckSolutions = pgTable('botcheck_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Reset-mail requests per email: the server's own limit (docs/product.md §9.2: 3 per email per 15 minutes),
// counted whether or not the email is registered, so the answer reveals nothing.
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_requests_email_idx').on(t.email, t.createdAt)],
);

// The counters of every rate limit (server/http/limits.ts): one fixed window per key, shared by every instance.
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_counters_resets_at_idx').on(t.resetsAt)],
);

// The card of the day (docs/product.md, Card of the day): one row per member and local day, the unique index
// decides which of concurrent first calls draws it.
export const dailyCards = pgTable(
  'daily_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    cardKey: text('card_key').notNull(),
    timeZone: text('time_zone').notNull(),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('daily_cards_user_day_idx').on(t.userId, t.day),
    index('daily_cards_user_card_idx').on(t.userId, t.cardKey),
  ],
);

// How often help was offered (docs/care.md): per UTC day and kind, never the text or the member.
export const careOffers = pgTable(
  'care_offers',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

export const schema = {
  user,
  session,
  account,
  verification,
  rateLimit,
  categories,
  questions,
  tokenBalances,
  purchases,
  profiles,
  journalEntries,
  questionFollowUps,
  botcheckSolutions,
  passwordResetRequests,
  limitCounters,
  dailyCards,
  careOffers,
};
