import { coinFigures } from '../../../core/coin-rules';

/** The coin rules as the French edition writes them: « 10 000 », « une fois ». */
export const COIN_FIGURES_FR = coinFigures('fr', { once: 'une fois', times: (count) => `${count} fois` });
