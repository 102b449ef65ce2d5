import type { AvoidedWords, Language } from '../language-line';

/** English, the default language: the site's unprefixed pages. */
export const en = {
  code: 'en',
  tag: 'en-CA',
  name: 'English',
  numbers: { group: ',', decimal: '.', percent: '%' },
  colon: ': ',
  games: {
    'high-low': { title: 'High Low', description: 'Call whether the next card is higher or lower. Virtual coins only.' },
    'gin-rummy': { title: 'Gin Rummy', description: 'Gin Rummy against a computer opponent, to 100 points. Virtual coins only.' },
    'fisher-man': { title: 'Fisher Man', description: 'Cast your line and catch fish worth coins. Virtual coins only.' },
    'wheel-of-fortune': { title: 'Wheel Of Fortune', description: 'Spin a prize wheel with segments of different sizes. Virtual coins only.' },
    'slot-kongfu': { title: 'Slot Kongfu', description: 'A temple-themed slot with dragons and lanterns. Virtual coins only.' },
    baccarat: { title: 'Baccarat', description: 'Punto banco baccarat with an eight-deck shoe. Virtual coins only.' },
    'mahjong-deluxe': { title: 'Mahjong Deluxe', description: 'Clear the turtle layout by matching free tiles. Virtual coins only.' },
    'slot-cowboy': { title: 'Slot Cowboy', description: 'A Wild West slot with sheriff badges and gold nuggets. Virtual coins only.' },
  },
  glossary: {
    payTable: { term: 'paytable' },
    stake: { term: 'bet' },
    deadwood: { term: 'deadwood' },
    freeSpin: { term: 'free spin' },
    dailyGrant: { term: 'free coins' },
    break: { term: 'break' },
    limit: { term: 'limit' },
    coin: { term: 'coin' },
    round: { term: 'round' },
  },
} as const satisfies Language;

/** The other ways a writer might reach for each concept of the glossary (AvoidedWords): the glossary tests fail on any. */
export const avoid = {
  payTable: ['pay table', 'payout table'],
  stake: ['wager'],
  deadwood: ['dead wood'],
  freeSpin: ['bonus spin'],
  dailyGrant: ['daily grant', 'daily allowance'],
  break: ['time-out', 'cooling-off'],
  limit: ['cap on'],
  coin: ['chips', 'tokens'],
  round: [],
} as const satisfies AvoidedWords;
