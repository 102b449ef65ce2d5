import { stakesOf } from '../../core/game-registry';
import { mountShell, type GameShell, type ShellOptions } from './shell';
import { afterFirstPaint } from './ui/dom';

/**
 * Starts a game after the page's first paint: mounts the shell in the page's game element
 * (games/template.html), with the stakes the registry gives the game's slug unless `options`
 * names others, and hands it to `play`, which sets the table. `options` is called then too, so
 * nothing of the game is built before that paint. A game whose rounds resume (Gin Rummy,
 * Mahjong Deluxe) mounts the shell itself: its resume handler closes over its table.
 */
export function startGame(options: () => ShellOptions, play: (shell: GameShell) => void): void {
  afterFirstPaint(() => {
    const given = options();
    play(mountShell(document.getElementById('game')!, { betLimits: stakesOf(given.slug), ...given }));
  });
}
