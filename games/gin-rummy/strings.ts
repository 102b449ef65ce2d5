import { cardName, type Card } from '../kit/cards';
import { term } from '../../core/glossary';
import { coins, type Strings } from '../kit/locale';
import { coinStrings } from '../kit/strings';
import type { GinEvent, IllegalMoveReason } from './game-state';
import type { PlayerId } from './players';
import type { HandReason } from './scoring';

/** The card as an English sentence names it after "the" ("Queen of hearts"); empty without a card. */
const enCard = (card?: Card) => (card ? cardName(card, 'en') : '');

const EN_WHO: Record<PlayerId, string> = { player: 'You', computer: 'The computer' };

const en = {
  /** The table, its buttons and what the game tells the player between moves (main.ts). */
  play: {
    tagline: (target: number) => `You against the computer, first to ${target} points.`,
    yourHand: 'Your hand',
    computer: 'Computer',
    deal: 'Deal a hand',
    dealNext: 'Deal next hand',
    newGame: 'New game',
    take: 'Take the upcard',
    pass: 'Pass',
    discard: 'Discard',
    knock: 'Knock',
    goGin: 'Go gin',
    drawStock: (left: number) => `Draw from stock (${left} left)`,
    takeDiscard: 'Take from discard pile',
    inMeld: 'in a meld',
    deadwood: (total: number, melds: number) => `Deadwood: ${total} · melds: ${melds}`,
    score: (hand: number, you: number, computer: number) => `Hand ${hand} · You ${you} · Computer ${computer}`,
    goal: (target: number) => ` · game to ${target}`,
    stakeAndDeal: 'Stake a bet and deal a hand.',
    dealt: (hand: number, stake: string) => `Hand ${hand} dealt. You staked ${stake} coins.`,
    won: (amount: number) => `You win ${coinStrings.en.count(amount)}.`,
    /** A won hand whose winnings the daily cap held back in full: only the stake comes back. */
    wonCapped: (stake: string) => `You win the hand, but today's winnings limit is reached: only your ${stake} coins come back.`,
    stakeReturned: 'Your stake is returned.',
    notPaid: 'This hand was already settled, so nothing more was paid for it.',
    lost: (amount: string) => `You lose ${amount} coins.`,
    gameOver: (winner: PlayerId) => `Game over: ${winner === 'player' ? 'you win' : 'the computer wins'} the game. Deal to start a new one.`,
    dealWhenReady: 'Deal the next hand when you are ready.',
    takeOrPass: (card: Card) => `Take the ${enCard(card)} or pass.`,
    drawOrTake: 'Draw from the stock or take the discard.',
    draw: 'Draw from the stock.',
    discardOrKnock: 'Choose a card to discard, or knock.',
    chooseDiscard: 'Choose a card to discard.',
    /** A refused move: the engine's reason (null for any other error) and its message, which English shows as it is. */
    refused: (_reason: IllegalMoveReason | null, message: string) => message,
    notAllowed: 'That move is not allowed.',
  },
  /** The moves narrated and the end of a hand (summary-view.ts). */
  summary: {
    events: {
      'take-upcard': (seat: PlayerId, card?: Card) => `${EN_WHO[seat]} took the upcard, the ${enCard(card)}.`,
      'pass-upcard': (seat: PlayerId, _card?: Card) => `${EN_WHO[seat]} passed on the upcard.`,
      'draw-stock': (seat: PlayerId, _card?: Card) => `${EN_WHO[seat]} drew from the stock.`,
      'draw-discard': (seat: PlayerId, card?: Card) => `${EN_WHO[seat]} took the ${enCard(card)} from the discard pile.`,
      discard: (seat: PlayerId, card?: Card) => `${EN_WHO[seat]} discarded the ${enCard(card)}.`,
      knock: (seat: PlayerId, _card?: Card) => `${EN_WHO[seat]} knocked.`,
    } satisfies Record<GinEvent['type'], (seat: PlayerId, card?: Card) => string>,
    voidHand: 'Void hand: the stock ran down with no knock. Nobody scores.',
    won: (seat: PlayerId, points: number, reason: HandReason) => `${EN_WHO[seat]} ${seat === 'player' ? 'win' : 'wins'} ${points} ${points === 1 ? 'point' : 'points'} by ${reason}.`,
    yourHand: 'Your hand',
    computerHand: "Computer's hand",
    laidOff: (cards: readonly Card[]) => `Laid off: ${cards.map(enCard).join(', ')}`,
    deadwood: (total: number) => `Deadwood ${total}`,
    final: (you: number, computer: number, lineBonus: number, shutout: boolean) =>
      `Game over. You ${you}, computer ${computer} (hand points, ${lineBonus} per hand won and the game bonus${shutout ? ', doubled for a shutout' : ''}).`,
  },
  /** The how-to-play panel (how-to-play.ts). */
  howTo: {
    aim: 'The aim',
    aimText: [
      'Form melds and get your unmatched cards (deadwood) low, then knock. Sets are 3 or 4 cards of one rank; runs are 3 or more in a row of one suit, ace low only (A-2-3 counts, Q-K-A does not). A card belongs to one meld.',
      'Deadwood counts aces as 1, number cards at face value and J, Q, K as 10. Your deadwood is shown as you play, using the best arrangement of your cards.',
    ],
    turn: 'A turn',
    deal: 'Each player gets 10 cards and the next card starts the discard pile. The player who did not deal may take that first upcard, then the dealer; if both pass, the non-dealer draws from the stock.',
    draw: 'On your turn, draw the top card of the stock or of the discard pile, then discard one card. A card you just took from the discard pile cannot be discarded on the same turn.',
    select: 'Select a card in your hand, then press Discard or Knock.',
    knock: (limit: number) => `You may knock when your deadwood after the discard is ${limit} or less. With no deadwood at all it is gin.`,
    void: (count: number) => `If the stock is down to ${count} cards and nobody has knocked, the hand is void and dealt again.`,
    scoring: 'Scoring',
    layoff: "When someone knocks, the other player lays off deadwood on the knocker's melds (not after gin).",
    knockerLower: 'Knocker lower: the knocker scores the difference in deadwood.',
    undercut: (bonus: number) => `Defender equal or lower (undercut): the defender scores the difference plus ${bonus}.`,
    gin: (bonus: number) => `Gin: ${bonus} plus the defender's deadwood. Gin cannot be undercut.`,
    game: (target: number, bonus: number, shutoutBonus: number, lineBonus: number) =>
      `The game ends when a player reaches ${target}. The winner adds ${bonus} (${shutoutBonus} if the other player won no hand), and each player adds ${lineBonus} per hand won.`,
    coins: 'Coins',
    coinsText:
      'Your bet is staked on each hand. Win the hand and you get twice your stake back; lose it and the stake is gone; a void hand returns the stake. A hand in play is saved after every move: after a reload, a crash or in another tab it goes on with the same cards and the same stake, which comes back only when no card of the hand was shown. A win pays double until your winnings reach the daily limit; after it, a win pays back only the stake.',
  },
  /** The scoring table (scoring.ts): each rule's name and what it scores. */
  rules: {
    knock: { name: 'Knock', points: (limit: number) => `Knock with ${limit} or less deadwood; the knocker scores the difference in deadwood` },
    undercut: { name: 'Undercut', points: (bonus: number) => `Defender's deadwood equal or lower: the defender scores the difference plus ${bonus}` },
    gin: { name: 'Gin', points: (bonus: number) => `No deadwood: ${bonus} plus the defender's deadwood; no layoffs, no undercut` },
    void: { name: 'Void hand', points: (count: number) => `Stock down to ${count} cards with no knock: no score, the same dealer deals again` },
    game: { name: 'Game', points: (target: number, bonus: number) => `First to ${target} points ends the game; the winner gets a ${bonus}-point game bonus` },
    line: { name: 'Line bonus', points: (bonus: number) => `${bonus} points to each player for every hand they won` },
    shutout: { name: 'Shutout', points: (bonus: number) => `Game bonus doubled to ${bonus} if the loser won no hand` },
  },
};

/**
 * The card with the article a French sentence needs: « l’as de pique », "la dame de cœur",
 * "le 7 de trèfle" (the ace starts with a vowel, the queen is feminine); empty without a card.
 */
function frCard(card?: Card): string {
  if (!card) return '';
  const name = cardName(card, 'fr');
  return card.rank === 1 ? `l’${name}` : `${card.rank === 12 ? 'la' : 'le'} ${name}`;
}

/** A French number: 1 000 with a no-break space. */
const frNumber = (value: number) => coins(value, 'fr');
/** Deadwood, as the glossary writes it in French: « cartes dépareillées ». */
const DEADWOOD = term('deadwood', 'fr');
const DEADWOOD_CAPITAL = term('deadwood', 'fr', { capital: true });

/** "point" or "points": French keeps 0 and 1 singular. */
const frPoints = (points: number) => `${frNumber(points)} ${points < 2 ? 'point' : 'points'}`;

/** The subject and its verb in the passé composé: "Vous avez", "L'ordinateur a". */
const FR_WHO_HAS: Record<PlayerId, string> = { player: 'Vous avez', computer: 'L’ordinateur a' };

/** A refused move in French, by the engine's reason (the engine's own messages are English). */
const FR_REFUSED: Record<IllegalMoveReason, string> = {
  'wrong-phase': 'Ce coup n’est pas possible maintenant.',
  'not-your-turn': 'Ce n’est pas votre tour.',
  'card-not-in-hand': 'Cette carte n’est pas dans votre main.',
  'just-taken-discard': 'Une carte prise dans la défausse ne peut pas être défaussée au même tour.',
  'deadwood-too-high': `Vos ${DEADWOOD} valent trop de points pour frapper.`,
  'stock-only': 'Prenez une carte de la pioche.',
};

/** How a hand was won, closing the French headline. */
const FR_HOW: Record<HandReason, string> = { knock: 'en frappant', undercut: 'par un contre', gin: 'en faisant gin' };

const fr: typeof en = {
  play: {
    tagline: (target) => `Vous contre l’ordinateur\u00a0: le premier à ${target} points l’emporte.`,
    yourHand: 'Votre main',
    computer: 'Ordinateur',
    deal: 'Distribuer une main',
    dealNext: 'Distribuer la main suivante',
    newGame: 'Nouvelle partie',
    take: 'Prendre la carte retournée',
    pass: 'Passer',
    discard: 'Défausser',
    knock: 'Frapper',
    goGin: 'Faire gin',
    drawStock: (left) => `Piocher (il en reste ${left})`,
    takeDiscard: 'Prendre dans la défausse',
    inMeld: 'dans une combinaison',
    deadwood: (total, melds) => `${DEADWOOD_CAPITAL}\u00a0: ${total} · combinaisons\u00a0: ${melds}`,
    score: (hand, you, computer) => `Main ${hand} · Vous ${frNumber(you)} · Ordinateur ${frNumber(computer)}`,
    goal: (target) => ` · partie de ${target} points`,
    stakeAndDeal: 'Misez, puis distribuez une main.',
    dealt: (hand, stake) => `Main ${hand} distribuée. Vous avez misé ${stake} pièces.`,
    won: (amount) => `Vous gagnez ${coinStrings.fr.count(amount)}.`,
    wonCapped: (stake) => `Vous gagnez la main, mais la limite de gains du jour est atteinte\u00a0: seules vos ${stake} pièces vous sont rendues.`,
    stakeReturned: 'Votre mise vous est rendue.',
    notPaid: 'Cette main a déjà été réglée\u202f; rien de plus n’a été payé pour elle.',
    lost: (amount) => `Vous perdez ${amount} pièces.`,
    gameOver: (winner) => `Partie terminée\u00a0: ${winner === 'player' ? 'vous l’emportez' : 'l’ordinateur l’emporte'}. Distribuez pour en commencer une autre.`,
    dealWhenReady: 'Distribuez la main suivante quand vous le souhaitez.',
    takeOrPass: (card) => `Prenez ${frCard(card)} ou passez.`,
    drawOrTake: 'Prenez une carte de la pioche ou de la défausse.',
    draw: 'Prenez une carte de la pioche.',
    discardOrKnock: 'Choisissez une carte à défausser, ou frappez.',
    chooseDiscard: 'Choisissez une carte à défausser.',
    refused: (reason, _message) => (reason ? FR_REFUSED[reason] : 'Ce coup n’est pas permis.'),
    notAllowed: 'Ce coup n’est pas permis.',
  },
  summary: {
    events: {
      'take-upcard': (seat, card) => `${FR_WHO_HAS[seat]} pris la carte retournée, ${frCard(card)}.`,
      'pass-upcard': (seat, _card) => `${FR_WHO_HAS[seat]} refusé la carte retournée.`,
      'draw-stock': (seat, _card) => `${FR_WHO_HAS[seat]} pris une carte de la pioche.`,
      'draw-discard': (seat, card) => `${FR_WHO_HAS[seat]} pris ${frCard(card)} dans la défausse.`,
      discard: (seat, card) => `${FR_WHO_HAS[seat]} défaussé ${frCard(card)}.`,
      knock: (seat, _card) => `${FR_WHO_HAS[seat]} frappé.`,
    },
    voidHand: 'Main nulle\u00a0: la pioche tire à sa fin sans que personne ait frappé. Aucun point n’est marqué.',
    won: (seat, points, reason) => `${seat === 'player' ? 'Vous marquez' : 'L’ordinateur marque'} ${frPoints(points)} ${FR_HOW[reason]}.`,
    yourHand: 'Votre main',
    computerHand: 'Main de l’ordinateur',
    laidOff: (cards) => `Cartes ajoutées\u00a0: ${cards.map((card) => cardName(card, 'fr')).join(', ')}`,
    deadwood: (total) => `${DEADWOOD_CAPITAL}\u00a0: ${total}`,
    final: (you, computer, lineBonus, shutout) =>
      `Partie terminée. Vous\u00a0: ${frNumber(you)}, ordinateur\u00a0: ${frNumber(computer)} (points des mains, ${lineBonus} par main gagnée et prime de partie${shutout ? ', doublée pour un blanchissage' : ''}).`,
  },
  howTo: {
    aim: 'Le but',
    aimText: [
      `Formez des combinaisons et réduisez la valeur de vos cartes isolées (les ${DEADWOOD}), puis frappez. Un brelan ou un carré réunit 3 ou 4 cartes de même valeur\u202f; une séquence aligne au moins 3 cartes qui se suivent dans une même couleur, l’as ne se plaçant qu’en bas (as-2-3 est valide, dame-roi-as ne l’est pas). Une carte ne fait partie que d’une seule combinaison.`,
      `Parmi les ${DEADWOOD}, l’as vaut 1, les cartes numérotées valent leur chiffre, et le valet, la dame et le roi valent 10. La valeur de vos ${DEADWOOD} s’affiche en cours de jeu, calculée selon le meilleur arrangement de vos cartes.`,
    ],
    turn: 'Un tour',
    deal: 'Chaque joueur reçoit 10 cartes, et la carte suivante est retournée pour commencer la défausse. Le joueur qui n’a pas distribué peut prendre cette première carte, puis c’est au tour du donneur\u202f; si les deux passent, le joueur qui n’a pas distribué prend une carte de la pioche.',
    draw: 'À votre tour, prenez la carte du dessus de la pioche ou de la défausse, puis défaussez une carte. Une carte que vous venez de prendre dans la défausse ne peut pas être défaussée au même tour.',
    select: 'Sélectionnez une carte de votre main, puis appuyez sur «\u00a0Défausser\u00a0» ou «\u00a0Frapper\u00a0».',
    knock: (limit) => `Vous pouvez frapper quand vos ${DEADWOOD}, une fois la carte défaussée, valent ${limit} points ou moins. Sans aucune carte dépareillée, vous faites gin.`,
    void: (count) => `S’il ne reste que ${count} cartes dans la pioche et que personne n’a frappé, la main est nulle et on redistribue.`,
    scoring: 'Le pointage',
    layoff: `Quand un joueur frappe, l’adversaire peut se défaire de ses ${DEADWOOD} en les ajoutant aux combinaisons du joueur qui a frappé (sauf après un gin).`,
    knockerLower: `Les ${DEADWOOD} du joueur qui frappe valent moins\u00a0: il marque la différence.`,
    undercut: (bonus) => `Les ${DEADWOOD} de l’adversaire valent autant ou moins (contre)\u00a0: il marque la différence plus ${bonus}.`,
    gin: (bonus) => `Gin\u00a0: ${bonus} plus la valeur des ${DEADWOOD} de l’adversaire. Un gin ne peut pas être contré.`,
    game: (target, bonus, shutoutBonus, lineBonus) =>
      `La partie se termine quand un joueur atteint ${target} points. Le gagnant ajoute ${bonus} (${shutoutBonus} si l’adversaire n’a gagné aucune main), et chaque joueur ajoute ${lineBonus} par main gagnée.`,
    coins: 'Les pièces',
    coinsText:
      'Votre mise est engagée à chaque main. Si vous gagnez la main, vous récupérez le double de votre mise\u202f; si vous la perdez, votre mise est perdue\u202f; une main nulle vous rend votre mise. Une main en cours est enregistrée après chaque coup\u00a0: après un rechargement, une panne ou dans un autre onglet, elle reprend avec les mêmes cartes et la même mise, qui n’est rendue que si aucune carte de la main n’a été montrée. Une main gagnée paie le double tant que vos gains du jour n’atteignent pas la limite quotidienne\u202f; au-delà, elle ne rend que la mise.',
  },
  rules: {
    knock: { name: 'Frapper', points: (limit) => `Frapper avec ${limit} points de ${DEADWOOD} ou moins\u202f; le joueur qui frappe marque la différence` },
    undercut: { name: 'Contre', points: (bonus) => `${DEADWOOD_CAPITAL} de l’adversaire de valeur égale ou inférieure\u00a0: l’adversaire marque la différence plus ${bonus}` },
    gin: { name: 'Gin', points: (bonus) => `Aucune carte dépareillée\u00a0: ${bonus} plus la valeur des ${DEADWOOD} de l’adversaire\u202f; aucun ajout de cartes, aucun contre` },
    void: { name: 'Main nulle', points: (count) => `Pioche réduite à ${count} cartes sans que personne ait frappé\u00a0: aucun point, le même donneur redistribue` },
    game: { name: 'Partie', points: (target, bonus) => `Le premier à ${target} points termine la partie\u202f; le gagnant reçoit une prime de partie de ${bonus} points` },
    line: { name: 'Prime par main', points: (bonus) => `${bonus} points à chaque joueur pour chaque main gagnée` },
    shutout: { name: 'Blanchissage', points: (bonus) => `Prime de partie doublée à ${bonus} si le perdant n’a gagné aucune main` },
  },
};

/** Every text of Gin Rummy, in English and French. */
export const ginStrings: Strings<typeof en> = { en, fr };
