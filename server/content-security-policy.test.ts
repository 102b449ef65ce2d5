import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { inlineScriptHashes, siteHeaders } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the inline scripts a page runs are allowed by their hash; data blocks and files need none', () => {
  const loader = `addEventListener('load',()=>import("/assets/index-abc.js"))`;
  const html = [
    `<script type="module">${loader}</script>`,
    '<script type="application/json" id="site-data">{"a":1}</script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    '<script type="module" src="/assets/other.js"></script>',
    `<script type="module">${loader}</script>`,
  ].join('');
  expect(inlineScriptHashes(html)).toEqual([sha256(loader)]);
  expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  // Speculation rules are read, not run, but a policy governs them as it does a script.
  const rules = '{"prerender":[{"source":"document","where":{"href_matches":"/*"}}]}';
  expect(inlineScriptHashes(`${html}<script type="speculationrules">${rules}</script>`)).toEqual([sha256(loader), sha256(rules)]);

  const policy = siteHeaders({ gamesOrigin: '', scriptHashes: inlineScriptHashes(html) })['Content-Security-Policy']!;
  expect(policy).toContain(`script-src 'self' ${sha256(loader)};`);
  expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).toBe(`script-src 'self' ${sha256(loader)}`);
  expect(siteHeaders({ gamesOrigin: '' })['Content-Security-Policy']).toContain("script-src 'self';");
});
