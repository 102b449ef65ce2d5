import type { Strings } from '../kit/locale';
import { coinStrings } from '../kit/strings';
import type { Call } from './rules';

const en = {
  tagline: 'Call the next card: higher or lower?',
  currentCard: 'Current card',
  /** Each call's name: its button starts with it, and the odds table's column shows it. */
  calls: { higher: 'Higher', lower: 'Lower' } satisfies Record<Call, string>,
  chooseBet: 'Choose your bet, then call.',
  streak: (count: number) => `Right calls in a row: ${count}`,
  /** The aces and kings set aside, ranks in lower case; appended to a message. */
  setAside: (ranks: string[]) => ` (Set aside: ${ranks.join(', ')}.)`,
  /** The card the next call is on, when aces or kings were set aside first; appended to a message. */
  nowCalling: (card: string) => ` Now calling on the ${card}.`,
  firstCard: (card: string) => `The first card is the ${card}.`,
  won: (card: string, amount: number) => `Right! The ${card}. You win ${coinStrings.en.count(amount)}.`,
  /** A right call the daily winnings limit held back in full. */
  wonCapped: (card: string, stake: string) => `Right! The ${card}. Today's winnings limit is reached, so only your ${stake} coins come back.`,
  /** A call whose round was already settled elsewhere. */
  notPaid: (card: string) => `The ${card}. This call was already settled, so nothing more was paid for it.`,
  push: (card: string, amount: string) => `The ${card}: same rank, a push. Your ${amount} coins come back.`,
  lost: (card: string, call: Call, from: string, amount: string) => `The ${card}: not ${call} than the ${from}. You lose ${amount} coins.`,
};

/** What the High Low table says: its tagline, buttons and the result of each call. */
export const highLowStrings: Strings<typeof en> = {
  en,
  fr: {
    tagline: 'La prochaine carte sera-t-elle plus haute ou plus basse\u202f?',
    currentCard: 'Carte en jeu',
    calls: { higher: 'Plus haut', lower: 'Plus bas' },
    chooseBet: 'Choisissez votre mise, puis faites votre prédiction.',
    streak: (count) => `Bonnes prédictions d’affilée\u00a0: ${count}`,
    setAside: (ranks) => ` (${ranks.length > 1 ? 'Cartes écartées' : 'Carte écartée'}\u00a0: ${ranks.join(', ')}.)`,
    nowCalling: (card) => ` Nouvelle carte en jeu\u00a0: ${card}.`,
    firstCard: (card) => `Première carte\u00a0: ${card}.`,
    won: (card, amount) => `Bien vu\u202f! Carte tirée\u00a0: ${card}. Vous gagnez ${coinStrings.fr.count(amount)}.`,
    wonCapped: (card, stake) => `Bien vu\u202f! Carte tirée\u00a0: ${card}. La limite de gains du jour est atteinte, donc seules vos ${stake} pièces vous sont rendues.`,
    notPaid: (card) => `Carte tirée\u00a0: ${card}. Cette prédiction a déjà été réglée\u202f; rien de plus n’a été payé.`,
    push: (card, amount) => `Carte tirée\u00a0: ${card}. Même valeur, donc égalité\u00a0: vos ${amount} pièces vous sont rendues.`,
    lost: (card, call, from, amount) => `Carte tirée\u00a0: ${card}. Elle n’est pas plus ${call === 'higher' ? 'haute' : 'basse'} que la précédente (${from}). Vous perdez ${amount} pièces.`,
  },
};

const howToPlayEn = {
  rulesHeading: 'The rules',
  rules: [
    'A card is shown. Aces are low, kings are high. Choose your bet and call whether the next card will be higher or lower.',
    'Every card comes from a freshly shuffled 52-card deck, so each rank is equally likely every time.',
    'A right call pays your bet times the multiplier on its button. A wrong call loses the bet.',
    'If the next card has the same rank, it is a push: your bet comes back and you call on the new card.',
    'Aces and kings are never the card you call on: when one turns up, it is set aside and another card is shown. That way every call can win, and a right call always pays more than your bet.',
    'The card you were right or wrong about becomes the next card to call on. Each call is a separate bet, paid at once.',
  ],
  oddsHeading: 'Odds and payouts',
  /** Percentages already written the page's way ("97%", "96.77%"). */
  odds: (target: string, lowest: string, highest: string) =>
    `Multipliers come from the true odds, set for a ${target} return and rounded down to whole hundredths. Bets are whole hundreds of coins, so every payout is an exact number of coins and each call returns the same share of the stake at every bet, shown below rounded to two decimals: between ${lowest} and ${highest} over time, pushes included.`,
  caption: 'Chance to win, multiplier and return of each call, by the card shown',
  head: ['Shown', 'Call', 'Wins on', 'Pays', 'Returns'],
  winsOn: (ranks: number) => `${ranks} in 13`,
};

/** The how-to-play panel's text; the figures come from the rules. */
export const highLowHowToPlayStrings: Strings<typeof howToPlayEn> = {
  en: howToPlayEn,
  fr: {
    rulesHeading: 'Les règles',
    rules: [
      'Une carte est retournée. L’as est la carte la plus basse, le roi la plus haute. Choisissez votre mise et prédisez si la prochaine carte sera plus haute ou plus basse.',
      'Chaque carte est tirée d’un jeu de 52 cartes fraîchement mélangé\u00a0: chaque valeur a donc toujours la même chance de sortir.',
      'Une bonne prédiction vous rapporte votre mise multipliée par le multiplicateur affiché sur son bouton. Une mauvaise prédiction vous fait perdre la mise.',
      'Si la prochaine carte a la même valeur, c’est une égalité\u00a0: votre mise vous est rendue et vous jouez sur la nouvelle carte.',
      'Vous ne jouez jamais sur un as ni sur un roi\u00a0: quand l’un d’eux sort, il est écarté et une autre carte est retournée. Ainsi, chaque prédiction peut gagner, et une bonne prédiction rapporte toujours plus que votre mise.',
      'La carte tirée, que vous ayez vu juste ou non, devient la carte sur laquelle vous jouez ensuite. Chaque prédiction est une mise distincte, payée sur-le-champ.',
    ],
    oddsHeading: 'Probabilités et gains',
    odds: (target, lowest, highest) =>
      `Les multiplicateurs découlent des probabilités réelles\u00a0: ils visent un taux de retour de ${target} et sont arrondis au centième inférieur. Les mises vont par centaines de pièces, si bien que chaque gain est un nombre exact de pièces et que chaque prédiction rend la même part de la mise quelle que soit la mise, indiquée ci-dessous arrondie au centième\u00a0: entre ${lowest} et ${highest} à long terme, égalités comprises.`,
    caption: 'Chance de gagner, multiplicateur et taux de retour de chaque prédiction, selon la carte en jeu',
    head: ['Carte en jeu', 'Prédiction', 'Gagne sur', 'Paie', 'Retour'],
    winsOn: (ranks) => `${ranks} sur 13`,
  },
};
