/** Business constants and limits of docs/product.md §9.1, shared by the server and the web app. */
export const LIMITS = {
  questionMaxLength: 2000,
  journalContentMaxLength: 3000,
  usernameMinLength: 3,
  usernameMaxLength: 20,
  passwordResetAttempts: 3,
  passwordResetWindowMinutes: 15,
  waitingPollMs: 2000,
  redirectAfterResetMs: 2000,
  memberRecentQuestions: 5,
  tokenHistoryQuestions: 50,
  testTokenGrant: 20,
  answerLogPageSize: 10,
  linkPickerSize: 50,
  /** The card of the day's note: one line (docs/product.md, Card of the day). */
  dailyNoteMaxLength: 200,
  dailyCardsPageSize: 30,
  /** How many of the member's readings and journal entries a card page links to. */
  cardLinksMax: 20,
  cardStatsTop: 5,
  /** A reading's story line counts the card's earlier draws within these days. */
  cardStoryDays: 30,
  /** A follow-up's note (docs/product.md §11). */
  followUpNoteMaxLength: 500,
  /** The member area's "How did it turn out?" panel lists at most these many due follow-ups. */
  memberDueFollowUps: 5,
} as const;

/** The longest search text of a list page (answer log, journal); the server refuses longer. */
export const SEARCH_MAX_LENGTH = 200;

/** Letters, digits and underscore only (docs/product.md §5.3 Sign-up). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** docs/product.md §5.2 Login: the identifier is an email when it matches a simple email pattern. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
