import type { BrowserContext } from 'playwright-core';

/**
 * Records, for every page and frame of `context` whatever its origin, each Content-Security-Policy
 * violation the browser reports (the `securitypolicyviolation` event) and each console error about
 * one. Call before the context opens a page; the returned list fills as the pages run.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => violations.push(`${text} (in ${frame.url()})`));
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    window.addEventListener('securitypolicyviolation', (event) => report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`), true);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to (load|execute|apply|frame|evaluate|connect)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
