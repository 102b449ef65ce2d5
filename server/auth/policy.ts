/**
 * The numbers of signing in, in one place (docs/decisions/031-accounts-and-sign-in.md;
 * docs/preview.md states them).
 */
export const AUTH_POLICY = {
  /** A session ends this long after sign-in, however active. */
  sessionLifetimeMs: 12 * 60 * 60 * 1000,
  /** … or after this long without a request. */
  sessionIdleMs: 2 * 60 * 60 * 1000,
  /** A session's last activity is written at most this often (not at every save). */
  touchEveryMs: 5 * 60 * 1000,
  /** A one-time sign-in link (npm start's, npm run account:link's) works once, within this time. */
  signInLinkMs: 60 * 60 * 1000,
  /** An invitation works once, within this time. */
  invitationMs: 7 * 24 * 60 * 60 * 1000,
  /**
   * How many times in all an invitation that names no email may answer "this email has an
   * account"; the answer that reaches it spends the invitation. Without a bound, its holder could
   * try address after address for a week and learn who has an account here. Three leaves room for
   * a typo or a forgotten account.
   */
  invitationTakenAnswers: 3,
  /** Failed sign-ins allowed per account and per address within `failureWindowMs` … */
  maxFailures: 10,
  failureWindowMs: 10 * 60 * 1000,
  /** Shortest and longest password (NIST SP 800-63B: at least 15 for a password used alone). */
  passwordMin: 15,
  passwordMax: 256,
} as const;
