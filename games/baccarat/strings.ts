import type { Strings } from '../kit/locale';
import { coinStrings } from '../kit/strings';
import type { Side } from './rules';

const sides: Record<Side, string> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

const en = {
  tagline: 'Punto banco from an eight-deck shoe. Back the Player, the Banker or a Tie.',
  /** Each side's name: the hands' headings, the bet choices and the odds table's rows. */
  sides,
  betOn: 'Bet on',
  deal: 'Deal',
  chooseSide: 'Choose a side and deal.',
  total: (total: number) => `Total ${total}`,
  reshuffled: 'The shoe was reshuffled. ',
  /** Who won the coup, as a result starts. */
  winner: { player: 'Player wins', banker: 'Banker wins', tie: 'It is a tie' } satisfies Record<Side, string>,
  betWins: (side: Side, amount: number) => `Your ${sides[side]} bet wins ${coinStrings.en.count(amount)}.`,
  /** A win the daily winnings cap held back in full: only the stake comes back. */
  betWinsCapped: (side: Side, stake: string) => `Your ${sides[side]} bet wins, but today's winnings limit is reached: only your ${stake} coins come back.`,
  betReturned: (side: Side, amount: string) => `Your ${sides[side]} bet of ${amount} coins is returned.`,
  betLost: (side: Side, amount: string) => `Your ${sides[side]} bet of ${amount} coins is lost.`,
  /** The result under the hands: who won, the totals, what became of the bet. */
  result: (winner: string, player: number, banker: number, bet: string) => `${winner}, ${player} to ${banker}. ${bet}`,
  /** The whole coup for a screen reader: both hands' cards and totals, then the result. */
  coup: (player: string, playerTotal: number, banker: string, bankerTotal: number) => `Player: ${player}, total ${playerTotal}. Banker: ${banker}, total ${bankerTotal}.`,
  /** A side's pays, from its ratio "8:1" (decimals already written the page's way): English keeps the ratio. */
  pays: (ratio: string) => ratio,
};

const frSides: Record<Side, string> = { player: 'Joueur', banker: 'Banque', tie: 'Égalité' };
/** The side a bet is on, as French says it after "sur". */
const frOnSide: Record<Side, string> = { player: 'le Joueur', banker: 'la Banque', tie: 'l’Égalité' };

/** What the Baccarat table says: tagline, sides, buttons and each coup's result. */
export const baccaratStrings: Strings<typeof en> = {
  en,
  fr: {
    tagline: 'Le punto banco avec un sabot de huit jeux. Misez sur le Joueur, la Banque ou l’Égalité.',
    sides: frSides,
    betOn: 'Miser sur',
    deal: 'Distribuer',
    chooseSide: 'Choisissez un côté, puis distribuez.',
    total: (total) => `Total\u00a0: ${total}`,
    reshuffled: 'Les cartes du sabot ont été mélangées de nouveau. ',
    winner: { player: 'Le Joueur gagne', banker: 'La Banque gagne', tie: 'Égalité' },
    betWins: (side, amount) => `Votre mise sur ${frOnSide[side]} vous rapporte ${coinStrings.fr.count(amount)}.`,
    betWinsCapped: (side, stake) => `Votre mise sur ${frOnSide[side]} gagne, mais la limite de gains du jour est atteinte\u00a0: seules vos ${stake} pièces vous sont rendues.`,
    betReturned: (side, amount) => `Votre mise de ${amount} pièces sur ${frOnSide[side]} vous est rendue.`,
    betLost: (side, amount) => `Votre mise de ${amount} pièces sur ${frOnSide[side]} est perdue.`,
    result: (winner, player, banker, bet) => `${winner}, ${player} à ${banker}. ${bet}`,
    coup: (player, playerTotal, banker, bankerTotal) => `Joueur\u00a0: ${player}, total de ${playerTotal}. Banque\u00a0: ${banker}, total de ${bankerTotal}.`,
    /** French says « 8 pour 1 » where English writes 8:1. */
    pays: (ratio) => ratio.replace(/^(.+):(\d+)$/, '$1 pour $2'),
  },
};

const howToPlayEn = {
  rulesHeading: 'The rules',
  /** The rules, with the figures filled in already written the page's way. */
  rules: (commission: string, tiePays: number, step: string, bankerShare: string) => [
    'Choose a side and your bet, then deal. Player and Banker each get two cards; the hand closest to 9 wins.',
    'Aces count 1, 2 to 9 count their value, 10s and picture cards count 0. Only the last digit of a total counts (7 + 8 = 5).',
    'A natural (8 or 9 on the first two cards) in either hand: both stand.',
    'Otherwise the Player draws a third card on 0 to 5 and stands on 6 or 7. The Banker then draws by the table below.',
    `Player pays 1:1. Banker pays 1:1 less ${commission} commission. Tie pays ${tiePays}:1. Player and Banker bets are returned on a tie.`,
    `Bets go in steps of ${step} coins, so a Banker win always pays exactly ${bankerShare} of the bet: nothing is rounded.`,
    'The shoe holds eight decks and is reshuffled at the cut card, between coups.',
  ],
  drawingHeading: 'When the Banker draws',
  drawing: 'If the Player stood, the Banker draws on 0 to 5 and stands on 6 or 7. If the Player drew a third card:',
  drawingCaption: "Banker's third card by the Banker's total and the Player's third card",
  drawingHead: ['Banker total', "Banker draws when the Player's third card is"],
  /** When the Banker draws, for Banker totals 0-2, 3, 4, 5, 6 and 7. */
  drawsWhen: ['any card', 'anything but 8', '2 to 7', '4 to 7', '6 or 7', 'never (stands)'],
  oddsHeading: 'Odds (eight decks, exact)',
  odds: 'The house edge of each bet is the same at every bet size.',
  oddsCaption: 'Chance of each result and the house edge of each bet',
  oddsHead: ['Bet', 'Chance of winning', 'Pays', 'House edge'],
  /** What the Banker pays after the ratio: the commission. */
  commission: (commission: string) => ` (${commission} commission)`,
};

/** The how-to-play panel's text; the figures come from the rules and the published odds. */
export const baccaratHowToPlayStrings: Strings<typeof howToPlayEn> = {
  en: howToPlayEn,
  fr: {
    rulesHeading: 'Les règles',
    rules: (commission, tiePays, step, bankerShare) => [
      'Choisissez un côté et votre mise, puis distribuez. Le Joueur et la Banque reçoivent chacun deux cartes\u202f; la main la plus proche de 9 l’emporte.',
      'L’as compte pour 1, les cartes de 2 à 9 pour leur valeur, les 10 et les figures pour 0. Seul le dernier chiffre d’un total compte (7 + 8 = 5).',
      'Si l’une ou l’autre main fait 8 ou 9 avec ses deux premières cartes (un naturel), aucune des deux ne tire.',
      'Sinon, le Joueur tire une troisième carte avec un total de 0 à 5 et reste avec 6 ou 7. La Banque tire ensuite selon le tableau ci-dessous.',
      `La mise sur le Joueur paie 1 pour 1. La mise sur la Banque paie 1 pour 1, moins une commission de ${commission}. La mise sur l’Égalité paie ${tiePays} pour 1. En cas d’égalité, les mises sur le Joueur et sur la Banque sont rendues.`,
      `Les mises vont par tranches de ${step} pièces\u00a0: une victoire de la Banque paie donc toujours exactement ${bankerShare} de la mise, sans arrondi.`,
      'Le sabot contient huit jeux\u202f; ses cartes sont mélangées de nouveau à la carte de coupe, entre deux coups.',
    ],
    drawingHeading: 'Quand la Banque tire',
    drawing: 'Si le Joueur est resté, la Banque tire avec un total de 0 à 5 et reste avec 6 ou 7. Si le Joueur a tiré une troisième carte\u00a0:',
    drawingCaption: 'Troisième carte de la Banque selon son total et la troisième carte du Joueur',
    drawingHead: ['Total de la Banque', 'La Banque tire si la troisième carte du Joueur est'],
    drawsWhen: ['n’importe laquelle', 'tout sauf un 8', 'de 2 à 7', 'de 4 à 7', 'un 6 ou un 7', 'jamais (elle reste)'],
    oddsHeading: 'Probabilités (huit jeux, valeurs exactes)',
    odds: 'L’avantage de la maison sur chaque mise est le même, quel que soit le montant misé.',
    oddsCaption: 'Probabilité de chaque résultat et avantage de la maison sur chaque mise',
    oddsHead: ['Mise', 'Probabilité de gagner', 'Paie', 'Avantage de la maison'],
    commission: (commission) => ` (commission de ${commission})`,
  },
};
