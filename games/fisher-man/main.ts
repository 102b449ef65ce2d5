import '../kit/ui/kit.css';
import './fisher-man.css';
import { fill, h, onStakeClick } from '../kit/ui/dom';
import { pick } from '../kit/locale';
import { cryptoRandom } from '../kit/random';
import { startGame, type GameShell } from '../kit/shell';
import { fisherHowToPlay } from './how-to-play';
import { caster } from './cast-line';
import { aimText, fishSummary, payText } from './messages';
import { stepAim } from './pond';
import { createPondView } from './pond-view';
import { SPECIES } from './rules';
import { fisherStrings } from './strings';

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

const t = pick(fisherStrings);

/** The pond, the aim and the cast, in the shell startGame mounts after the first paint. */
function play(shell: GameShell) {
  const random = cryptoRandom();
  // One media query list, read each frame (shell.reducedMotion() would make a new one each time).
  const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
  let aim = 2;

  const aimLine = h('p', { class: 'fm__aim', 'aria-live': 'polite' });
  const water = h('div', { class: 'visually-hidden' }, h('h2', {}, t.inTheWater), h('ul', {}, ...SPECIES.map((species) => h('li', {}, fishSummary(species)))));
  const castButton = h('button', { type: 'button', class: 'shell__button fm__cast' }, t.cast);
  const previous = h('button', { type: 'button', class: 'shell__button shell__button--ghost fm__step', 'aria-label': t.previousFish }, '‹');
  const next = h('button', { type: 'button', class: 'shell__button shell__button--ghost fm__step', 'aria-label': t.nextFish }, '›');
  fill(shell.actions, previous, castButton, next);

  // The canvas work (sprites, background) runs in a task of its own, after the shell has painted.
  setTimeout(() => {
    const view = createPondView(
      SPECIES.map((species) => payText(species)),
      t.pondLabel,
      () => !motionQuery.matches,
    );
    fill(shell.table, view.element, aimLine, water);

    const setAim = (index: number) => {
      aim = index;
      view.setAim(aim);
      aimLine.textContent = aimText(SPECIES[aim]!);
    };

    const castLine = caster(shell, view, random);

    view.canvas.addEventListener('keydown', (event) => {
      const step = KEY_STEPS[event.key];
      if (step !== undefined) setAim(stepAim(aim, step, SPECIES.length));
      else if (event.key === 'Home' || event.key === 'End') setAim(event.key === 'Home' ? 0 : SPECIES.length - 1);
      // A key held down casts once, as it spins the wheel and the slots once.
      else if (event.key === ' ' || event.key === 'Enter') {
        if (!event.repeat) void castLine(aim);
      } else return;
      event.preventDefault();
    });
    // A tap aims, a tap on the fish aimed at casts; a double click on the fish already aimed at is one cast, not two.
    let aimedByLastClick = false;
    view.canvas.addEventListener('click', (event) => {
      const picked = view.pick(event.clientX, event.clientY);
      if (picked < 0) return;
      const aimed = picked !== aim;
      if (aimed) setAim(picked);
      else if (event.detail < 2 || aimedByLastClick) void castLine(aim);
      aimedByLastClick = aimed;
    });
    previous.addEventListener('click', () => setAim(stepAim(aim, -1, SPECIES.length)));
    next.addEventListener('click', () => setAim(stepAim(aim, 1, SPECIES.length)));
    castButton.addEventListener(
      'click',
      onStakeClick(() => void castLine(aim)),
    );
    setAim(aim);
  }, 0);
}

startGame(() => ({ slug: 'fisher-man', tagline: t.tagline, howToPlay: fisherHowToPlay(), defaultBet: 100 }), play);
