import { pick } from '../kit/locale';
import type { SlotSymbol } from '../kit/slots/theme';
import { kongfuStrings } from './strings';

/** English names: the kit lays the theme's French names over them (themeText). */
const names = kongfuStrings.en.symbols;
/** The word on the wild symbol's ribbon, in the page's language. */
const wildMark = pick(kongfuStrings).wildMark;

/** Slot Kongfu's symbols, highest pay first: original drawings in a 100 x 100 box. */
export const KONGFU_SYMBOLS: Record<string, SlotSymbol> = {
  dragon: {
    ...names.dragon,
    art: `<circle cx="50" cy="40" r="36" fill="#ffd447" stroke="#b8860b" stroke-width="4"/>
<path d="M22 30q-6-10 0-18 2 8 8 10zM20 44q-10-4-12-14 8 2 12 6zM24 56q-10 2-16-6 8-2 14 0z" fill="#1f7a4d"/>
<path d="M24 54q-6-20 8-32 14-10 30-4l16 6q8 3 6 10l-10 3 8 6q-2 7-12 5l-16-3q-6 10-18 11-8 0-12-2z" fill="#c8102e" stroke="#7a0a1a" stroke-width="2" stroke-linejoin="round"/>
<path d="M40 20q-4-14 6-18-2 9 2 15zM50 18q2-12 12-12-5 6-6 13z" fill="#ffd447" stroke="#b8860b" stroke-width="1.5"/>
<circle cx="55" cy="30" r="5" fill="#fff"/><circle cx="56.5" cy="30" r="2.5" fill="#111"/>
<path d="M82 38q10 2 12 12M76 46q6 8 4 16" stroke="#1f7a4d" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M60 47l3 4 3-4 3 4 3-4" stroke="#fff" stroke-width="2" fill="none" stroke-linejoin="round"/>
<path d="M32 40q6 4 14 2" stroke="#ffd447" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<rect x="18" y="74" width="64" height="22" rx="6" fill="#c8102e" stroke="#ffd447" stroke-width="3"/>
<text x="50" y="91" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="900" font-size="17" fill="#ffd447">${wildMark}</text>`,
  },
  gong: {
    ...names.gong,
    art: `<path d="M10 18h80" stroke="#7a3b12" stroke-width="8" stroke-linecap="round"/>
<path d="M18 18v74M82 18v74" stroke="#7a3b12" stroke-width="7" stroke-linecap="round"/>
<path d="M36 18l8 12M64 18l-8 12" stroke="#3b1d08" stroke-width="2.5"/>
<circle cx="50" cy="56" r="27" fill="#e0a526" stroke="#8a5a00" stroke-width="3"/>
<circle cx="50" cy="56" r="17" fill="none" stroke="#fff2b0" stroke-width="3"/>
<circle cx="50" cy="56" r="7" fill="#b9771a"/>
<path d="M70 80l14 12" stroke="#3b1d08" stroke-width="4" stroke-linecap="round"/>
<circle cx="68" cy="78" r="5" fill="#c8102e"/>`,
  },
  master: {
    ...names.master,
    art: `<circle cx="50" cy="20" r="11" fill="#f2c28b"/>
<path d="M40 8q10-8 20 0" fill="#1c1c1c"/>
<rect x="38.5" y="14" width="23" height="5" fill="#c8102e"/>
<path d="M61 16l12-4-3 8z" fill="#c8102e"/>
<path d="M36 34h28l-3 30H39z" fill="#1c1c1c"/>
<path d="M38 38L18 50M62 38l22-4" stroke="#1c1c1c" stroke-width="9" stroke-linecap="round"/>
<circle cx="16" cy="51" r="6" fill="#f2c28b"/><circle cx="86" cy="34" r="6" fill="#f2c28b"/>
<path d="M40 62L24 90M60 62l16 28" stroke="#1c1c1c" stroke-width="10" stroke-linecap="round"/>
<rect x="37" y="56" width="26" height="5" fill="#ffd447"/>`,
  },
  lantern: {
    ...names.lantern,
    art: `<path d="M50 4v10" stroke="#5a2d0c" stroke-width="3"/>
<rect x="36" y="12" width="28" height="8" rx="2" fill="#ffd447"/>
<ellipse cx="50" cy="48" rx="32" ry="30" fill="#d7182a"/>
<path d="M50 18c-14 8-14 52 0 60M50 18c14 8 14 52 0 60" fill="none" stroke="#8e0c1a" stroke-width="3"/>
<rect x="36" y="76" width="28" height="8" rx="2" fill="#ffd447"/>
<path d="M46 84v12M50 84v14M54 84v12" stroke="#ffd447" stroke-width="2.5"/>
<ellipse cx="38" cy="38" rx="5" ry="9" fill="#ff6b6b" opacity="0.6"/>`,
  },
  pagoda: {
    ...names.pagoda,
    art: `<path d="M50 4v8" stroke="#ffd447" stroke-width="3"/>
<path d="M30 24q20-14 40 0l6 2H24z" fill="#1f7a4d"/>
<rect x="36" y="26" width="28" height="14" fill="#c8102e"/>
<path d="M20 46q30-12 60 0l6 2H14z" fill="#1f7a4d"/>
<rect x="28" y="48" width="44" height="16" fill="#c8102e"/>
<path d="M10 70q40-12 80 0l6 2H4z" fill="#1f7a4d"/>
<rect x="20" y="72" width="60" height="22" fill="#c8102e"/>
<rect x="43" y="78" width="14" height="16" rx="7" fill="#3b1d08"/>
<path d="M44 30h12M38 54h24" stroke="#ffd447" stroke-width="3"/>`,
  },
  fan: {
    ...names.fan,
    art: `<path d="M50 86L8 44a60 60 0 0 1 84 0z" fill="#f6e7c1" stroke="#8e0c1a" stroke-width="3"/>
<path d="M50 86L8 44M50 86L18 30M50 86L33 20M50 86V16M50 86l17-66M50 86l32-56M50 86l42-42" stroke="#8e0c1a" stroke-width="2"/>
<path d="M16 38a52 52 0 0 1 68 0" fill="none" stroke="#c8102e" stroke-width="6"/>
<circle cx="56" cy="46" r="7" fill="#c8102e"/>
<circle cx="50" cy="86" r="5" fill="#ffd447" stroke="#8e0c1a" stroke-width="2"/>`,
  },
  coin: {
    ...names.coin,
    art: `<circle cx="50" cy="50" r="40" fill="#2fa56f" stroke="#145c3a" stroke-width="4"/>
<circle cx="50" cy="50" r="31" fill="none" stroke="#b9f0d3" stroke-width="2.5"/>
<rect x="38" y="38" width="24" height="24" fill="#0b3d2a" stroke="#b9f0d3" stroke-width="2.5"/>
<path d="M50 16v10M50 74v10M16 50h10M74 50h10" stroke="#b9f0d3" stroke-width="4" stroke-linecap="round"/>`,
  },
  bamboo: {
    ...names.bamboo,
    art: `<g stroke-linecap="round"><path d="M34 94V10" stroke="#4c9a2a" stroke-width="12"/><path d="M56 94V24" stroke="#6bbf3a" stroke-width="11"/><path d="M74 94V40" stroke="#4c9a2a" stroke-width="9"/></g>
<path d="M27 36h14M27 64h14M50 50h12M50 76h12M69 62h10" stroke="#2c5e17" stroke-width="3"/>
<path d="M40 30q14-12 26-8-12 10-26 8zM62 44q12-14 26-10-14 10-26 10z" fill="#2c5e17"/>`,
  },
  teapot: {
    ...names.teapot,
    art: `<ellipse cx="48" cy="60" rx="30" ry="26" fill="#f4f7fb" stroke="#1d4e89" stroke-width="4"/>
<path d="M76 54q18-6 20-20" fill="none" stroke="#1d4e89" stroke-width="6" stroke-linecap="round"/>
<path d="M20 48q-16 4-12 20 4 10 14 6" fill="none" stroke="#1d4e89" stroke-width="6"/>
<ellipse cx="48" cy="34" rx="18" ry="6" fill="#1d4e89"/>
<circle cx="48" cy="26" r="5" fill="#1d4e89"/>
<path d="M30 62q18 14 36 0" fill="none" stroke="#1d4e89" stroke-width="3"/>
<circle cx="48" cy="56" r="5" fill="#1d4e89"/>`,
  },
};
