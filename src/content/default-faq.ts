import { COIN_FIGURES } from './coin-figures';
import { GAMES } from '../../core/game-registry';
import { defaultContact } from './default-contact';
import type { SiteContent } from './schema';
import { defaultStrings } from './default-strings';
import { stakeRangesText } from './stake-ranges';

const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = COIN_FIGURES;

/** The titles of every game, in catalogue order, as an English list: "A, B and C". */
const gameList = GAMES.map((game) => game.text.en.title)
  .join(', ')
  .replace(/, ([^,]+)$/, ' and $1');

/**
 * The FAQ: six categories in a fixed order. There are no user accounts on the site (the wallet
 * lives in the browser), so the account answers say exactly that.
 */
export const defaultFaq = {
  title: 'Frequently asked questions',
  description: 'Straight answers about how Brightmoose works, what virtual coins are and how to get the most out of your play.',
  sections: [
    {
      category: 'Platform Fundamentals',
      items: [
        {
          question: 'What is Brightmoose?',
          answer:
            'Brightmoose is a free-to-play social casino with eight casino-style and card games that you play right in your browser. Every game uses virtual coins, so you can enjoy the fun of the cards and the reels without spending or risking any money.',
        },
        {
          question: 'Can I win real money or prizes?',
          answer:
            'No. Brightmoose is for entertainment only. Virtual coins have no monetary value, and they cannot be cashed out, redeemed or exchanged for prizes of any kind. Success in a social casino game does not mean you would succeed at real-money gambling.',
        },
        {
          question: 'Who can play?',
          answer: 'Brightmoose is for adults aged 18 and over who are located in Canada. You are responsible for confirming that you may play social casino games where you live.',
        },
        {
          question: 'Does it cost anything?',
          answer: 'Nothing at all. Every game is free, there is nothing to buy and no payment details are ever requested.',
        },
      ],
    },
    {
      category: 'Social Elements',
      items: [
        {
          question: 'What makes Brightmoose social?',
          answer:
            'Brightmoose is social the way a good games night is: the fun is in sharing it. Players tell us they play side by side with family, compare streaks with friends and trade tips on their favourite games. The player stories on our home page come straight from our community.',
        },
        {
          question: 'Can I chat with other players on the site?',
          answer:
            'Not at the moment. Brightmoose has no chat rooms or friend lists, which keeps the site simple and private. If a social feature would make your play more enjoyable, tell us: many of our improvements started as player suggestions.',
        },
        {
          question: 'How can I share a game with a friend?',
          answer: 'Every game has its own page, so you can simply send a friend the link. Each person plays with the coins in their own browser, and coins cannot be sent from one wallet to another.',
        },
        {
          question: 'How can I share my Brightmoose story?',
          answer: `We love hearing from players. Email your story to ${defaultContact.email}, and let us know the first name, initial and city you would like us to use if we feature it.`,
        },
      ],
    },
    {
      category: 'Virtual Currency Framework',
      items: [
        {
          question: 'How do I get coins?',
          answer: `The first time you open any game, your wallet receives a welcome grant of ${startingGrant} virtual coins. After that, you can claim ${dailyGrant} free coins ${dailyClaims} every calendar day. All eight games share the same wallet.`,
        },
        {
          question: 'Can I buy more coins?',
          answer: 'No. Coins are never for sale on Brightmoose, and we will never ask you for a payment. If your balance runs low, come back the next day to claim your free coins.',
        },
        {
          question: 'Can I cash out, sell or transfer my coins?',
          answer:
            'No. Virtual coins have no monetary value. They cannot be redeemed for cash or prizes, sold, traded or transferred to another person or device. They exist only to keep score and keep the games going.',
        },
        {
          question: 'Are there limits on betting and winning?',
          answer: `Yes. Each game accepts its own range of stakes, never below ${minBet} or above ${maxBet} coins: ${stakeRangesText(defaultStrings.stakeRanges, 'en')}. Game winnings can add at most ${winningsCap} coins to your wallet in one calendar day. These limits keep play balanced and sessions in proportion.`,
        },
      ],
    },
    {
      category: 'Technical Assistance',
      items: [
        {
          question: 'Which devices and browsers are supported?',
          answer:
            'Brightmoose works on computers, tablets and phones with an up-to-date version of Chrome, Firefox, Safari or Edge. JavaScript and local storage need to be enabled, since that is where your wallet is kept.',
        },
        {
          question: 'A game will not load. What should I do?',
          answer:
            'Reload the page first. If that does not help, check your internet connection, temporarily turn off extensions that block content, and make sure your browser is up to date. If the problem continues, email us with the game name, your device and your browser, and we will look into it.',
        },
        {
          question: 'Can I play in full screen?',
          answer: "Yes. Every game page has a full-screen button above the game. Press Esc, or use your device's usual gesture, to leave full screen.",
        },
        {
          question: 'How do I report a bug?',
          answer: `Send a short description to ${defaultContact.email}, including what you were doing when it happened and, if you can, a screenshot. Every report is read by our team.`,
        },
      ],
    },
    {
      category: 'Game Selection',
      items: [
        {
          question: 'Which games can I play?',
          answer: `There are eight: ${gameList}. You will find them all on the games page.`,
        },
        {
          question: 'Which game is best for beginners?',
          answer:
            'High Low and Baccarat are quick to learn, since each round takes only one decision. If you prefer to take your time, Mahjong Deluxe and Gin Rummy reward patience and planning. Every game has a how-to-play panel that explains its rules.',
        },
        {
          question: 'Are the games fair?',
          answer:
            'Yes. Outcomes are decided at random by each game according to its rules, and we never adjust results for individual players. Past results do not influence the next round, so no pattern or system can predict what comes next.',
        },
        {
          question: 'Will you add new games?',
          answer: 'We regularly improve our games and add new ones when they meet our standards for quality and fair play. Watch for the New badge on the games page.',
        },
      ],
    },
    {
      category: 'Account Management',
      items: [
        {
          question: 'Do I need to create an account?',
          answer: 'No. Brightmoose has no accounts, logins or passwords. You can start playing the moment the page loads.',
        },
        {
          question: 'Where is my coin balance kept?',
          answer: "Your wallet is stored in your browser's local storage, on your own device. It is not linked to your name or email, and we cannot see it.",
        },
        {
          question: 'What happens if I clear my browser data or change devices?',
          answer:
            'Your wallet belongs to the browser where you play. Clearing your browser data, playing in a private window or switching to another device or browser starts a new wallet with a fresh welcome grant. Earlier balances cannot be recovered or moved, because coins are never stored on our servers.',
        },
        {
          question: 'How can I keep my play in check?',
          answer: `Each game pauses for a reality check after ${realityCheck} minutes of play, and you can change that interval to suit you. We also suggest deciding how long you will play before you start and taking regular breaks. If gaming stops feeling like fun, talk to someone you trust or reach out to a problem gambling support service in your province or territory.`,
        },
      ],
    },
  ],
  contact: {
    title: 'Still have a question?',
    description: 'Our support team reads every message and will get back to you as soon as possible.',
    button: { text: 'Email our team', link: `mailto:${defaultContact.email}` },
  },
} satisfies SiteContent['faq'];
