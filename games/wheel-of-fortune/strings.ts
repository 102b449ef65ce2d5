import type { Strings } from '../kit/locale';
import { coinStrings } from '../kit/strings';

const en = {
  tagline: 'Spin the wheel: the four thinnest slices, ×2 to ×10, pay the most.',
  spin: 'Spin',
  stop: 'Stop',
  freeSpin: 'Free spin',
  freeSpinAtMidnight: 'Free spin at midnight',
  spinning: 'The wheel is spinning…',
  /** A paid spin's result: the multiplier landed on, then the coins credited against the stake. */
  paidWin: (multiplier: string, won: number, credited: string, stake: string) => `${multiplier}! You win ${coinStrings.en.count(won)} (${credited} back on your ${stake} bet).`,
  paidEven: (multiplier: string, stake: string) => `${multiplier}: your ${stake} coins come back.`,
  paidPart: (multiplier: string, credited: string, stake: string) => `${multiplier}: ${credited} of your ${stake} coins come back.`,
  /** A win the daily winnings limit held back in full: the stake alone comes back. */
  paidCapped: (multiplier: string, stake: string) => `${multiplier}, but today's winnings limit is reached: only your ${stake} coins come back.`,
  /** A spin whose round was already settled elsewhere: nothing more is paid. */
  notPaid: (multiplier: string) => `${multiplier}: this spin was already settled, so nothing more was paid for it.`,
  /** The free spin's result: the multiplier landed on, then what was added. */
  freeResult: (multiplier: string, won: string) => `Free spin: ${multiplier}. ${won}`,
  freeWin: (amount: number) => `You win ${coinStrings.en.count(amount)}.`,
  freeCapped: "No coins added: today's winnings limit is reached.",
  /** The wheel for assistive technology: each segment's multiplier and chance, clockwise. */
  wheelLabel: (count: number, segments: string) => `Prize wheel with ${count} segments, clockwise from the pointer: ${segments}.`,
  /** Added to the wheel's name once it stops: the prize under the pointer. */
  stoppedOn: (multiplier: string) => ` It stopped on ${multiplier}.`,
  legendHeading: 'Prizes and chances',
  legendReturn: (returns: string, freeSpinValue: string) => `Paid spins return ${returns}. Your daily free spin pays ${freeSpinValue} coins times the prize.`,
};

/** What the wheel says: tagline, buttons, results and the legend beside it. */
export const wheelStrings: Strings<typeof en> = {
  en,
  fr: {
    tagline: 'Faites tourner la roue\u00a0: les quatre secteurs les plus minces, de ×2 à ×10, paient le plus.',
    spin: 'Tourner',
    stop: 'Arrêter',
    freeSpin: 'Tour gratuit',
    freeSpinAtMidnight: 'Tour gratuit à minuit',
    spinning: 'La roue tourne…',
    paidWin: (multiplier, won, credited, stake) => `${multiplier}\u202f! Vous gagnez ${coinStrings.fr.count(won)} (${credited} pièces reçues pour une mise de ${stake}).`,
    paidEven: (multiplier, stake) => `${multiplier}\u00a0: vos ${stake} pièces vous sont rendues.`,
    paidPart: (multiplier, credited, stake) => `${multiplier}\u00a0: ${credited} de vos ${stake} pièces vous reviennent.`,
    paidCapped: (multiplier, stake) => `${multiplier}, mais la limite de gains du jour est atteinte\u00a0: seules vos ${stake} pièces vous sont rendues.`,
    notPaid: (multiplier) => `${multiplier}\u00a0: ce tour a déjà été réglé, rien de plus n’a été payé.`,
    freeResult: (multiplier, won) => `Tour gratuit\u00a0: ${multiplier}. ${won}`,
    freeWin: (amount) => `Vous gagnez ${coinStrings.fr.count(amount)}.`,
    freeCapped: 'Aucune pièce ajoutée\u00a0: la limite de gains du jour est atteinte.',
    wheelLabel: (count, segments) => `Roue à lots de ${count} secteurs, dans le sens horaire à partir du pointeur\u00a0: ${segments}.`,
    stoppedOn: (multiplier) => ` Elle s’est arrêtée sur ${multiplier}.`,
    legendHeading: 'Lots et probabilités',
    legendReturn: (returns, freeSpinValue) => `Les tours payants rendent ${returns} des mises. Votre tour gratuit quotidien paie ${freeSpinValue} pièces multipliées par le lot.`,
  },
};

const howToPlayEn = {
  rulesHeading: 'The rules',
  /** The rules; the lowest and highest multipliers already written the page's way. */
  rules: (lowest: string, highest: string) => [
    'Choose your bet and spin. The wheel stops under the pointer at the top, and you get your bet times the multiplier of that segment.',
    `Every segment pays something back, from ${lowest} to ${highest} of your bet.`,
    'Each segment is as wide as its chance: a segment twice as wide comes up twice as often. The four thinnest slices carry the four biggest multipliers, ×2 to ×10, and the widest, ×0.2, pays the least.',
    'The result is drawn the moment you spin, from a fair random source; the turning wheel only shows it. You can stop the animation at once with the same button, or with Space or Enter.',
  ],
  freeHeading: 'Your free spin',
  /** Coin amounts already written the page's way. */
  free: (value: string, lowest: string, highest: string, cap: string) =>
    `Once a day you get a free spin: no bet, and it pays ${value} coins times the multiplier, from ${lowest} to ${highest} coins. It opens again at midnight, your local time. Free-spin prizes count toward the daily winnings limit of ${cap} coins.`,
  oddsHeading: 'Odds and payouts',
  odds: (segments: number, totalWeight: number, returns: string) =>
    `The wheel has ${segments} segments with whole-number weights that add up to ${totalWeight}; a segment's chance is its weight divided by ${totalWeight}. Bets are whole tens of coins and every multiplier is in tenths, so every payout is an exact number of coins, and a paid spin returns exactly ${returns} of the stake over time, at every bet.`,
  caption: 'Each prize, its segments, its chance, what the free spin pays and its part of the return',
  head: ['Prize', 'Segments', 'Chance', 'Free spin', 'Return'],
  total: 'Total',
};

/** The how-to-play panel's text; the figures come from the rules. */
export const wheelHowToPlayStrings: Strings<typeof howToPlayEn> = {
  en: howToPlayEn,
  fr: {
    rulesHeading: 'Les règles',
    rules: (lowest, highest) => [
      'Choisissez votre mise et faites tourner la roue. Elle s’arrête sous le pointeur, en haut, et vous recevez votre mise multipliée par le multiplicateur de ce secteur.',
      `Chaque secteur rapporte quelque chose, de ${lowest} à ${highest} votre mise.`,
      'Chaque secteur est aussi large que sa chance de sortir\u00a0: un secteur deux fois plus large sort deux fois plus souvent. Les quatre secteurs les plus minces portent les quatre plus gros multiplicateurs, de ×2 à ×10, et le plus large, ×0,2, paie le moins.',
      'Le résultat est tiré dès que vous lancez la roue, d’une source aléatoire équitable\u202f; la roue qui tourne ne fait que le montrer. Vous pouvez arrêter l’animation aussitôt avec le même bouton, ou avec la barre d’espacement ou la touche Entrée.',
    ],
    freeHeading: 'Votre tour gratuit',
    free: (value, lowest, highest, cap) =>
      `Une fois par jour, vous avez droit à un tour gratuit, sans mise\u00a0: il paie ${value} pièces multipliées par le multiplicateur, soit de ${lowest} à ${highest} pièces. Il revient à minuit, à votre heure locale. Les lots du tour gratuit comptent dans la limite quotidienne de gains de ${cap} pièces.`,
    oddsHeading: 'Probabilités et gains',
    odds: (segments, totalWeight, returns) =>
      `La roue compte ${segments} secteurs, dont les poids sont des nombres entiers totalisant ${totalWeight}\u202f; la chance d’un secteur est son poids divisé par ${totalWeight}. Les mises vont par dizaines de pièces et chaque multiplicateur est en dixièmes\u00a0: chaque gain est donc un nombre exact de pièces, et un tour payant rend exactement ${returns} de la mise à long terme, quelle que soit la mise.`,
    caption: 'Chaque lot, ses secteurs, sa probabilité, ce que paie le tour gratuit et sa part du taux de retour',
    head: ['Lot', 'Secteurs', 'Probabilité', 'Tour gratuit', 'Retour'],
    total: 'Total',
  },
};
