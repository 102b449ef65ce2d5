/**
 * The kit's text, in every language of the site (games/kit/locale.ts). Each table formats its
 * own figures (coin amounts, dates, durations), so French shows 10 000, « 14 h 05 » and « 0 h »
 * whatever the language of the page that built it.
 */
import { coins, type Strings } from './locale';
import type { LimitKind } from './safeguards/player-state';

const en$ = (amount: number) => coins(amount, 'en');
const fr$ = (amount: number) => coins(amount, 'fr');
/** An amount of coins in English, where only 1 takes the singular: "1 coin", "0 coins", "12,500 coins". */
const enCoins = (amount: number) => `${en$(amount)} coin${amount === 1 ? '' : 's'}`;
/** An amount of coins in French, where 0 and 1 take the singular: « 0 pièce », « 12 500 pièces ». */
const frPieces = (amount: number) => `${fr$(amount)} pièce${amount >= 2 ? 's' : ''}`;
const pad = (n: number) => String(n).padStart(2, '0');
/** A list whose last two items are joined by `word`: "1, 7 or 30", « 1, 7 ou 30 ». */
const list = (items: readonly (string | number)[], word: string) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`);
/** An amount of coins with its noun, in every language: "1 coin", "2 coins"; « 0 pièce », « 2 pièces ». */
export const coinStrings: Strings<{ count: (amount: number) => string }> = { en: { count: enCoins }, fr: { count: frPieces } };
/**
 * A time of day in French: « 14 h 05 », « 9 h », « 0 h ». The start of a day is « 0 h », not
 * « minuit »: « mardi à minuit » can be read as the end of the Tuesday, a day later.
 */
const frClock = (date: Date) => {
  const [hours, minutes] = [date.getHours(), date.getMinutes()];
  return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${pad(minutes)}`;
};

const shellEn = {
  table: 'Game table',
  answer: 'Answer the questions',
  closed: 'The games are closed',
  yourPlay: 'Your play',
  yourPlayFull: 'Your play: limits, breaks and activity',
  virtual: 'Virtual coins only, no real money',
  breakTaken: 'Good call. Your coins will be here whenever you come back.',
  lowOpen: (smallest: number, grant: number) => `You have fewer coins than the smallest bet here (${en$(smallest)}). Claim your ${en$(grant)} free coins to keep playing.`,
  lowWait: (smallest: number, grant: number, wait: string) =>
    `You have fewer coins than the smallest bet here (${en$(smallest)}). Your next ${en$(grant)} free coins can be claimed from midnight, in ${wait}.`,
  capped: (cap: number, withheld: number) =>
    `You reached today's winnings limit of ${enCoins(cap)}: ${enCoins(withheld)} of this win ${withheld === 1 ? 'was' : 'were'} not added. The limit resets at midnight.`,
  claimed: (grant: number) => `${en$(grant)} free coins added. Enjoy your play!`,
  refunded: (title: string, stake: number) => `Your unfinished ${title} round was closed before it ended, so its stake of ${enCoins(stake)} is back in your balance.`,
  resumed: (title: string, stake: number) => `Your unfinished ${title} round is back where you left it, with its stake of ${enCoins(stake)} still in play.`,
  dropped: (title: string, stake: number) =>
    `Your unfinished ${title} round could not be read back (its saved copy is damaged), so it was closed. Its stake of ${enCoins(stake)} is not returned, since part of the round had already been played.`,
  claimClosed: (message: string) => `Free coins cannot be claimed while the games are closed. ${message}`,
  claim: (grant: number) => `Claim ${en$(grant)} free coins`,
  claimShort: 'Free coins',
  sound: 'Sound',
  balance: 'Balance: ',
  /** What follows the balance's figure (English writes 1 in the singular, French 0 and 1; NaN before the first read). */
  balanceUnit: (balance: number): string => (balance === 1 ? ' coin' : ' coins'),
  decrease: 'Decrease bet',
  increase: 'Increase bet',
  bet: 'Bet',
  lineBet: 'Line bet',
  total: (stake: number) => `Total ${en$(stake)}`,
  range: (min: number, max: number, step: number) => `${en$(min)} to ${enCoins(max)} in steps of ${en$(step)}`,
  lineRange: (min: number, max: number, lines: number, totalMin: number, totalMax: number) =>
    `${en$(min)} to ${enCoins(max)} a line on ${lines} lines: ${en$(totalMin)} to ${enCoins(totalMax)} in all`,
  dismiss: 'Dismiss notice',
  howToPlay: 'How to play',
  playResponsibly: 'Play responsibly',
  playResponsiblyText: (min: number, max: number, step: number, grant: number, cap: number) =>
    `Bets here run from ${en$(min)} to ${enCoins(max)} in steps of ${en$(step)}. You can claim ${en$(grant)} free coins once a day, and winnings add at most ${enCoins(cap)} a day. Coins have no monetary value.`,
};

/** The shell's text: the balance bar, the bet control, notices, the closed panel and the how-to-play panel's frame. */
export const shellStrings: Strings<typeof shellEn> = {
  en: shellEn,
  fr: {
    table: 'Table de jeu',
    answer: 'Répondre aux questions',
    closed: 'Les jeux sont fermés',
    yourPlay: 'Vos habitudes de jeu',
    yourPlayFull: 'Vos habitudes de jeu\u00a0: limites, pauses et activité',
    virtual: 'Pièces virtuelles seulement, aucun argent réel',
    breakTaken: 'Bonne idée. Vos pièces vous attendront à votre retour.',
    lowOpen: (smallest, grant) => `Il vous reste moins de pièces que la plus petite mise permise ici (${fr$(smallest)}). Réclamez vos ${frPieces(grant)} gratuites pour continuer à jouer.`,
    lowWait: (smallest, grant, wait) =>
      `Il vous reste moins de pièces que la plus petite mise permise ici (${fr$(smallest)}). Vos prochaines ${frPieces(grant)} gratuites pourront être réclamées à partir de minuit, dans ${wait}.`,
    capped: (cap, withheld) =>
      `Vous avez atteint la limite de gains du jour, soit ${frPieces(cap)}\u00a0: ${frPieces(withheld)} de ce gain ${withheld >= 2 ? 'n’ont pas été ajoutées' : 'n’a pas été ajoutée'}. La limite revient à zéro à minuit.`,
    claimed: (grant) => `${frPieces(grant)} gratuites ajoutées. Bon jeu\u202f!`,
    refunded: (title, stake) => `Votre partie inachevée (${title}) a été interrompue avant la fin\u202f; sa mise de ${frPieces(stake)} a été remise dans votre solde.`,
    resumed: (title, stake) => `Votre partie inachevée (${title}) reprend là où vous l’aviez laissée\u202f; sa mise de ${frPieces(stake)} est toujours en jeu.`,
    dropped: (title, stake) =>
      `Votre partie inachevée (${title}) n’a pas pu être relue (sa copie enregistrée est endommagée), elle a donc été fermée. Sa mise de ${frPieces(stake)} n’est pas remboursée, puisqu’elle était déjà entamée.`,
    claimClosed: (message) => `Les pièces gratuites ne peuvent pas être réclamées pendant que les jeux sont fermés. ${message}`,
    claim: (grant) => `Réclamer ${frPieces(grant)} gratuites`,
    claimShort: 'Pièces gratuites',
    sound: 'Son',
    balance: 'Solde\u00a0: ',
    balanceUnit: (balance) => (balance < 2 ? ' pièce' : ' pièces'),
    decrease: 'Diminuer la mise',
    increase: 'Augmenter la mise',
    bet: 'Mise',
    lineBet: 'Mise par ligne',
    total: (stake) => `Total ${fr$(stake)}`,
    range: (min, max, step) => `De ${fr$(min)} à ${frPieces(max)}, par tranches de ${fr$(step)}`,
    lineRange: (min, max, lines, totalMin, totalMax) => `De ${fr$(min)} à ${frPieces(max)} par ligne sur ${lines} lignes\u00a0: de ${fr$(totalMin)} à ${frPieces(totalMax)} en tout`,
    dismiss: 'Fermer l’avis',
    howToPlay: 'Comment jouer',
    playResponsibly: 'Jeu responsable',
    playResponsiblyText: (min, max, step, grant, cap) =>
      `Ici, les mises vont de ${fr$(min)} à ${frPieces(max)}, par tranches de ${fr$(step)}. Vous pouvez réclamer ${frPieces(grant)} gratuites une fois par jour, et vos gains ne peuvent pas dépasser ${frPieces(cap)} par jour. Les pièces n’ont aucune valeur monétaire.`,
  },
};

const dialogEn = {
  yes: 'Yes',
  no: 'No',
  inCanada: 'Are you in Canada right now?',
  birthday: 'Have you had your birthday yet this year?',
  ageTitle: 'Before you play',
  ageLead: 'Our games are for adults aged 18 and over who are in Canada. Your answers stay in this browser and are never sent anywhere.',
  birthYear: 'Your year of birth',
  continue: 'Continue',
  answerCanada: 'Please answer whether you are in Canada right now.',
  askBirthday: 'One more question, as your year of birth alone cannot tell: have you had your birthday yet this year?',
  realityTitle: 'Time for a quick check',
  keepPlaying: 'Keep playing',
  takeBreak: 'Take a break',
  setLimits: 'Set limits',
  realitySummary: (minutes: number, won: number, lost: number) => `You have played for ${playerEn.duration(minutes)}. This session you won ${enCoins(won)} and lost ${enCoins(lost)}.`,
  helpLink: 'Play responsibly: help and support',
  close: 'Close',
  closeYourPlay: 'Close Your play',
};

/** The dialogs' text: the age and place question, the reality check, "Your play" in a game, and the help link. */
export const dialogStrings: Strings<typeof dialogEn> = {
  en: dialogEn,
  fr: {
    yes: 'Oui',
    no: 'Non',
    inCanada: 'Êtes-vous au Canada en ce moment\u202f?',
    birthday: 'Votre anniversaire est-il déjà passé cette année\u202f?',
    ageTitle: 'Avant de jouer',
    ageLead: 'Nos jeux s’adressent aux adultes de 18 ans et plus qui se trouvent au Canada. Vos réponses restent dans ce navigateur et ne sont jamais transmises.',
    birthYear: 'Votre année de naissance',
    continue: 'Continuer',
    answerCanada: 'Veuillez indiquer si vous êtes au Canada en ce moment.',
    askBirthday: 'Une dernière question, puisque votre année de naissance ne suffit pas\u00a0: votre anniversaire est-il déjà passé cette année\u202f?',
    realityTitle: 'Faisons le point un instant',
    keepPlaying: 'Continuer à jouer',
    takeBreak: 'Prendre une pause',
    setLimits: 'Fixer des limites',
    realitySummary: (minutes, won, lost) => `Vous jouez depuis ${frDuration(minutes)}. Pendant cette séance, vous avez gagné ${frPieces(won)} et perdu ${frPieces(lost)}.`,
    helpLink: 'Jeu responsable\u00a0: aide et soutien',
    close: 'Fermer',
    closeYourPlay: 'Fermer «\u00a0Vos habitudes de jeu\u00a0»',
  },
};

/** A duration in French: « 45 minutes », « 2 heures », « 1 h 05 ». */
function frDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (minutes < 1) return 'moins d’une minute';
  if (hours === 0) return `${rest} minute${rest > 1 ? 's' : ''}`;
  return rest === 0 ? `${hours} heure${hours > 1 ? 's' : ''}` : `${hours}\u00a0h\u00a0${pad(rest)}`;
}

const playerEn = {
  /** "45 minutes", "2 hours", "1 hour 30 minutes". */
  duration: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
    if (minutes < 1) return 'less than a minute';
    if (hours === 0) return part(rest, 'minute');
    return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
  },
  /**
   * "Tuesday, November 24, 2026 at 14:05"; the start of a day is "at 00:00", not "at midnight":
   * "on Tuesday … at midnight" can be read as the end of the Tuesday, a day later than meant.
   */
  moment: (date: Date) => `${date.toLocaleDateString('en-CA', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })} at ${pad(date.getHours())}:${pad(date.getMinutes())}`,
  limitNames: { dailyMinutes: 'daily time limit', dailyStake: 'daily stake limit', realityMinutes: 'reality-check interval' } satisfies Record<LimitKind, string>,
  unanswered: 'Please answer two quick questions before you play.',
  underAge: 'Thanks for your honest answer. Our games are for adults aged 18 and over, so they stay closed in this browser. There is plenty more to enjoy online that is made for you.',
  outsideCanada: 'Thanks for letting us know. Our games are offered only to players located in Canada, so they stay closed in this browser.',
  safety: (until: string) => `Your play settings could not be read, so for safety the games are closed until ${until}.`,
  onBreak: (until: string) => `You are taking a break. The games are closed until ${until}.`,
  timeReached: (limit: string, resume: string) => `You have reached your daily time limit of ${limit}. Play can resume on ${resume}.`,
  /** A refused stake; `left` is what may still be staked today, null when it is less than the smallest bet. */
  stakeRefused: (limit: number, staked: number, left: number | null, resume: string) =>
    `This bet would pass your daily stake limit of ${enCoins(limit)} (${en$(staked)} staked today). ${
      left === null ? `Play can resume on ${resume}.` : `You can still stake ${enCoins(left)} today. Your full limit is back on ${resume}.`
    }`,
  damaged: (until: string, restored: boolean) =>
    `Your play settings in this browser could not be read, so for safety the games are closed until ${until}. ${
      restored ? 'Your limits, break and answers were restored from the last saved copy.' : 'Your earlier limits could not be restored: please set them again in Your play.'
    }`,
  realityRange: (choices: readonly number[]) => `The reality check can come every ${list(choices, 'or')} minutes.`,
  minutesRange: (min: number, max: number) => `A daily time limit is a whole number of minutes from ${min} to ${en$(max)}.`,
  stakeRange: (min: number, max: number) => `A daily stake limit is a whole number of coins from ${en$(min)} to ${en$(max)}.`,
  breakRange: (days: readonly number[]) => `A break lasts ${list(days, 'or')} days.`,
  birthYearRange: (from: number, to: number) => `Enter your year of birth as four digits, from ${from} to ${to}.`,
};

/** The player's safeguards in words (player-state.ts): why the games are closed, refused values, durations and dates. */
export const playerStrings: Strings<typeof playerEn> = {
  en: playerEn,
  fr: {
    duration: frDuration,
    /** « mardi 1er décembre 2026 à 14 h 05 », « … à 0 h ». */
    moment: (date) => {
      const name = (options: Intl.DateTimeFormatOptions) => date.toLocaleDateString('fr-CA', options);
      const day = date.getDate() === 1 ? '1er' : String(date.getDate());
      return `${name({ weekday: 'long' })} ${day} ${name({ month: 'long' })} ${date.getFullYear()} à ${frClock(date)}`;
    },
    limitNames: { dailyMinutes: 'limite de temps quotidienne', dailyStake: 'limite de mise quotidienne', realityMinutes: 'rappel de temps de jeu' },
    unanswered: 'Veuillez répondre à deux petites questions avant de jouer.',
    underAge:
      'Merci de votre franchise. Nos jeux s’adressent aux adultes de 18 ans et plus\u202f; ils restent donc fermés dans ce navigateur. Il y a bien d’autres choses à découvrir en ligne, faites pour vous.',
    outsideCanada: 'Merci de nous l’avoir indiqué. Nos jeux sont offerts seulement aux personnes qui se trouvent au Canada\u202f; ils restent donc fermés dans ce navigateur.',
    safety: (until) => `Vos réglages de jeu étaient illisibles\u202f; par précaution, les jeux sont fermés jusqu’au ${until}.`,
    onBreak: (until) => `Vous êtes en pause. Les jeux sont fermés jusqu’au ${until}.`,
    timeReached: (limit, resume) => `Vous avez atteint votre limite de temps quotidienne de ${limit}. Vous pourrez rejouer dès le ${resume}.`,
    stakeRefused: (limit, staked, left, resume) =>
      `Cette mise dépasserait votre limite de mise quotidienne de ${frPieces(limit)} (mises du jour\u00a0: ${frPieces(staked)}). ${
        left === null ? `Vous pourrez rejouer dès le ${resume}.` : `Vous pouvez encore miser ${frPieces(left)} aujourd’hui. Votre pleine limite reviendra dès le ${resume}.`
      }`,
    damaged: (until, restored) =>
      `Vos réglages de jeu dans ce navigateur étaient illisibles\u202f; par précaution, les jeux sont fermés jusqu’au ${until}. ${
        restored
          ? 'Vos limites, votre pause et vos réponses ont été rétablies à partir de la dernière copie enregistrée.'
          : 'Vos limites précédentes n’ont pas pu être rétablies\u00a0: veuillez les fixer de nouveau dans Vos habitudes de jeu.'
      }`,
    realityRange: (choices) => `Le rappel de temps de jeu peut revenir toutes les ${list(choices, 'ou')} minutes.`,
    minutesRange: (min, max) => `Une limite de temps quotidienne est un nombre entier de minutes, de ${min} à ${fr$(max)}.`,
    stakeRange: (min, max) => `Une limite de mise quotidienne est un nombre entier de pièces, de ${fr$(min)} à ${fr$(max)}.`,
    breakRange: (days) => `Une pause dure ${list(days, 'ou')} jours.`,
    birthYearRange: (from, to) => `Entrez votre année de naissance en quatre chiffres, de ${from} à ${to}.`,
  },
};

const walletEn = {
  alreadyClaimed: "You have already claimed today's free coins. Come back tomorrow for more.",
  stakeRange: (min: number, max: number, step: number) => `Bets here are whole numbers from ${en$(min)} to ${enCoins(max)}${step > 1 ? ` in steps of ${en$(step)}` : ''}.`,
  shortOfCoins: (stake: number, balance: number) => `Not enough coins: this bet needs ${en$(stake)} and your balance is ${en$(balance)}.`,
  alreadyStaked: 'That round has already been staked.',
  alreadySettled: 'This round was already settled, so nothing more was added.',
  wholePayout: (payout: number) => `A payout must be a whole number of coins, not ${String(payout)}.`,
  reset: (balance: number) => `Your coin wallet could not be read, so it was reset to a fresh wallet of ${enCoins(balance)}.`,
  freeRoundPlayed: "You have already had today's free round here. The next one opens at midnight.",
  unsaved: 'Your coins cannot be saved on this device right now (storage is full or blocked). You can keep playing: bets and wins still count, but they are kept only while this page stays open.',
  savedAgain: 'Your coins are being saved on this device again.',
};

/** The wallet's messages (wallet.ts, wallet-store.ts, free-round.ts). */
export const walletStrings: Strings<typeof walletEn> = {
  en: walletEn,
  fr: {
    alreadyClaimed: 'Vous avez déjà réclamé vos pièces gratuites aujourd’hui. Revenez demain pour en obtenir d’autres.',
    stakeRange: (min, max, step) => `Ici, les mises sont des nombres entiers de ${fr$(min)} à ${frPieces(max)}${step > 1 ? `, par tranches de ${fr$(step)}` : ''}.`,
    shortOfCoins: (stake, balance) => `Pas assez de pièces\u00a0: cette mise demande ${frPieces(stake)} et votre solde est de ${fr$(balance)}.`,
    alreadyStaked: 'La mise de cette partie a déjà été prise.',
    alreadySettled: 'Cette partie a déjà été réglée\u202f; rien de plus n’a été ajouté.',
    wholePayout: (payout) => `Un paiement doit être un nombre entier de pièces, et non ${String(payout).replace('.', ',')}.`,
    reset: (balance) => `Votre portefeuille de pièces était illisible\u202f; il a été remplacé par un nouveau portefeuille de ${frPieces(balance)}.`,
    freeRoundPlayed: 'Vous avez déjà joué la partie gratuite du jour à ce jeu. La prochaine sera offerte à minuit.',
    unsaved:
      'Vos pièces ne peuvent pas être enregistrées sur cet appareil pour le moment (stockage plein ou bloqué). Vous pouvez continuer à jouer\u00a0: les mises et les gains comptent toujours, mais ils sont gardés seulement tant que cette page reste ouverte.',
    savedAgain: 'Vos pièces sont de nouveau enregistrées sur cet appareil.',
  },
};

const yourPlayEn = {
  pageTitle: 'Your play | Brightmoose',
  pageDescription: 'Your limits, breaks and activity in Brightmoose games, kept in this browser. Virtual coins only.',
  pageHeading: 'Your play',
  pageLead: 'Limits, breaks and activity for every Brightmoose game in this browser. Nothing here is sent anywhere.',
  breaks: { 1: '24 hours', 7: '7 days', 30: '30 days' } as Record<number, string>,
  noLimit: 'No limit',
  /** A limit's value in words: "no limit", "5,000 coins", "1 hour 30 minutes". */
  value: (kind: LimitKind, value: number | null) => (value === null ? 'no limit' : kind === 'dailyStake' ? `${enCoins(value)}` : playerEn.duration(value)),
  now: (current: string) => `Now: ${current}.`,
  /** A change waiting for its 24 hours; `next` is null when the limit is being removed. */
  nowChanging: (current: string, next: string | null, on: string) => `Now: ${current}. Changes to ${next ?? 'no limit'} on ${on}.`,
  timeLabel: 'Daily time limit (all games)',
  stakeLabel: 'Daily stake limit in coins (all games)',
  stakeHint: 'Whole coins; leave empty for no limit.',
  realityLabel: 'Reality check every',
  limits: 'Your limits',
  limitsLead: 'Lowering a limit applies at once. Raising or removing one takes effect 24 hours later.',
  save: 'Save my limits',
  changesOn: (name: string, next: string | null, on: string) => `Your ${name} changes to ${next ?? 'no limit'} on ${on}.`,
  isNow: (name: string, value: string) => `Your ${name} is now ${value}.`,
  unchanged: 'Nothing to change: your limits are as shown.',
  startBreak: 'Start my break',
  cancel: 'Cancel',
  askBreak: (length: string) => `Take a break of ${length}?`,
  breakWarning: (until: string) => `Every game will be closed until ${until}. A break cannot be shortened or undone.`,
  breakStarted: (until: string) => `Your break has started. Every game is closed until ${until}.`,
  breakHeading: 'Take a break',
  breakLead: 'Close every game in this browser for a while. A break cannot be shortened or undone once it starts.',
  extend: (length: string) => `Extend to ${length} from now`,
  activity: 'Your activity',
  activityLead: 'Recorded by this browser only. "Won" counts every coin a round paid back, your stake included.',
  noActivity: 'No play recorded in this browser in the last 7 days.',
  caption: 'Time played, coins staked and coins won, today and over the last 7 days',
  today: 'Today',
  week: 'Last 7 days',
  game: 'Game',
  columns: ['Time', 'Staked', 'Won'],
  allGames: 'All games',
};

/** "Your play": the panel (limits, a break, activity) and the page that frames it on the site. */
export const yourPlayStrings: Strings<typeof yourPlayEn> = {
  en: yourPlayEn,
  fr: {
    pageTitle: 'Vos habitudes de jeu | Brightmoose',
    pageDescription: 'Vos limites, vos pauses et votre activité dans les jeux Brightmoose, gardées dans ce navigateur. Pièces virtuelles seulement.',
    pageHeading: 'Vos habitudes de jeu',
    pageLead: 'Les limites, les pauses et l’activité de tous les jeux Brightmoose dans ce navigateur. Rien de ce qui se trouve ici n’est transmis.',
    breaks: { 1: '24 heures', 7: '7 jours', 30: '30 jours' },
    noLimit: 'Aucune limite',
    // The reality check comes « toutes les 60 minutes » (never « toutes les 1 heure »), as its range is said.
    value: (kind, value) => (value === null ? 'aucune limite' : kind === 'dailyStake' ? `${frPieces(value)}` : kind === 'realityMinutes' ? `${value} minutes` : frDuration(value)),
    now: (current) => `Actuellement\u00a0: ${current}.`,
    nowChanging: (current, next, on) => `Actuellement\u00a0: ${current}. ${next === null ? 'Sera retirée' : `Passera à ${next}`} le ${on}.`,
    timeLabel: 'Limite de temps quotidienne (tous les jeux)',
    stakeLabel: 'Limite de mise quotidienne en pièces (tous les jeux)',
    stakeHint: 'Un nombre entier de pièces\u202f; laissez vide pour n’avoir aucune limite.',
    realityLabel: 'Fréquence du rappel de temps de jeu',
    limits: 'Vos limites',
    limitsLead: 'Une limite abaissée s’applique aussitôt. Une limite relevée ou retirée prend effet 24 heures plus tard.',
    save: 'Enregistrer mes limites',
    changesOn: (name, next, on) =>
      name.startsWith('rappel') && next !== null
        ? `Votre ${name} reviendra toutes les ${next} à partir du ${on}.`
        : next === null
          ? `Votre ${name} sera retirée le ${on}.`
          : `Votre ${name} passera à ${next} le ${on}.`,
    isNow: (name, value) => (name.startsWith('rappel') ? `Votre ${name} revient maintenant toutes les ${value}.` : `Votre ${name} est maintenant de ${value}.`),
    unchanged: 'Rien à changer\u00a0: vos limites sont déjà celles affichées.',
    startBreak: 'Commencer ma pause',
    cancel: 'Annuler',
    askBreak: (length) => `Prendre une pause de ${length}\u202f?`,
    breakWarning: (until) => `Tous les jeux seront fermés jusqu’au ${until}. Une pause ne peut être ni écourtée ni annulée.`,
    breakStarted: (until) => `Votre pause a commencé. Tous les jeux sont fermés jusqu’au ${until}.`,
    breakHeading: 'Prendre une pause',
    breakLead: 'Fermez tous les jeux dans ce navigateur pendant un certain temps. Une fois commencée, une pause ne peut être ni écourtée ni annulée.',
    extend: (length) => `Prolonger à ${length} à partir de maintenant`,
    activity: 'Votre activité',
    activityLead: 'Enregistrée par ce navigateur seulement. La colonne «\u00a0Gagné\u00a0» compte chaque pièce qu’une partie vous a rendue, mise comprise.',
    noActivity: 'Aucune partie enregistrée dans ce navigateur au cours des 7 derniers jours.',
    caption: 'Temps de jeu, pièces misées et pièces gagnées, aujourd’hui et au cours des 7 derniers jours',
    today: 'Aujourd’hui',
    week: '7 derniers jours',
    game: 'Jeu',
    columns: ['Temps', 'Misé', 'Gagné'],
    allGames: 'Tous les jeux',
  },
};

const cardsEn = {
  /** Ranks 1 (ace) to 13 (king). */
  ranks: ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'],
  suits: { spades: 'spades', hearts: 'hearts', diamonds: 'diamonds', clubs: 'clubs' },
  card: (rank: string, suit: string) => `${rank} of ${suit}`,
  faceDown: 'Face-down card',
};

/** Card names as a screen reader says them: "Queen of hearts", « dame de cœur ». */
export const cardStrings: Strings<typeof cardsEn> = {
  en: cardsEn,
  fr: {
    // In lower case: French writes a card's name so inside a sentence (« Carte tirée : roi de cœur »), where every message names one.
    ranks: ['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valet', 'dame', 'roi'],
    suits: { spades: 'pique', hearts: 'cœur', diamonds: 'carreau', clubs: 'trèfle' },
    card: (rank, suit) => `${rank} de ${suit}`,
    faceDown: 'Carte face cachée',
  },
};

const returnCapEn = {
  /** Appended to every stated return: the return holds until the daily winnings limit, and what a win pays after it. */
  untilCap: (cap: number) => `These returns hold until your game winnings reach the daily limit of ${enCoins(cap)}; after that, until midnight, a win pays back only your stake.`,
};

/** The daily cap's effect on stated returns, in every language. */
export const returnCapStrings: Strings<typeof returnCapEn> = {
  en: returnCapEn,
  fr: {
    untilCap: (cap) =>
      `Ces taux de retour valent tant que vos gains du jour n’atteignent pas la limite quotidienne de ${frPieces(cap)}\u202f; ensuite, jusqu’à minuit, un gain ne vous rend que votre mise.`,
  },
};
