import { COIN_FIGURES } from './coin-figures';
import { defaultContactDetails } from './default-contact';
import type { SiteContent } from './schema';
import { defaultStrings } from './default-strings';
import { stakeRangesText } from './stake-ranges';

const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = COIN_FIGURES;

/**
 * The Terms & Conditions: eighteen numbered sections. Sections 1 to 5 carry the virtual-coin
 * rules, with every number taken from COIN_RULES so the terms state what the wallet does;
 * section 5 ends with the prohibited conduct, one item per line.
 */
export const defaultTerms = {
  title: 'Terms & Conditions',
  description: 'The terms for playing at Brightmoose: who may play, how virtual coins work, the daily limits, community conduct and how disputes are resolved.',
  lastUpdated: 'Last updated: November 2, 2026',
  sections: [
    {
      title: '1. Acceptance of these terms',
      content: [
        'These Terms & Conditions govern your use of the Brightmoose website at brightmoose.ca and of every game offered on it (together, the "Platform"). By opening the Platform or playing any game, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the Platform.',
        'Brightmoose is a free-to-play social casino. Every game is played with virtual coins only. You cannot bet, win or lose real money, and nothing of real-world value is ever awarded.',
        'In these terms, "we", "us" and "our" mean the team that operates Brightmoose, and "you" means the person using the Platform.',
      ],
      isList: false,
    },
    {
      title: '2. Eligibility',
      content: [
        'You must be at least 18 years old to use the Platform.',
        'The Platform is intended for adults located in Canada.',
        'You are responsible for confirming that you may play social casino games in your province, territory or other jurisdiction before you use the Platform.',
        'The Platform is for your personal, non-commercial entertainment only.',
        'We may ask you to stop using the Platform if we have reason to believe that you do not meet these requirements.',
      ],
      isList: true,
    },
    {
      title: '3. Virtual coins',
      content: [
        `The first time your browser opens any Brightmoose game, your wallet is credited with a one-time starting grant of ${startingGrant} virtual coins. All games share the same wallet, which is stored in your browser on your device.`,
        'Virtual coins have no monetary value. They are not money, currency, property or a payment instrument of any kind.',
        'Virtual coins are non-transferable. They cannot be sent, gifted, lent or assigned to another person, browser or device.',
        'Virtual coins cannot be purchased. We never sell coins, and no payment of any kind is accepted on the Platform.',
        'Virtual coins cannot be sold, traded or exchanged, whether on the Platform or elsewhere.',
        'Virtual coins cannot be redeemed for cash, prizes, goods, services or anything else of value, and we will never pay out any balance.',
        'Your wallet exists only in the browser where you play. Clearing your browser data, using a private window or switching devices starts a new wallet, and earlier balances cannot be restored.',
      ],
      isList: true,
    },
    {
      title: '4. Earning limits and play rules',
      content: [
        `Daily free coins: you may claim ${dailyGrant} free virtual coins ${dailyClaims} per calendar day, counted in your device's local time.`,
        `Daily earning limit: game winnings can add at most ${winningsCap} virtual coins to your wallet in one calendar day. Winnings beyond that limit are not added to your wallet that day.`,
        `Stakes: no round accepts less than ${minBet} or more than ${maxBet} virtual coins, and each game accepts its own range within those: ${stakeRangesText(defaultStrings.stakeRanges, 'en')}.`,
        `Reality check: after ${realityCheck} minutes of play, the game pauses and reminds you how long you have been playing. You may change this interval, and we encourage you to keep it.`,
        'Outcomes are decided at random by each game according to its published rules. Past results do not influence future rounds, and no strategy can guarantee a win.',
        'We may adjust these limits from time to time; the amounts shown in these terms are always the ones the games apply.',
      ],
      isList: true,
    },
    {
      title: '5. Community conduct',
      content: [
        'Play fairly and treat other players and our support team with courtesy and respect.',
        'Keep anything you send us, including stories, feedback and messages, lawful, honest and suitable for a general adult audience.',
        "Respect the privacy of others and never share someone else's personal information.",
        'The following conduct is prohibited and may lead to the penalties described in section 13.',
        'Impersonation: pretending to be another player, a member of our team or any other person or organization.',
        'Bots and automated play: using scripts, bots, macros or any other automation to play games or claim coins.',
        'Reverse engineering: decompiling, disassembling or otherwise reverse engineering the Platform or its games, or tampering with the wallet stored in your browser.',
        'Hate speech: content that attacks or demeans people on the basis of race, ethnicity, religion, gender, sexual orientation, disability or any other protected characteristic.',
        'Manipulating leaderboards: falsifying scores, results or achievements, or colluding with others to distort any leaderboard, tournament or ranking.',
        'Circumventing moderation: evading any restriction, filter or decision made by our team, including by returning under a different identity.',
      ],
      isList: true,
    },
    {
      title: '6. Platform usage rights',
      content:
        "Subject to these terms, we grant you a personal, limited, revocable, non-exclusive and non-transferable right to access the Platform and play its games for your own entertainment. You may not copy, sell, rent, sublicense or commercially exploit the Platform or any part of it, or use it in any way that interferes with its operation or with other people's enjoyment of it.",
      isList: false,
    },
    {
      title: '7. Dispute resolution',
      content: [
        'If something goes wrong, please contact our support team first. Most concerns can be resolved quickly and informally, and we will respond as promptly as we reasonably can.',
        'If a concern cannot be resolved informally, you and we agree to try in good faith to settle it through negotiation before starting any formal proceeding.',
        'Because virtual coins have no monetary value, no dispute about a coin balance, a game result or a lost wallet can give rise to a claim for money or compensation.',
      ],
      isList: false,
    },
    {
      title: '8. Intellectual property',
      content:
        'The Platform and everything on it, including the Brightmoose name and logo, the games, their artwork, sounds, text and software, belong to us or to our licensors and are protected by copyright, trademark and other laws. Except for the limited right to use the Platform described in these terms, no rights are granted to you, and all rights not expressly granted are reserved.',
      isList: false,
    },
    {
      title: '9. Limitation of liability',
      content: [
        'The Platform is provided "as is" and "as available". We work hard to keep it accurate, safe and running, but we do not promise that it will be uninterrupted, error-free or suited to any particular purpose.',
        'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special or consequential loss, or for the loss of virtual coins, game progress or data stored in your browser.',
        'Nothing in these terms limits any right you have under consumer protection laws that cannot be excluded by agreement.',
      ],
      isList: false,
    },
    {
      title: '10. Modifications and termination',
      content: [
        'We may update these terms, the games, the coin rules or any other part of the Platform. When we make a material change, we will update the date at the top of this page and, where appropriate, give notice on the Platform in advance.',
        'Continuing to use the Platform after a change takes effect means that you accept the updated terms.',
        'We may suspend or end your access to the Platform, in whole or in part, if you breach these terms or if we decide to discontinue the Platform. You may stop using the Platform at any time.',
      ],
      isList: false,
    },
    {
      title: '11. Governing law',
      content:
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Subject to section 7, you and we agree to the jurisdiction of the courts of Ontario, except where the law of your province or territory gives you the right to bring proceedings elsewhere.',
      isList: false,
    },
    {
      title: '12. Contact information',
      content: 'If you have a question about these terms, a concern about the Platform or a report to make, our support team is happy to help. You can reach us using the details below.',
      isList: false,
      contactDetails: defaultContactDetails,
    },
    {
      title: '13. Account restrictions and penalties',
      content: [
        'Brightmoose does not use registered accounts: your wallet lives in your browser. Where these terms refer to your account, they mean your access to the Platform and the wallet on your device.',
        'If you breach these terms, we may, depending on the seriousness and frequency of the breach, issue a warning, reset a wallet, restrict access to some or all games, or block access to the Platform.',
        'We decide on penalties fairly and proportionately, and we will explain our decision if you contact us about it.',
        'Penalties do not entitle anyone to compensation, because virtual coins have no monetary value.',
      ],
      isList: true,
    },
    {
      title: '14. Virtual goods',
      content: [
        'Any virtual goods shown on the Platform, including coins, multipliers, bonuses, badges and achievements, exist only for entertainment inside the games.',
        'Virtual goods are licensed to you for use on the Platform and are not owned by you. They have no monetary value and cannot be transferred, sold, purchased or redeemed for cash, prizes or anything else of value.',
        'We may change, rebalance or remove virtual goods at any time, for example to fix an error or to improve a game.',
      ],
      isList: false,
    },
    {
      title: '15. User content submissions',
      content: [
        'You may send us feedback, ideas, player stories or testimonials by email. Please do not send anything you do not have the right to share, and never include sensitive personal information.',
        'By sending us a submission, you allow us to use, edit and publish it on the Platform and in our communications, without payment. If we publish a story or testimonial, we will identify you only by your first name and initial and your general location unless you agree otherwise.',
        'You may ask us at any time to stop using a submission, and we will remove it from the Platform within a reasonable time.',
      ],
      isList: false,
    },
    {
      title: '16. Service availability',
      content:
        'We aim to keep Brightmoose available around the clock, but the Platform or individual games may be unavailable from time to time for maintenance, updates or reasons outside our control. Games run in your browser and depend on your device, browser settings and internet connection. We are not responsible for interruptions, and they do not entitle anyone to compensation.',
      isList: false,
    },
    {
      title: '17. Communication policies',
      content: [
        'We only contact you when you contact us first. We do not send marketing email, text messages or push notifications.',
        'We reply to support requests by email, as soon as we reasonably can.',
        'We will never ask for your banking details, a payment or a password, because the Platform has no payments and no logins. Any message that asks for these does not come from us.',
        'Please keep your messages to our team respectful. We may stop responding to abusive messages.',
      ],
      isList: true,
    },
    {
      title: '18. Platform security',
      content: [
        'We protect the Platform with industry-standard measures, including encrypted connections, restricted staff access to our editing tools and regular review of our systems.',
        'You must not attempt to gain unauthorized access to the Platform, its servers or its tools, probe or test their vulnerability, or disrupt them in any way.',
        'If you discover a security issue, please report it to our support team privately and give us a reasonable opportunity to fix it before sharing it with anyone else.',
      ],
      isList: false,
    },
  ],
} satisfies SiteContent['terms'];
