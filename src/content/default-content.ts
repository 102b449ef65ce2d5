import { COIN_FIGURES } from './coin-figures';
import { term } from '../../core/glossary';
import { defaultContact } from './default-contact';
import { defaultFaq } from './default-faq';
import { defaultPrivacy } from './default-privacy';
import { defaultNoticeLink, defaultResponsiblePlay, playResponsiblyQuickLink } from './default-responsible-play';
import { defaultTerms } from './default-terms';
import { GAMES, gameFramePath, gameLink, type GameEntry, type GameSlug } from '../../core/game-registry';
import type { Game, SiteContent } from './schema';
import { defaultStrings } from './default-strings';
import { gameTitles } from './game-titles';
import { stakeRangesText } from './stake-ranges';

/** Each game's title by slug, from the registry, for the links and labels that name a game. */
const titles = gameTitles('en');

/** The four navigation links, shared by the header and the footer's navigation column. */
const navigationLinks = [
  { label: 'Home', link: '/' },
  { label: 'Games', link: '/games' },
  { label: 'Privacy Policy', link: '/privacy-policy' },
  { label: 'Terms & Conditions', link: '/terms-and-conditions' },
] satisfies SiteContent['links'];

/** A game's own text on its card; the registry gives its slug, default title and order. */
type GameCard = { badge?: Game['badge']; description: string; imageAlt: string };

/** A catalogue entry: the facts every card shares, with title, link and frame path from the registry. */
function game({ slug, text }: GameEntry, { badge, description, imageAlt }: GameCard): Game {
  return {
    title: text.en.title,
    description,
    image: { src: `/images/games/${slug}.svg`, alt: imageAlt, width: 480, height: 320 },
    ...(badge ? { badge } : {}),
    ctaText: 'Play now',
    link: gameLink(slug),
    path: gameFramePath(slug),
    s3Path: slug,
    rating: '4.8',
    players: '10k+',
    price: 'Free',
    category: 'Puzzle',
  };
}

/** Each game's card text, by slug: every registered game needs one (its content entry). */
const gameCards: Record<GameSlug, GameCard> = {
  'high-low': {
    badge: 'Popular',
    description:
      'A card is turned face up and you call whether the next one will be higher or lower. The harder the call, the bigger the multiplier, and each call is paid the moment the next card lands.',
    imageAlt: 'A face-up playing card between two arrows marked higher and lower',
  },
  'gin-rummy': {
    badge: 'Featured',
    description:
      'Play the classic two-player card game against a computer opponent, drawing and discarding to build sets and runs. Knock when your deadwood is low enough, or hold out for gin and its bonus.',
    imageAlt: 'A fanned hand of playing cards arranged in sets and runs',
  },
  'fisher-man': {
    badge: 'New',
    description:
      'Cast your line across a lively lake in this arcade fishing game, aiming each throw at the fish you want to catch. Bigger and rarer fish are worth more coins, so choose your moment and reel in with care.',
    imageAlt: 'A cartoon fisher casting a line over a lake full of colourful fish',
  },
  'wheel-of-fortune': {
    description:
      'Set your stake and spin a prize wheel whose segments come in different sizes. The wider a segment, the more often the pointer lands on it, so the biggest prizes sit on the narrowest slices.',
    imageAlt: 'A colourful prize wheel with segments of different sizes and a pointer at the top',
  },
  'slot-kongfu': {
    badge: 'Popular',
    description:
      'Spin reels filled with dragons, lanterns and kung fu masters in this temple-themed slot. Line up matching symbols on a payline to win coins, and check the paytable to see what each symbol is worth.',
    imageAlt: 'Slot reels showing a dragon, a red lantern and a kung fu master',
  },
  baccarat: {
    badge: 'Featured',
    description:
      'Play punto banco the classic way: bet on the Player, the Banker or a Tie, and the cards are drawn by fixed rules. The hand closest to nine wins, so the only decision is where to place your bet.',
    imageAlt: 'A baccarat table with Player, Banker and Tie betting areas and two dealt hands',
  },
  'mahjong-deluxe': {
    badge: 'New',
    description:
      'Clear the classic turtle layout by matching pairs of identical tiles that are free to move. A tile is free when nothing covers it and its left or right side is open, so plan ahead to avoid getting stuck.',
    imageAlt: 'Mahjong tiles stacked in the shape of a turtle',
  },
  'slot-cowboy': {
    description: 'Saddle up for a Wild West slot with sheriff badges, horseshoes and gold nuggets on the reels. Match symbols along the paylines to win coins, and set your stake before each spin.',
    imageAlt: 'Slot reels showing a sheriff badge, a horseshoe and a gold nugget in a desert town',
  },
};

const badge = (file: string, alt: string) => ({ src: `/images/badges/${file}.svg`, alt, width: 160, height: 64 });

/** The default site content: every word, image path and link of Brightmoose. */
export const defaultContent = {
  site_name: 'Brightmoose',
  site_domain: 'brightmoose.ca',
  site_description: 'Brightmoose is a free-to-play social casino for adults in Canada: eight casino-style and card games played with virtual coins only, never real money.',
  logo: { path: '/images/logo.svg' },
  seo: {
    locale: 'en_CA',
    shareImage: {
      src: '/images/share.jpg',
      alt: 'The Brightmoose moose in gold on dark blue beside playing cards and coins: free social casino games, virtual coins only, adults 18+ in Canada',
      width: 1200,
      height: 630,
    },
  },

  ui: {
    loading: 'Loading...',
    skipToContent: 'Skip to main content',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    mainNavLabel: 'Main',
    notFoundTitle: 'Page not found',
    notFoundMessage: 'The page you were looking for has moved or never existed, but the games are right where you left them.',
    notFoundHomeLink: 'Back to the home page',
    languageSwitch: 'Français',
    languageSwitchLabel: 'Lire cette page en français',
    languageNotice: {
      message: 'Vous préférez le français\u202f? Toutes nos pages et nos jeux sont aussi offerts en français.',
      action: 'Lire cette page en français',
      dismiss: 'Non merci',
    },
    offline: {
      title: 'You are offline',
      message: 'This page was not kept for playing offline. The other pages and every game still work, and your coins stay on this device.',
      homeLink: 'Back to the home page',
    },
    updateNotice: { message: 'A new version is ready.', action: 'Reload' },
  },

  header: {
    logoPath: '/images/logo.svg',
    logoAlt: 'Brightmoose home',
    links: navigationLinks,
  },

  links: navigationLinks,

  footer: {
    tagLine: 'Free social casino games for adults in Canada. Virtual coins, real fun, no money involved.',
    quickLinksTitle: 'Quick links',
    quickLinks: [
      { label: 'All games', link: '/games' },
      { label: titles['high-low'], link: '/games/high-low' },
      { label: titles['baccarat'], link: '/games/baccarat' },
      { label: titles['gin-rummy'], link: '/games/gin-rummy' },
      { label: 'About virtual coins', link: '/money' },
      playResponsiblyQuickLink,
    ],
    aboutTitle: 'About Brightmoose',
    aboutText: 'Brightmoose brings the atmosphere of a casino night to your browser, without the stakes. Every game is free, every coin is virtual and the only thing to win is a good time.',
    contactTitle: 'Contact us',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    navigationTitle: 'Navigation',
    badgesLabel: 'Responsible play',
    badges: [
      badge('adults-only', '18+ adults only'),
      badge('play-responsibly', 'Play responsibly'),
      badge('virtual-coins-only', 'Virtual coins only, no real money'),
      badge('no-purchase-needed', 'No purchase needed'),
      badge('fair-random-play', 'Fair, random play'),
    ],
    notices: [
      'Players must be at least 18 years old and located in Canada.',
      'You are responsible for confirming that you may gamble online in your country or jurisdiction.',
      'Gambling comes with risks: debt, addiction. If gaming stops being fun, take a break and reach out to a support service in your province or territory.',
    ],
    noticeLink: defaultNoticeLink,
    allRightsReservedText: 'All rights reserved.',
  },

  hero: {
    title: 'Casino night, minus the money',
    subtitle: 'Flip cards in High Low, match tiles in Mahjong Deluxe, spin the reels of Slot Cowboy and more. Eight free games, one shared wallet of virtual coins and nothing to buy, ever.',
    disclaimer: 'For adults 18+ located in Canada. Games use virtual coins only, which have no monetary value and cannot be redeemed for cash or prizes.',
    ctaText: 'Browse the games',
    heroImage: {
      src: '/images/hero.svg',
      alt: 'Playing cards, golden coins and a spinning prize wheel under a starry night sky',
      width: 640,
      height: 520,
    },
  },

  heroText: {
    title: { prefix: 'Ready for a ', highlight: 'games night', suffix: ' that costs nothing?' },
    heroImage: { src: '/images/banner.svg', alt: '', width: 1440, height: 560 },
    description: `Start with ${COIN_FIGURES.startingGrant} welcome coins, pick a table and play at your own pace. No sign-up, no payments, just good fun.`,
    controls: {
      primaryButton: { text: 'Start playing', link: '/games' },
      secondaryButton: { text: 'How virtual coins work', link: '/money' },
    },
  },

  features: {
    title: 'Why players choose Brightmoose',
    description: 'Everything you enjoy about a casino night, built with care for how and why you play.',
    ctaText: 'Explore the games',
    items: [
      {
        title: 'Virtual coins only',
        description: 'Every game runs on virtual coins with no monetary value. There is nothing to buy, nothing to cash out and nothing real at stake.',
      },
      {
        title: 'Play in your browser',
        description: 'No sign-up and no passwords. Open a game on your computer, tablet or phone and you are playing in seconds.',
      },
      {
        title: 'Fresh coins every day',
        description: `Start with ${COIN_FIGURES.startingGrant} coins and claim ${COIN_FIGURES.dailyGrant} more each day, so a quiet evening never ends early.`,
      },
      {
        title: 'Built-in reality checks',
        description: `Games pause after ${COIN_FIGURES.realityCheck} minutes to show how long you have been playing, so time never slips away unnoticed.`,
      },
      {
        title: 'Rules made clear',
        description: 'Each game has a how-to-play panel that explains the rules and payouts in plain language before you place a single coin.',
      },
      {
        title: 'Private by design',
        description: 'No accounts, no advertising trackers and no payment details. Your wallet stays in your own browser.',
      },
    ],
  },

  about: {
    title: 'A social casino with nothing to lose',
    content:
      'Brightmoose started with a simple idea: the cards, the reels and the friendly rivalry are the best part of a casino night, and none of them needs real money. So we built a place where adults across Canada can enjoy classic games for free, with virtual coins, clear rules and gentle reminders to take a break.',
    image: {
      src: '/images/about.svg',
      alt: 'Friends laughing together around a table of cards and mahjong tiles',
      width: 560,
      height: 420,
    },
  },

  additionalInfo: {
    title: 'About us',
    motto: 'Play for the fun of it.',
    mainContent: [
      'Brightmoose is made by a small team of game designers, developers and support specialists who grew up around kitchen-table card games and arcade cabinets. We wanted to bring that same easygoing spirit online, for adults who enjoy casino-style games but have no interest in risking their money.',
      'Every game on Brightmoose is free and uses virtual coins only. Coins cannot be bought, sold, transferred or redeemed, and nothing of real value is ever won or lost. We keep the rules clear, the outcomes random and the reminders friendly, because the best games are the ones you can walk away from smiling.',
      'We read every message our players send us, and many of our improvements began as a suggestion in our inbox. If you have an idea, we would love to hear it.',
    ],
    logoPath: '/images/logo-mark.svg',
    description: 'Meet the small team behind Brightmoose: free casino-style and card games for adults in Canada, played with virtual coins that are never worth money.',
  },

  contact: defaultContact,

  gamingTips: {
    title: 'Tips for a better game',
    subtitle: 'No system can beat a random outcome, but these tips will help you enjoy every session.',
    categories: [
      {
        slug: 'high-low',
        tips: [
          'Open the how-to-play panel first to see what every call pays and returns before you choose.',
          'A call against the odds pays a big multiplier but wins rarely, while the likely call pays a little over your bet.',
          'Every card comes from a fresh deck, so a run of right calls makes the next call no more or less likely to succeed.',
          'Decide how many coins you will play before you start, and stop when you reach that figure, up or down.',
        ],
      },
      {
        slug: 'gin-rummy',
        tips: [
          `Read the how-to-play panel to learn when you are allowed to knock and how ${term('deadwood', 'en')} is scored.`,
          'Discard high cards you cannot use early, since they count heavily against you if your opponent knocks first.',
          'Watch what the computer picks up from the discard pile to guess which sets it is building.',
          "Think each discard through: the card you throw away may be the one that completes your opponent's set.",
        ],
      },
      {
        slug: 'fisher-man',
        tips: [
          'Check the how-to-play panel to see what each fish is worth before you cast.',
          'Time your casts rather than throwing as fast as you can, since every cast uses coins.',
          'Set a number of casts for the session and stop when you reach it.',
        ],
      },
      {
        slug: 'wheel-of-fortune',
        tips: [
          'Look at the wheel before you spin: the narrower a segment, the less often the pointer lands on it.',
          'Each spin is independent, so a prize that has not come up for a while is no more likely on the next spin.',
          'Choose a modest stake so your coins last for plenty of spins.',
        ],
      },
      {
        slug: 'slot-kongfu',
        tips: [
          `Open the ${term('payTable', 'en')} in the how-to-play panel to see which symbols pay the most.`,
          'Pick a stake that lets you enjoy many spins rather than a few large ones.',
          'Reels stop at random, so there is no lucky time of day and no machine that is "due" to pay.',
          `Let the ${COIN_FIGURES.realityCheck}-minute reality check be your cue to stretch and decide whether to keep playing.`,
        ],
      },
      {
        slug: 'baccarat',
        tips: [
          'The drawing rules are fixed, so all you decide is where to bet. The how-to-play panel explains them in full.',
          'Player and Banker bets win about as often as each other, while a Tie pays more because it happens far less often.',
          'Avoid chasing patterns on the scoreboard: every hand is dealt independently.',
        ],
      },
      {
        slug: 'mahjong-deluxe',
        tips: [
          'A tile can be matched only when nothing sits on top of it and its left or right side is open.',
          'Work on the tall centre stack and the long rows early, since they hide the most tiles.',
          'When several matching tiles are free, pick the pair that uncovers the most new tiles.',
          'New to the turtle layout? The how-to-play panel explains which tiles are free and how matching works.',
        ],
      },
      {
        slug: 'slot-cowboy',
        tips: [
          'Study the paytable before you ride out, so you know which symbols and combinations to look for.',
          `Every spin accepts between ${COIN_FIGURES.minBet} and ${COIN_FIGURES.maxBet} coins; smaller stakes make a session last longer.`,
          'Set a time or coin limit for the session before your first spin and stick to it.',
        ],
      },
    ],
  },

  playerStories: {
    title: 'Stories from our players',
    subtitle: 'Brightmoose players share how a few free games fit into their week.',
    favoriteGameLabel: 'Favourite game',
    stories: [
      {
        player: 'Marie-Claude T.',
        story:
          'My sister lives in Moncton and I live in Quebec City, so on Sunday evenings we call each other and both play Mahjong Deluxe, racing to clear the turtle first. It has become our favourite weekly tradition.',
        favoriteGame: titles['mahjong-deluxe'],
      },
      {
        player: 'Daniel K.',
        story: 'I learned Gin Rummy from my grandfather in Winnipeg and had not played in years. The computer opponent is a patient teacher, and now I play a hand or two with my morning coffee.',
        favoriteGame: titles['gin-rummy'],
      },
      {
        player: 'Priya S.',
        story: 'After long shifts at the hospital in Mississauga, a few rounds of High Low help me switch off. I like that the reality check nudges me to put my phone down and head to bed.',
        favoriteGame: titles['high-low'],
      },
      {
        player: 'Tom B.',
        story: 'Our curling club in Red Deer has a running joke about who picks the winning side in Baccarat more often. No money changes hands, just bragging rights at the next bonspiel.',
        favoriteGame: titles['baccarat'],
      },
      {
        player: 'Aisha M.',
        story: 'I always wanted to understand how reel slots work without spending a cent. Slot Cowboy made it fun to learn, and the paytable explained everything in plain language.',
        favoriteGame: titles['slot-cowboy'],
      },
    ],
  },

  funFacts: {
    title: 'Brightmoose by the numbers',
    items: [
      { value: '8.5 million', label: 'hours of play enjoyed' },
      { value: '825,000', label: 'accomplishments unlocked' },
      { value: '230', label: 'countries and territories reached by our worldwide community of fans' },
      { value: '1.8 million', label: 'tournaments hosted' },
      { value: '97%', label: 'of players who say they play for the social side' },
      { value: '75 minutes', label: 'average daily session' },
      { value: '2.5 million', label: 'downloads' },
      { value: '250', label: 'enhancements shipped' },
      { value: '15,000', label: 'player inquiries answered every week' },
    ],
  },

  games: {
    title: 'Our games',
    description: 'Eight free casino-style and card games, all played with the same wallet of virtual coins.',
    labels: { rating: 'Rating', players: 'Players', price: 'Price', category: 'Category' },
    fullScreen: 'Full screen',
    needsJavaScript: 'This game needs JavaScript, which is turned off or blocked in your browser. Turn JavaScript on to play.',
    frameTitle: '{game} - playable game',
    backToGames: 'All games',
    badgeLabels: { New: 'New', Popular: 'Popular', Featured: 'Featured' },
    items: GAMES.map((entry) => game(entry, gameCards[entry.slug])),
  },

  testimonials: {
    title: 'What players are saying',
    description: 'Kind words from Brightmoose players across Canada.',
    items: [
      {
        quote: 'I love that there is no pressure to spend anything. I play a few hands of Gin Rummy at lunch and close the tab feeling better than when I opened it.',
        author: 'Heather L.',
        location: 'Halifax, NS',
      },
      {
        quote: 'The rules are explained so clearly. I finally understand how Baccarat works, and I never had to risk a dollar to learn it.',
        author: 'Marcus D.',
        location: 'Calgary, AB',
      },
      {
        quote: 'Mahjong Deluxe is my evening wind-down. The artwork is beautiful, and the reality check is a thoughtful touch.',
        author: 'Sophie G.',
        location: 'Montreal, QC',
      },
      {
        quote: 'My husband and I compete over who can keep the longer High Low streak. It is harmless fun, and the daily coins mean we never run dry.',
        author: 'Linda P.',
        location: 'Saskatoon, SK',
      },
      {
        quote: 'I emailed support with a question about the daily free coins and had a friendly, clear answer quickly. Great service for a free site.',
        author: 'Jordan W.',
        location: 'Victoria, BC',
      },
    ],
  },

  faq: defaultFaq,

  money: {
    title: 'How virtual coins work',
    paragraphs: [
      'Every game on Brightmoose is played with virtual coins. They keep score, set the stakes of each round and make the games exciting, but they are not money and never become money.',
      `The first time you open a game, your wallet receives ${COIN_FIGURES.startingGrant} coins. You can then claim ${COIN_FIGURES.dailyGrant} free coins each calendar day. Each game accepts its own range of stakes (${stakeRangesText(defaultStrings.stakeRanges, 'en')}), and winnings can add at most ${COIN_FIGURES.winningsCap} coins to your wallet in one day.`,
      'Your wallet is kept in your browser on your own device. Clearing your browser data or switching devices starts a new wallet, and earlier balances cannot be restored.',
      'Brightmoose is for adults 18 and over located in Canada, and is for entertainment only. Success in a social casino game does not mean you would succeed at real-money gambling.',
    ],
    rules: [
      'Virtual coins have no monetary value.',
      'Virtual coins cannot be transferred to another person, browser or device.',
      'Virtual coins cannot be bought. There is nothing for sale on Brightmoose.',
      'Virtual coins cannot be sold or traded.',
      'Virtual coins cannot be redeemed for cash, prizes or anything else of value.',
    ],
    homeLink: 'Back to Brightmoose',
  },

  privacy: defaultPrivacy,
  terms: defaultTerms,
  responsiblePlay: defaultResponsiblePlay,
} satisfies SiteContent;
