import { pick } from '../kit/locale';
import type { SlotSymbol } from '../kit/slots/theme';
import { cowboyStrings } from './strings';

/** English names: the kit lays the theme's French names over them (themeText). */
const names = cowboyStrings.en.symbols;
/** The word on the wild symbol's ribbon, in the page's language. */
const wildMark = pick(cowboyStrings).wildMark;

/** Slot Cowboy's symbols, highest pay first: original drawings in a 100 x 100 box. */
export const COWBOY_SYMBOLS: Record<string, SlotSymbol> = {
  badge: {
    ...names.badge,
    art: `<path d="M50 4l11 20 23-1-12 19 12 20-23-1-11 20-11-20-23 1 12-20-12-19 23 1z" fill="#f2c230" stroke="#9a6b00" stroke-width="3" stroke-linejoin="round"/>
<g fill="#f2c230" stroke="#9a6b00" stroke-width="2.5"><circle cx="50" cy="5" r="5"/><circle cx="85" cy="23" r="5"/><circle cx="85" cy="62" r="5"/><circle cx="50" cy="82" r="5"/><circle cx="15" cy="62" r="5"/><circle cx="15" cy="23" r="5"/></g>
<circle cx="50" cy="43" r="14" fill="none" stroke="#9a6b00" stroke-width="3"/>
<rect x="16" y="74" width="68" height="22" rx="6" fill="#7a2e12" stroke="#f2c230" stroke-width="3"/>
<text x="50" y="91" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="17" fill="#f2c230">${wildMark}</text>`,
  },
  nugget: {
    ...names.nugget,
    art: `<path d="M18 70l6-24 18-12 20 4 16-8 10 22-4 22-20 10-26-2z" fill="#f0b90b" stroke="#8a5a00" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M30 48l12 8 14-4 10 10M42 56l-2 18M56 52l6-12" fill="none" stroke="#b07a00" stroke-width="3"/>
<path d="M34 44l8-6 10 2-6 8z" fill="#fff3b0"/>
<path d="M80 10v16M72 18h16M16 14v12M10 20h12M88 54v10M83 59h10" stroke="#fff3b0" stroke-width="3" stroke-linecap="round"/>`,
  },
  hat: {
    ...names.hat,
    art: `<path d="M6 62q10 16 44 16t44-16q-8-4-16 0-10 6-28 6t-28-6q-8-4-16 0z" fill="#8b5a2b" stroke="#4a2c12" stroke-width="3"/>
<path d="M26 62q-2-30 8-40 8-6 16 2 8-8 16-2 10 10 8 40-12 6-24 6t-24-6z" fill="#a56a34" stroke="#4a2c12" stroke-width="3"/>
<path d="M27 52q23 8 46 0l-1 8q-22 8-44 0z" fill="#2a9d8f"/>`,
  },
  horseshoe: {
    ...names.horseshoe,
    art: `<path d="M24 90V50a26 26 0 0 1 52 0v40h-16V50a10 10 0 0 0-20 0v40z" fill="#9aa5b1" stroke="#44505c" stroke-width="3.5" stroke-linejoin="round"/>
<rect x="20" y="84" width="20" height="10" rx="2" fill="#44505c"/><rect x="60" y="84" width="20" height="10" rx="2" fill="#44505c"/>
<g fill="#44505c"><circle cx="32" cy="56" r="3"/><circle cx="32" cy="70" r="3"/><circle cx="68" cy="56" r="3"/><circle cx="68" cy="70" r="3"/><circle cx="38" cy="36" r="3"/><circle cx="62" cy="36" r="3"/></g>`,
  },
  boots: {
    ...names.boots,
    art: `<path d="M30 8h30v50q0 10 10 14l16 6q8 4 8 12v4H28l-4-8z" fill="#7a4a1e" stroke="#3d230c" stroke-width="3" stroke-linejoin="round"/>
<path d="M30 8h30v10H30z" fill="#5a3412"/>
<path d="M36 28q9 8 18 0M36 42q9 8 18 0" fill="none" stroke="#e9c46a" stroke-width="3"/>
<path d="M28 86h66" stroke="#3d230c" stroke-width="4"/>
<circle cx="16" cy="80" r="8" fill="none" stroke="#9aa5b1" stroke-width="3"/><path d="M24 80h6" stroke="#9aa5b1" stroke-width="3"/>`,
  },
  cactus: {
    ...names.cactus,
    art: `<g fill="#2e8b57" stroke="#1b5e3a" stroke-width="3"><rect x="40" y="8" width="20" height="84" rx="10"/><path d="M40 56H28a10 10 0 0 1-10-10V30a6 6 0 0 1 12 0v14h10z"/><path d="M60 46h10V26a6 6 0 0 1 12 0v20a10 10 0 0 1-10 10H60z"/></g>
<path d="M50 16v70M24 32v12M76 28v16" stroke="#7ccf9c" stroke-width="2.5"/>
<path d="M14 94h72" stroke="#d4a373" stroke-width="5" stroke-linecap="round"/>
<circle cx="50" cy="8" r="5" fill="#e76f51"/>`,
  },
  wheel: {
    ...names.wheel,
    art: `<circle cx="50" cy="50" r="40" fill="none" stroke="#6b3e1a" stroke-width="9"/>
<circle cx="50" cy="50" r="40" fill="none" stroke="#44505c" stroke-width="3"/>
<g stroke="#a0682e" stroke-width="5" stroke-linecap="round"><path d="M50 12v76M12 50h76M23 23l54 54M77 23L23 77"/></g>
<circle cx="50" cy="50" r="11" fill="#6b3e1a" stroke="#3d230c" stroke-width="3"/>
<circle cx="50" cy="50" r="4" fill="#e9c46a"/>`,
  },
  canteen: {
    ...names.canteen,
    art: `<path d="M20 30Q50 -4 80 30" fill="none" stroke="#6b3e1a" stroke-width="5"/>
<circle cx="50" cy="58" r="34" fill="#2a9d8f" stroke="#1d5f57" stroke-width="4"/>
<circle cx="50" cy="58" r="24" fill="none" stroke="#a8dadc" stroke-width="3" stroke-dasharray="6 5"/>
<rect x="42" y="14" width="16" height="14" rx="3" fill="#8b5a2b" stroke="#3d230c" stroke-width="2.5"/>
<ellipse cx="38" cy="46" rx="6" ry="9" fill="#a8dadc" opacity="0.55"/>`,
  },
  lasso: {
    ...names.lasso,
    art: `<ellipse cx="50" cy="42" rx="36" ry="26" fill="none" stroke="#c9a227" stroke-width="7"/>
<ellipse cx="50" cy="42" rx="36" ry="26" fill="none" stroke="#8a6d12" stroke-width="2" stroke-dasharray="4 6"/>
<path d="M72 62q6 14-8 20t-10 14" fill="none" stroke="#c9a227" stroke-width="7" stroke-linecap="round"/>
<circle cx="70" cy="62" r="6" fill="#8a6d12"/>`,
  },
};
