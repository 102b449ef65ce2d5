/**
 * The site's words that are not editable content: the sign-in pages', the stake ranges' and the
 * editor's own words in each language. Each language has one module of them beside its content
 * edition (`default-strings.ts`, `fr/default-strings.ts`), listed in strings-by-language.ts.
 */
export type SiteStrings = {
  /** How one game's stake range is worded, and what separates two ranges (stake-ranges.ts). */
  stakeRanges: { range: (title: string, min: string, max: string, step: string) => string; separator: string };
  /** The history dialog's words for loading earlier pages, in the edition the editor is working on. */
  earlierChanges: { button: string; loading: string; failed: string; folded: string };
  /** The history dialog when the session has ended: what happened, and the link to sign in again. */
  historySignedOut: { text: string; link: string };
  /** The publish dialog's warning above the list of colours whose text falls under WCAG AA's contrast. */
  publishLowContrast: string;
  /** The publish dialog's refusal while some of the editor's changes are kept on the page, not yet saved (offline, signed out). */
  publishUnsaved: string;
  /** Every word of the sign-in, invitation and link pages. */
  auth: AuthText;
};

/** Every word of the sign-in, invitation and link pages, in each language. */
export type AuthText = {
  siteName: string;
  home: string;
  signInTitle: string;
  signInIntro: string;
  signInNeeded: string;
  email: string;
  password: string;
  passwordHint: string;
  confirmPassword: string;
  signIn: string;
  signOut: string;
  signedOut: string;
  wrongCredentials: string;
  tooManyAttempts: (minutes: number) => string;
  crossSite: string;
  linkGoneTitle: string;
  linkGone: string;
  goToSignIn: string;
  signedInTitle: string;
  openingPreview: string;
  openPreview: string;
  inviteTitle: string;
  inviteIntro: string;
  createAccount: string;
  badEmail: string;
  shortPassword: (min: number) => string;
  longPassword: (max: number) => string;
  passwordsDiffer: string;
  emailTaken: string;
  /** After "taken", on an invitation whose invitee chooses the email: how many more such answers it gives before it stops working. */
  invitationTakenLeft: (left: number) => string;
  /** The answer that spends such an invitation (AUTH_POLICY.invitationTakenAnswers): it no longer works, and whom to ask. */
  invitationSpent: string;
  forbiddenTitle: string;
  forbidden: (email: string) => string;
  errorSummary: string;
};
