import { YOUR_PLAY_FRAME_PATH } from '../../core/game-registry';
import { PLAY_RESPONSIBLY_PATH } from '../../core/site-paths';
import { COIN_FIGURES } from './coin-figures';
import type { SiteContent } from './schema';
import { defaultStrings } from './default-strings';
import { stakeRangesText } from './stake-ranges';

const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = COIN_FIGURES;

/** The page's address: the footer's quick link and its risks notice lead here. */
export { PLAY_RESPONSIBLY_PATH };

/** The footer's quick link to the page. */
export const playResponsiblyQuickLink = { label: 'Play responsibly', link: PLAY_RESPONSIBLY_PATH } satisfies SiteContent['footer']['quickLinks'][number];

/** The words of the footer's risks notice that link to the page (they must stay in that notice word for word). */
export const defaultNoticeLink = {
  label: 'reach out to a support service in your province or territory',
  link: PLAY_RESPONSIBLY_PATH,
} satisfies SiteContent['footer']['noticeLink'];

/**
 * The play-responsibly page. Coin figures come from coin-rules.ts; every help line's number was
 * checked against a public source, recorded in docs/decisions/013, and is changed only there and
 * here together (the preview shows numbers but does not edit them).
 */
export const defaultResponsiblePlay = {
  title: 'Play responsibly',
  intro:
    'Brightmoose is meant to be a light, fun break. This page explains what our virtual coins are, the tools that keep your play in your hands, how to tell when play has stopped being fun, and where to find free, confidential help anywhere in Canada.',
  jumpToHelp: 'Need to talk to someone now? Find a help line',

  coins: {
    title: 'What coins are, and what they are not',
    paragraphs: [
      `Coins are virtual game points and nothing more. Each browser starts with ${startingGrant} coins and may claim ${dailyGrant} more ${dailyClaims} a day, for free.`,
      'Coins have no monetary value. They cannot be bought, sold, transferred or cashed out, and they are never exchanged for money, prizes or anything else of value.',
      `Each game takes its own range of stakes, never below ${minBet} or above ${maxBet} coins a round (${stakeRangesText(defaultStrings.stakeRanges, 'en')}), and game winnings can add at most ${winningsCap} coins to a wallet in one day.`,
      'Winning coins here says nothing about how you would do with real money. Real-money gambling can cost you money you cannot afford to lose.',
    ],
  },

  tools: {
    title: 'Tools that keep you in charge',
    lead: 'Every game shares one set of player tools. You can reach them from any game, or in the "Your play" panel on this page.',
    items: [
      {
        title: 'Age and place',
        description: 'Before your first game we ask for your year of birth and where you are, because Brightmoose is only for adults aged 18 or over who are in Canada.',
      },
      {
        title: 'Daily time limit',
        description: 'Choose how many minutes you want to play each day, all games together. When you reach it, the games close until midnight.',
      },
      {
        title: 'Daily stake limit',
        description: 'Choose the most coins you want to stake in one day. A stake that would take you past it is refused until midnight.',
      },
      {
        title: 'Reality check',
        description: `A reminder pauses your game to show how long you have been playing. It comes every ${realityCheck} minutes unless you pick another interval.`,
      },
      {
        title: 'Changing a limit',
        description: 'A lower limit applies at once. Raising a limit or removing it takes effect only after 24 hours, so the choice is never made in the heat of a game.',
      },
      {
        title: 'Take a break',
        description: 'Step away for 24 hours, 7 days or 30 days. Once a break starts it cannot be shortened or undone, and no game can be played until it ends.',
      },
      {
        title: 'Your activity',
        description: 'See, for each game, how long you played, how many coins you staked and how many you won, today and over the last 7 days.',
      },
    ],
    privacy: "Your answers, limits and activity are kept only in this browser. They are never sent to us or anywhere else, and clearing this browser's site data removes them.",
  },

  yourPlay: {
    title: 'Your play',
    lead: 'Set or change your limits, take a break and look back at your recent play, all in one place.',
    frameTitle: 'Your play: limits, breaks and activity',
    needsJavaScript: 'Your play needs JavaScript, which is turned off or blocked in your browser. Turn JavaScript on to see and set your limits, breaks and activity.',
    path: YOUR_PLAY_FRAME_PATH,
  },

  signs: {
    title: 'When play stops being fun',
    lead: 'Any of these is a good reason to pause, and to talk to someone you trust or to one of the services below.',
    items: [
      'You often play for longer than you meant to.',
      'You keep playing to win back what you lost.',
      'You feel restless, irritable or low when you are not playing.',
      'You hide how much you play from the people close to you.',
      'Play gets in the way of sleep, work, study or time with family and friends.',
      'You play to escape worries, stress or loneliness.',
      'You have started gambling with real money, or spending more than you can afford.',
    ],
  },

  help: {
    title: 'Free, confidential help',
    lead: 'These services are free and confidential, and you can call about your own play or about someone you care for. If someone is in immediate danger, call 911.',
    labels: { call: 'Call', text: 'Text', online: 'Online', newTab: '(opens in a new tab)' },
    lines: [
      {
        name: '9-8-8: Suicide Crisis Helpline',
        region: 'Anywhere in Canada',
        description: 'Trained responders answer calls and texts at any hour, in English or French, if you are thinking about suicide or are worried about someone.',
        phone: { display: '9-8-8', tel: 'tel:988' },
        text: { display: '9-8-8', sms: 'sms:988' },
        website: { label: '988.ca', url: 'https://988.ca' },
      },
      {
        name: 'B.C. Gambling Support Line',
        region: 'British Columbia',
        description: 'Support for gambling concerns around the clock, with free counselling and referrals across the province.',
        phone: { display: '1-888-795-6111', tel: 'tel:+18887956111' },
      },
      {
        name: 'Addiction Helpline',
        region: 'Alberta',
        description: 'A confidential line, open at all hours, for help with addictions, gambling included, and referrals to services.',
        phone: { display: '1-866-332-2322', tel: 'tel:+18663322322' },
      },
      {
        name: 'Saskatchewan Problem Gambling Helpline',
        region: 'Saskatchewan',
        description: 'Counsellors answer day and night with information, short-term counselling and referrals, for people who gamble and for their families.',
        phone: { display: '1-800-306-6789', tel: 'tel:+18003066789' },
        website: { label: 'spgh.ca', url: 'https://www.spgh.ca' },
      },
      {
        name: 'Problem Gambling Helpline',
        region: 'Manitoba',
        description: "Free, confidential information, support and referrals to Manitoba's public problem gambling counselling. In a crisis, call or text 9-8-8 at any hour.",
        phone: { display: '1-800-463-1554', tel: 'tel:+18004631554' },
      },
      {
        name: 'ConnexOntario',
        region: 'Ontario',
        description: 'Free, confidential help at any hour for gambling, substance use and mental health, by phone, text or online chat.',
        phone: { display: '1-866-531-2600', tel: 'tel:+18665312600' },
        text: { display: '247247', sms: 'sms:247247' },
        website: { label: 'Chat at connexontario.ca', url: 'https://www.connexontario.ca' },
      },
      {
        name: 'Gambling: Help and Referral (Jeu : aide et référence)',
        region: 'Quebec',
        description: 'A bilingual, anonymous line, open 24 hours a day, that listens, suggests next steps and refers you to services across Quebec.',
        phone: { display: '1-800-461-0140', tel: 'tel:+18004610140' },
        website: { label: 'aidejeu.ca', url: 'https://aidejeu.ca' },
      },
      {
        name: 'Addiction and Mental Health Helpline',
        region: 'New Brunswick',
        description: 'Bilingual clinicians answer 24 hours a day with support and guidance on addictions and mental health.',
        phone: { display: '1-866-355-5550', tel: 'tel:+18663555550' },
      },
      {
        name: 'Mental Health and Addictions Intake Line',
        region: 'Nova Scotia',
        description:
          'Nova Scotia Health now handles gambling support through this line, where clinicians connect you with addictions care. It answers on weekdays, from 8:30 to 16:30; at other hours, call the crisis line below or 9-8-8.',
        phone: { display: '1-855-922-1122', tel: 'tel:+18559221122' },
      },
      {
        name: 'Mental Health Crisis Line',
        region: 'Nova Scotia',
        description: 'Licensed clinicians answer 24 hours a day, 7 days a week, for anyone in Nova Scotia going through a mental health crisis, including one brought on by gambling.',
        phone: { display: '1-888-429-8167', tel: 'tel:+18884298167' },
      },
      {
        name: 'Mental Health and Addictions Access Line',
        region: 'Prince Edward Island',
        description: 'Mental health professionals answer 24 hours a day and connect Islanders with addictions and mental health services.',
        phone: { display: '1-833-553-6983', tel: 'tel:+18335536983' },
      },
      {
        name: 'Mental Health Crisis Line',
        region: 'Newfoundland and Labrador',
        description: 'A mental health professional answers at any hour of the day or night.',
        phone: { display: '1-888-737-4668', tel: 'tel:+18887374668' },
      },
      {
        name: 'Mental Wellness and Substance Use Services',
        region: 'Yukon',
        description: 'Counselling and substance use support across the territory. Call to reach the service closest to you.',
        phone: { display: '1-866-456-3838', tel: 'tel:+18664563838' },
      },
      {
        name: 'NWT Help Line',
        region: 'Northwest Territories',
        description: 'Free, confidential and anonymous support by phone, 24 hours a day.',
        phone: { display: '1-800-661-0844', tel: 'tel:+18006610844' },
      },
      {
        name: 'Kamatsiaqtut Help Line',
        region: 'Nunavut',
        description: 'A confidential line for anyone in Nunavut or Nunavik who needs to talk, open 24 hours a day.',
        phone: { display: '1-800-265-3333', tel: 'tel:+18002653333' },
      },
    ],
  },
} satisfies SiteContent['responsiblePlay'];
