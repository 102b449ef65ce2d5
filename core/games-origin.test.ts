import { expect, test } from 'vitest';
import { gamesOriginOf, parseGamesOrigin } from './games-origin';

test('no setting means the games share the site origin', () => {
  expect(parseGamesOrigin(undefined)).toBe('');
  expect(parseGamesOrigin('  ')).toBe('');
});

test.each([
  ['http://127.0.0.1:8081', 'http://127.0.0.1:8081'],
  ['http://games.localhost:8080/', 'http://games.localhost:8080'],
  ['https://Games.Example.net:443', 'https://games.example.net'],
])('%s is the origin %s', (value, origin) => {
  expect(parseGamesOrigin(value)).toBe(origin);
});

test.each(['games.example.net', 'ftp://games.example.net', 'https://games.example.net/play', 'https://games.example.net/?x=1', 'https://u:p@games.example.net', 'javascript:alert(1)'])(
  '%s is refused with a message naming the setting',
  (value) => {
    expect(() => parseGamesOrigin(value)).toThrow(/GAMES_ORIGIN must be an http or https origin/);
  },
);

test('a page value that is not an origin counts as none', () => {
  expect(gamesOriginOf('https://games.example.net/x')).toBe('');
  expect(gamesOriginOf(42)).toBe('');
  expect(gamesOriginOf('https://games.example.net')).toBe('https://games.example.net');
});
