import type { Strings } from '../kit/locale';
import { clockText } from './payout';

/** A count of tiles in French: "0 tuile retirée", "2 tuiles retirées" (`adjective` in the singular). */
const tuiles = (count: number, adjective: string) => (count < 2 ? `${count} tuile ${adjective}` : `${count} tuiles ${adjective}s`);

/** A duration as French prose writes it: "5 min", "9 min 59 s", "45 s". */
function frenchDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [minutes, rest] = [Math.floor(whole / 60), whole % 60];
  if (minutes === 0) return `${rest}\u00a0s`;
  return rest === 0 ? `${minutes}\u00a0min` : `${minutes}\u00a0min ${rest}\u00a0s`;
}

const en = {
  tagline: 'Clear the turtle pair by pair: the faster, the more it pays.',
  chooseStake: 'Choose your stake, then press Deal.',
  /** The labels before the figures above the board (each ends with its space). */
  time: 'Time ',
  tiles: 'Tiles ',
  moves: 'Moves ',
  deal: 'Deal',
  dealAgain: 'Deal again',
  hint: 'Hint',
  undo: 'Undo',
  shuffle: 'Shuffle',
  endGame: 'End game',
  board: 'Tiles',
  /** Appended to a hinted tile's name. */
  hinted: ', hinted',
  /** Appended to the name of a tile in view that cannot be taken yet (its sides are closed). */
  blockedTile: ', blocked',
  zoom: 'Zoom',
  zoomedIn: 'Board, zoomed in: scroll sideways',
  /** A time taken, in sentences and the paytable ("7:02"). */
  duration: clockText,
  /** The stake already written the page's way. */
  dealt: (stake: string) => `Dealt: ${stake} coins staked. Match free tiles to clear the table.`,
  /** Tile names come from faceName, pairs from pairName (tiles.ts). */
  blocked: (face: string) => `The ${face} is blocked: a tile lies on it or both its sides are closed.`,
  picked: (face: string) => `${face} picked. Now pick a matching free tile.`,
  putDown: (face: string) => `${face} put down.`,
  removed: (pair: string, left: number) => `Pair of ${pair} removed. ${left} tiles left.`,
  stuck: 'No pair is left to take. Shuffle the tiles left, undo, or end the game.',
  stuckBanner: 'No moves left: shuffle, undo or end the game.',
  /** Said when no order of pairs can clear the board from here (the solver proved it). */
  noHint: (shuffleSeconds: number) =>
    `No order of pairs can clear the board from here, so no hint is shown and nothing is charged. Shuffle deals the tiles left again so that they can all be cleared (+${shuffleSeconds} s), or Undo takes back your last pairs.`,
  noHintBanner: 'No clearing order from here: shuffle or undo',
  /** Said when the search stopped at its safety limit without an answer (never seen in our measurements). */
  hintNotFound: (shuffleSeconds: number) =>
    `The search for an order that clears the board stopped before finding one, so no hint is shown and nothing is charged. Shuffle deals the tiles left again so that they can all be cleared (+${shuffleSeconds} s), or Undo takes back your last pairs.`,
  hintNotFoundBanner: 'No clearing order found: shuffle or undo',
  hintShown: (pair: string, seconds: number) => `Hint: the ${pair} outlined in blue (+${seconds} s).`,
  /** Hint asked again while its pair is still outlined: nothing more is charged. */
  hintAgain: (pair: string) => `Hint: the ${pair} still outlined in blue (no extra charge).`,
  undone: (left: number) => `Last pair put back. ${left} tiles on the table.`,
  cannotShuffle: 'These last tiles rest on each other, so no shuffle can free them. Undo or end the game.',
  shuffled: (seconds: number) => `Tiles shuffled onto the same places, and they can still all be cleared (+${seconds} s).`,
};

/** What the Mahjong Deluxe table says: its labels, buttons and what each move did. */
export const mahjongStrings: Strings<typeof en> = {
  en,
  fr: {
    tagline: 'Videz la tortue paire par paire\u00a0: plus vous êtes rapide, plus vous gagnez.',
    chooseStake: 'Choisissez votre mise, puis appuyez sur Distribuer.',
    time: 'Temps ',
    tiles: 'Tuiles ',
    moves: 'Coups ',
    deal: 'Distribuer',
    dealAgain: 'Redistribuer',
    hint: 'Indice',
    undo: 'Annuler',
    shuffle: 'Mélanger',
    endGame: 'Terminer',
    board: 'Tuiles',
    hinted: ', tuile suggérée',
    blockedTile: ', tuile bloquée',
    zoom: 'Zoom',
    zoomedIn: 'Plateau agrandi\u00a0: faites-le défiler horizontalement',
    duration: frenchDuration,
    dealt: (stake) => `Tuiles distribuées\u00a0: mise de ${stake} pièces. Associez les tuiles libres pour vider la table.`,
    blocked: (face) => `Tuile bloquée\u00a0: ${face}. Une autre tuile la recouvre ou ses deux côtés sont fermés.`,
    picked: (face) => `Tuile choisie\u00a0: ${face}. Choisissez maintenant une tuile libre assortie.`,
    putDown: (face) => `Tuile reposée\u00a0: ${face}.`,
    removed: (pair, left) => `Paire retirée\u00a0: ${pair}. ${tuiles(left, 'restante')}.`,
    stuck: 'Plus aucune paire à prendre. Mélangez les tuiles restantes, annulez ou terminez la partie.',
    stuckBanner: 'Aucun coup possible\u00a0: mélangez, annulez ou terminez la partie.',
    noHint: (shuffleSeconds) =>
      `Aucun ordre de paires ne peut vider le plateau à partir d’ici\u00a0: aucun indice n’est donné et rien n’est compté. Mélanger redistribue les tuiles restantes pour qu’elles puissent toutes être retirées (+${shuffleSeconds}\u00a0s), ou Annuler reprend vos dernières paires.`,
    noHintBanner: 'Aucun ordre gagnant à partir d’ici\u00a0: mélangez ou annulez',
    hintNotFound: (shuffleSeconds) =>
      `La recherche d’un ordre qui vide le plateau s’est arrêtée avant d’en trouver un\u00a0: aucun indice n’est donné et rien n’est compté. Mélanger redistribue les tuiles restantes pour qu’elles puissent toutes être retirées (+${shuffleSeconds}\u00a0s), ou Annuler reprend vos dernières paires.`,
    hintNotFoundBanner: 'Aucun ordre gagnant trouvé\u00a0: mélangez ou annulez',
    hintShown: (pair, seconds) => `Indice\u00a0: la paire à prendre (${pair}) est encadrée en bleu (+${seconds}\u00a0s).`,
    hintAgain: (pair) => `Indice\u00a0: la paire à prendre (${pair}) est toujours encadrée en bleu (sans frais supplémentaires).`,
    undone: (left) => `Dernière paire remise en place. ${left < 2 ? `${left} tuile` : `${left} tuiles`} sur la table.`,
    cannotShuffle: 'Ces dernières tuiles reposent les unes sur les autres\u00a0: aucun mélange ne peut les libérer. Annulez ou terminez la partie.',
    shuffled: (seconds) => `Tuiles mélangées sur les mêmes emplacements\u202f; elles peuvent encore toutes être retirées (+${seconds}\u00a0s).`,
  },
};

const tilesEn = {
  /** Suits, winds, dragons, seasons and flowers, in face order (tiles.ts). */
  suits: ['Dots', 'Bamboo', 'Characters'],
  winds: ['East wind', 'South wind', 'West wind', 'North wind'],
  dragons: ['Red dragon', 'Green dragon', 'White dragon'],
  seasons: ['Spring', 'Summer', 'Autumn', 'Winter'],
  flowers: ['Plum', 'Orchid', 'Chrysanthemum', 'Bamboo flower'],
  suited: (rank: number, suit: string) => `${rank} of ${suit}`,
  season: (name: string) => `${name} (season)`,
  flower: (name: string) => `${name} (flower)`,
  /** A matched pair of one face, and the two groups that match within themselves. */
  pair: (face: string) => `${face} tiles`,
  seasonPair: 'seasons',
  flowerPair: 'flowers',
  /** The letters on the wind tiles, east, south, west, north. */
  windLetters: 'ESWN',
};

/** The tiles' names, for screen readers and the status line, and the letters on the wind tiles. */
export const tileStrings: Strings<typeof tilesEn> = {
  en: tilesEn,
  fr: {
    suits: ['cercle', 'bambou', 'caractère'],
    winds: ['vent d’est', 'vent du sud', 'vent d’ouest', 'vent du nord'],
    dragons: ['dragon rouge', 'dragon vert', 'dragon blanc'],
    seasons: ['printemps', 'été', 'automne', 'hiver'],
    flowers: ['prunier', 'orchidée', 'chrysanthème', 'bambou'],
    suited: (rank, suit) => `${rank} de ${suit}`,
    season: (name) => `${name} (saison)`,
    flower: (name) => `${name} (fleur)`,
    pair: (face) => face,
    seasonPair: 'saisons',
    flowerPair: 'fleurs',
    windLetters: 'ESON',
  },
};

const resultEn = {
  /** Coin amounts already written the page's way; `pays` is the multiplier ("×1.50"). */
  cleared: (time: string, pays: string, credited: string, stake: string) => `Board cleared in ${time}! ${pays}: ${credited} coins paid for your ${stake} stake.`,
  clearedBanner: (time: string, credited: string) => `Cleared in ${time}: ${credited} coins`,
  notPaid: 'This game was already settled, so nothing more was paid for it.',
  clearedOnHints: (time: string, hints: number, pays: string, stake: string) => `Board cleared in ${time}, but ${hints} hints bring the pay down to ${pays}: your ${stake} coin stake is lost.`,
  ended: (tiles: number) => `Game ended with ${tiles} tiles removed`,
  /** A game ended with enough tiles removed for a part back, which its hints took to nothing; `ended` is `ended`'s text. */
  endedOnHints: (ended: string, hints: number, pays: string, stake: string) => `${ended}, but ${hints} hints bring the pay down to ${pays}: your ${stake} coin stake is lost.`,
  refund: (ended: string, pays: string, credited: string, stake: string) => `${ended}: ${pays}, ${credited} of your ${stake} coins back.`,
  refundBanner: (credited: string) => `Game over: ${credited} coins back`,
  lost: (ended: string, stake: string, least: number) => `${ended}: your ${stake} coin stake is lost. Remove ${least} or more for a part back.`,
  gameOver: 'Game over',
};

/** What the page says when a game is settled. */
export const resultStrings: Strings<typeof resultEn> = {
  en: resultEn,
  fr: {
    cleared: (time, pays, credited, stake) => `Plateau vidé en ${time}\u202f! ${pays}\u00a0: ${credited} pièces versées pour votre mise de ${stake}.`,
    clearedBanner: (time, credited) => `Plateau vidé en ${time}\u00a0: ${credited} pièces`,
    notPaid: 'Cette partie a déjà été réglée\u202f; rien de plus n’a été payé pour elle.',
    clearedOnHints: (time, hints, pays, stake) => `Plateau vidé en ${time}, mais ${hints} indices ramènent le gain à ${pays}\u00a0: votre mise de ${stake} pièces est perdue.`,
    ended: (tiles) => `Partie terminée avec ${tuiles(tiles, 'retirée')}`,
    endedOnHints: (ended, hints, pays, stake) => `${ended}, mais ${hints} indices ramènent le gain à ${pays}\u00a0: votre mise de ${stake} pièces est perdue.`,
    refund: (ended, pays, credited, stake) => `${ended}\u00a0: ${pays}, ${credited} de vos ${stake} pièces vous sont rendues.`,
    refundBanner: (credited) => `Partie terminée\u00a0: ${credited} pièces rendues`,
    lost: (ended, stake, least) => `${ended}\u00a0: votre mise de ${stake} pièces est perdue. Retirez au moins ${least} tuiles pour en récupérer une partie.`,
    gameOver: 'Partie terminée',
  },
};

const howToPlayEn = {
  rulesHeading: 'The rules',
  rules: [
    'Choose your stake and press Deal: the stake leaves your balance, 144 tiles are dealt in the turtle layout, and the clock starts.',
    'Remove tiles in matching pairs until the table is empty. Only free tiles can be taken: a tile is free when no tile lies on it and its left or right side is open. Free tiles are bright; blocked tiles are shaded.',
    'Tiles match when their faces are the same. Any season matches any other season (gold band), and any flower any other flower (violet band).',
    'Tap or click two matching free tiles. With a keyboard, the arrow keys move between free tiles and Enter or Space picks one.',
  ],
  help: (hintSeconds: number, shuffleSeconds: number, hintCost: string) =>
    `Every deal can be cleared. Hint shows a pair to take next (+${hintSeconds} seconds, and ${hintCost} off what the game pays): it is worked out from the tiles on the table, and following the hints alone clears the board whenever it can still be cleared. Asking again while its pair is still outlined costs nothing. When no order of pairs can clear it any more, the game says so, shows no hint, charges nothing and offers Shuffle. Undo puts the last pair back. Shuffle deals the tiles left onto the same places again, always so that they can still be cleared (+${shuffleSeconds} seconds).`,
  ending: 'When no pair is left to take, shuffle, undo or end the game. You may end a game at any time; the clock stops while the page is hidden.',
  saved:
    'A game in play is saved after every move: after a reload, a crash or in another tab it goes on where it was, clock and stake included. A stake comes back only when nothing of its game was shown.',
  payoutsHeading: 'Payouts',
  /** The stake range already written the page's way. */
  payouts: (hintSeconds: number, shuffleSeconds: number, min: string, max: string, hintCost: string, hintsToNothing: number, cap: string) =>
    `Your time is the clock plus ${hintSeconds} seconds for each hint and ${shuffleSeconds} for each shuffle. A game pays back your stake times the multiplier of its result, less ${hintCost} for each hint used (never below ×0.00): ${hintsToNothing} hints take even the best result to nothing, so a board cleared on hints alone (72 of them) pays nothing back. Stakes are whole twenties from ${min} to ${max} coins, so every payout is an exact number of coins. Payouts hold until your winnings reach the daily limit of ${cap} coins; after it, a result pays back at most your stake.`,
  caption: (stake: string) => `What each result pays back, stake included (the last column for a ${stake}-coin stake)`,
  head: (stake: string) => ['Result', 'Pays', `On ${stake}`],
  /** The rows' results: clock ranges from `duration`, counts of tiles removed. */
  clearedUnder: (time: string) => `Board cleared in under ${time}`,
  clearedBetween: (from: string, to: string) => `Board cleared in ${from} to ${to}`,
  clearedOrMore: (time: string) => `Board cleared in ${time} or more`,
  endedOrMore: (tiles: number) => `Ended with ${tiles} or more tiles removed`,
  endedBetween: (from: number, to: number) => `Ended with ${from} to ${to} tiles removed`,
  endedFewer: (tiles: number) => `Ended with fewer than ${tiles} tiles removed`,
};

/** The how-to-play panel's text; the figures come from the payout rule. */
export const mahjongHowToPlayStrings: Strings<typeof howToPlayEn> = {
  en: howToPlayEn,
  fr: {
    rulesHeading: 'Les règles',
    rules: [
      'Choisissez votre mise et appuyez sur Distribuer\u00a0: la mise est débitée de votre solde, 144 tuiles sont disposées en forme de tortue et le chronomètre démarre.',
      'Retirez les tuiles par paires assorties jusqu’à ce que la table soit vide. Seules les tuiles libres peuvent être prises\u00a0: une tuile est libre quand aucune tuile ne la recouvre et que son côté gauche ou droit est dégagé. Les tuiles libres sont claires\u202f; les tuiles bloquées sont ombrées.',
      'Deux tuiles sont assorties quand leurs faces sont identiques. Toute saison va avec n’importe quelle autre saison (bande dorée), et toute fleur avec n’importe quelle autre fleur (bande violette).',
      'Touchez deux tuiles libres assorties ou cliquez dessus. Au clavier, les touches fléchées passent d’une tuile libre à l’autre, et Entrée ou la barre d’espacement en choisit une.',
    ],
    help: (hintSeconds, shuffleSeconds, hintCost) =>
      `Chaque donne peut être résolue. Le bouton Indice montre la prochaine paire à prendre (+${hintSeconds} secondes, et ${hintCost} de moins sur ce que la partie paie)\u00a0: elle est calculée à partir des tuiles sur la table, et en ne suivant que les indices, on vide le plateau chaque fois qu’il peut encore l’être. Le redemander tant que sa paire est encore encadrée ne coûte rien. Quand plus aucun ordre de paires ne peut le vider, la partie le dit, ne montre pas d’indice, ne compte rien et propose Mélanger. Annuler remet la dernière paire en place. Mélanger redistribue les tuiles restantes sur les mêmes emplacements, toujours de façon qu’elles puissent encore toutes être retirées (+${shuffleSeconds} secondes).`,
    ending:
      'Quand il ne reste aucune paire à prendre, mélangez, annulez ou terminez la partie. Vous pouvez terminer une partie à tout moment\u202f; le chronomètre s’arrête quand la page est masquée.',
    saved:
      'Une partie en cours est enregistrée après chaque coup\u00a0: après un rechargement, une panne ou dans un autre onglet, elle reprend là où elle était, chronomètre et mise compris. Une mise n’est rendue que si rien de sa partie n’a été affiché.',
    payoutsHeading: 'Gains',
    payouts: (hintSeconds, shuffleSeconds, min, max, hintCost, hintsToNothing, cap) =>
      `Votre temps est celui du chronomètre, plus ${hintSeconds} secondes par indice et ${shuffleSeconds} par mélange. Une partie vous rend votre mise multipliée par le multiplicateur de son résultat, moins ${hintCost} par indice utilisé (jamais sous ×0,00)\u00a0: ${hintsToNothing} indices ramènent même le meilleur résultat à zéro, si bien qu’un plateau vidé à coups d’indices seulement (72) ne rapporte rien. Les mises vont de ${min} à ${max} pièces, par multiples de 20\u00a0: chaque gain est donc un nombre exact de pièces. Ces gains valent tant que vos gains du jour n’atteignent pas la limite quotidienne de ${cap} pièces\u202f; au-delà, un résultat vous rend au plus votre mise.`,
    caption: (stake) => `Ce que rapporte chaque résultat, mise comprise (dernière colonne\u00a0: pour une mise de ${stake} pièces)`,
    head: (stake) => ['Résultat', 'Paie', `Sur ${stake}`],
    clearedUnder: (time) => `Plateau vidé en moins de ${time}`,
    clearedBetween: (from, to) => `Plateau vidé entre ${from} et ${to}`,
    clearedOrMore: (time) => `Plateau vidé en ${time} ou plus`,
    endedOrMore: (tiles) => `Partie terminée avec ${tiles} tuiles retirées ou plus`,
    endedBetween: (from, to) => `Partie terminée avec ${from} à ${to} tuiles retirées`,
    endedFewer: (tiles) => `Partie terminée avec moins de ${tiles} tuiles retirées`,
  },
};
