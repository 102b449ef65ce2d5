import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const scripts = Object.keys((JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** npm's own commands and aliases (npm 11, lib/utils/cmd-list.js): `npm publish` beside `npm run publish` misleads. */
const NPM_COMMANDS = new Set(
  (
    'access adduser approve-scripts audit bugs cache ci completion config dedupe deny-scripts deprecate diff dist-tag docs doctor edit exec ' +
    'explain explore find-dupes fund get help help-search init install install-ci-test install-scripts install-test link ll login logout ls ' +
    'org outdated owner pack ping pkg prefix profile prune publish query rebuild repo restart root run sbom search set shrinkwrap stage star ' +
    'stars start stop team test token trust undeprecate uninstall unpublish unstar update version view whoami author home issues info show ' +
    'find add unlink remove rm list ln create upgrade run-script clean-install why x'
  ).split(' '),
);

/** The lifecycle scripts npm runs as commands of its own. */
const LIFECYCLE = new Set(['start', 'test']);

/** Plain names every Node project has; everything else is `group:name`. */
const CONVENTIONAL = new Set(['start', 'build', 'test', 'dev', 'lint', 'format', 'typecheck', 'validate']);

test('every npm script is a conventional name or group:name in kebab-case', () => {
  const odd = scripts.filter((name) => !CONVENTIONAL.has(name) && !/^[a-z]+:[a-z0-9]+(-[a-z0-9]+)*$/.test(name));
  expect(odd).toEqual([]);
});

test("no npm script shares its name with one of npm's own commands, but for the lifecycle ones", () => {
  expect(scripts.filter((name) => NPM_COMMANDS.has(name) && !LIFECYCLE.has(name))).toEqual([]);
});
