import type { HowToPlaySection } from '../kit/shell';
import { GAME_BONUS, GAME_TARGET, GIN_BONUS, KNOCK_LIMIT, LINE_BONUS, SHUTOUT_GAME_BONUS, UNDERCUT_BONUS, VOID_STOCK_COUNT } from './scoring';

/** The rules as the how-to-play panel states them, built from the same constants the engine uses. */
export const GIN_HOW_TO_PLAY: HowToPlaySection[] = [
  {
    heading: 'The aim',
    paragraphs: [
      'Form melds and get your unmatched cards (deadwood) low, then knock. Sets are 3 or 4 cards of one rank; runs are 3 or more in a row of one suit, ace low only (A-2-3 counts, Q-K-A does not). A card belongs to one meld.',
      'Deadwood counts aces as 1, number cards at face value and J, Q, K as 10. Your deadwood is shown as you play, using the best arrangement of your cards.',
    ],
  },
  {
    heading: 'A turn',
    items: [
      'Each player gets 10 cards and the next card starts the discard pile. The player who did not deal may take that first upcard, then the dealer; if both pass, the non-dealer draws from the stock.',
      'On your turn, draw the top card of the stock or of the discard pile, then discard one card. A card you just took from the discard pile cannot be discarded on the same turn.',
      'Select a card in your hand, then press Discard or Knock.',
      `You may knock when your deadwood after the discard is ${KNOCK_LIMIT} or less. With no deadwood at all it is gin.`,
      `If the stock is down to ${VOID_STOCK_COUNT} cards and nobody has knocked, the hand is void and dealt again.`,
    ],
  },
  {
    heading: 'Scoring',
    items: [
      'When someone knocks, the other player lays off deadwood on the knocker\'s melds (not after gin).',
      'Knocker lower: the knocker scores the difference in deadwood.',
      `Defender equal or lower (undercut): the defender scores the difference plus ${UNDERCUT_BONUS}.`,
      `Gin: ${GIN_BONUS} plus the defender's deadwood. Gin cannot be undercut.`,
      `The game ends when a player reaches ${GAME_TARGET}. The winner adds ${GAME_BONUS} (${SHUTOUT_GAME_BONUS} if the other player won no hand), and each player adds ${LINE_BONUS} per hand won.`,
    ],
  },
  {
    heading: 'Coins',
    paragraphs: [
      'Your bet is staked on each hand. Win the hand and you get twice your stake back; lose it and the stake is gone; a void hand returns the stake.',
    ],
  },
];
