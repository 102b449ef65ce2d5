import { LOCALE_TAGS, localePrefix, type Locale } from '../../core/locale';
import { languageLinks } from '../site/language-links';
import { escapeHtml as escape } from '../../core/escape-html';
import { colourTokenCss } from '../../core/colour-tokens';
import { siteStringsOf } from '../../src/content/strings-by-language';

/** The addresses of the sign-in pages in a language. */
export const authPaths = (locale: Locale) => {
  const prefix = localePrefix(locale);
  return {
    signIn: `${prefix}/sign-in`,
    signOut: '/sign-out',
    link: (token: string) => `${prefix}/sign-in/link/${token}`,
    invitation: (token: string) => `${prefix}/invite/${token}`,
  };
};

/** The pages' own CSS: the site's look (dark blue, yellow), every colour a token, a visible focus ring, no motion. */
const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--colour-navy);color:var(--colour-pale);line-height:1.5;display:flex;flex-direction:column}
a{color:var(--colour-yellow)}
:focus-visible{outline:3px solid var(--colour-yellow);outline-offset:3px}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap;padding:1rem 1.25rem;border-bottom:1px solid var(--colour-navy-line)}
header .brand{color:var(--colour-white);font-weight:800;font-size:1.25rem;text-decoration:none}
header .language{color:var(--colour-white);font-weight:700;text-decoration:none;border:2px solid var(--colour-navy-line);border-radius:999px;padding:.4rem .9rem}
main{flex:1;width:100%;max-width:28rem;margin:0 auto;padding:2.5rem 1.25rem}
.card{background:var(--colour-navy-raised);border:1px solid var(--colour-navy-line);border-radius:1rem;padding:1.75rem 1.5rem}
h1{color:var(--colour-white);font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem}
label{display:block;color:var(--colour-white);font-weight:700;margin:1rem 0 .35rem}
.hint{font-size:.9rem;margin:.35rem 0 0}
input{width:100%;font:inherit;padding:.7rem .8rem;border-radius:.5rem;border:2px solid var(--colour-navy-line);background:var(--colour-white);color:var(--colour-ink)}
input[readonly]{background:var(--colour-mist)}
input[aria-invalid="true"]{border-color:var(--colour-error)}
button,.button{display:inline-block;margin-top:1.5rem;width:100%;font:inherit;font-weight:800;text-align:center;text-decoration:none;cursor:pointer;padding:.8rem 1.4rem;border:0;border-radius:999px;background:var(--colour-yellow);color:var(--colour-ink)}
button:hover,.button:hover{background:var(--colour-yellow-light)}
.alert{border-left:4px solid var(--colour-error);background:var(--colour-navy-deep);color:var(--colour-white);padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1rem}
.alert ul{margin:.25rem 0 0;padding-left:1.1rem}
.note{border-left:4px solid var(--colour-success);background:var(--colour-navy-deep);color:var(--colour-white);padding:.75rem 1rem;border-radius:.5rem;margin:0 0 1rem}
footer{padding:1.25rem;text-align:center;border-top:1px solid var(--colour-navy-line)}
`.trim();

/** `pageIn`: the same page in another language, for the header's links to every other language of the list. */
type Layout = { locale: Locale; title: string; body: string; pageIn?: (other: Locale) => string; head?: string };

function page({ locale, title, body, pageIn, head = '' }: Layout): string {
  const text = siteStringsOf(locale).auth;
  const home = localePrefix(locale) || '/';
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | ${escape(text.siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}<style>${colourTokenCss()}
${CSS}</style>
</head>
<body>
<header><a class="brand" href="${home}">${escape(text.siteName)}</a>${pageIn ? languageLinks(locale, pageIn) : ''}</header>
<main><div class="card">
<h1>${escape(title)}</h1>
${body}
</div></main>
<footer><a href="${home}">${escape(text.home)}</a></footer>
</body>
</html>
`;
}

/** A field: its label, input and hint, marked invalid with the message when the form came back with one. */
function field(id: string, label: string, attributes: string, hint?: string) {
  const hintId = hint ? `${id}-hint` : '';
  return `<label for="${id}">${escape(label)}</label><input id="${id}" name="${id}" ${attributes}${hint ? ` aria-describedby="${hintId}"` : ''}>${
    hint ? `<p class="hint" id="${hintId}">${escape(hint)}</p>` : ''
  }`;
}

const alert = (messages: readonly string[], summary: string) =>
  messages.length === 0
    ? ''
    : messages.length === 1
      ? `<div class="alert" role="alert">${escape(messages[0]!)}</div>`
      : `<div class="alert" role="alert">${escape(summary)}<ul>${messages.map((m) => `<li>${escape(m)}</li>`).join('')}</ul></div>`;

/** The sign-in page; `next` is where a successful sign-in leads, `error` what went wrong, `notice` a note (signed out). */
export function renderSignInPage({ locale, next = '', email = '', error, notice }: { locale: Locale; next?: string; email?: string; error?: string; notice?: string }): string {
  const text = siteStringsOf(locale).auth;
  const paths = authPaths(locale);
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const intro = next ? text.signInNeeded : text.signInIntro;
  const body = `${notice ? `<p class="note" role="status">${escape(notice)}</p>` : ''}${alert(error ? [error] : [], text.errorSummary)}
<p>${escape(intro)}</p>
<form method="post" action="${paths.signIn}">
<input type="hidden" name="next" value="${escape(next)}">
${field('email', text.email, `type="email" autocomplete="username" required maxlength="254" value="${escape(email)}"${error ? ' aria-invalid="true"' : ''}`)}
${field('password', text.password, `type="password" autocomplete="current-password" required maxlength="${1024}"${error ? ' aria-invalid="true"' : ''}`)}
<button type="submit">${escape(text.signIn)}</button>
</form>`;
  return page({ locale, title: text.signInTitle, body, pageIn: (other) => authPaths(other).signIn + query });
}

/** The page of a link that was used, expired or never existed; `reasons` say why instead, when this answer is what ended it. */
export function renderLinkGonePage(locale: Locale, reasons: readonly string[] = [siteStringsOf(locale).auth.linkGone]): string {
  const text = siteStringsOf(locale).auth;
  const body = `${reasons.map((reason) => `<p>${escape(reason)}</p>`).join('')}<a class="button" href="${authPaths(locale).signIn}">${escape(text.goToSignIn)}</a>`;
  return page({ locale, title: text.linkGoneTitle, body, pageIn: (other) => authPaths(other).signIn });
}

/**
 * The page a used sign-in link answers: it opens `target` at once. A page of the site's own (not
 * a redirect) makes that a same-site navigation, so the SameSite=Strict cookie goes with it even
 * when the link was opened from another site's page.
 */
export function renderSignedInPage(locale: Locale, target: string): string {
  const text = siteStringsOf(locale).auth;
  const body = `<p role="status">${escape(text.openingPreview)}</p><a class="button" href="${escape(target)}">${escape(text.openPreview)}</a>`;
  return page({ locale, title: text.signedInTitle, body, head: `<meta http-equiv="refresh" content="0; url=${escape(target)}">\n` });
}

/** The invitation form; `email` fixed when the operator named one, `errors` from a refused attempt. */
export function renderInvitationPage({
  locale,
  token,
  email = '',
  fixedEmail = false,
  errors = [],
}: {
  locale: Locale;
  token: string;
  email?: string;
  fixedEmail?: boolean;
  errors?: readonly string[];
}): string {
  const text = siteStringsOf(locale).auth;
  const body = `${alert(errors, text.errorSummary)}
<p>${escape(text.inviteIntro)}</p>
<form method="post" action="${authPaths(locale).invitation(token)}">
${field('email', text.email, `type="email" autocomplete="username" required maxlength="254" value="${escape(email)}"${fixedEmail ? ' readonly' : ''}`)}
${field('password', text.password, `type="password" autocomplete="new-password" required minlength="15" maxlength="256"`, text.passwordHint)}
${field('confirm', text.confirmPassword, 'type="password" autocomplete="new-password" required minlength="15" maxlength="256"')}
<button type="submit">${escape(text.createAccount)}</button>
</form>`;
  return page({ locale, title: text.inviteTitle, body, pageIn: (other) => authPaths(other).invitation(token) });
}

/** The page an editor gets for a generation not granted to them, with a way to sign out. */
export function renderForbiddenPage({ locale, email }: { locale: Locale; email: string }): string {
  const text = siteStringsOf(locale).auth;
  const body = `<p>${escape(text.forbidden(email))}</p><form method="post" action="${authPaths(locale).signOut}"><input type="hidden" name="locale" value="${locale}"><button type="submit">${escape(text.signOut)}</button></form>`;
  return page({ locale, title: text.forbiddenTitle, body });
}
