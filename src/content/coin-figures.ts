import { coinFigures } from '../../core/coin-rules';

/** The coin rules as the English edition writes them, so every English text quotes the same figures. */
export const COIN_FIGURES = coinFigures('en', { once: 'once', times: (count) => `${count} times` });
