import { capital, type Strings } from '../kit/locale';
import { coinStrings } from '../kit/strings';
import type { FishId } from './rules';

/** A fish as sentences name it: alone ("Bass") and with its article ("the Bass", "l’achigan"). */
type FishName = { name: string; the: string };

const en = {
  tagline: 'Aim at a fish, cast your line, reel in coins.',
  fish: {
    sardine: { name: 'Sardine', the: 'the Sardine' },
    perch: { name: 'Perch', the: 'the Perch' },
    bass: { name: 'Bass', the: 'the Bass' },
    salmon: { name: 'Salmon', the: 'the Salmon' },
    tuna: { name: 'Tuna', the: 'the Tuna' },
    marlin: { name: 'Golden Marlin', the: 'the Golden Marlin' },
  } satisfies Record<FishId, FishName>,
  cast: 'Cast',
  previousFish: 'Aim at the previous fish',
  nextFish: 'Aim at the next fish',
  inTheWater: 'In the water',
  pondLabel: 'Fishing pond. Arrow keys choose the fish to aim at; Space or Enter casts.',
  /** Figures already written the page's way: the multiplier ("×1.2") and the chance ("80%"). */
  summary: (fish: FishName, pays: string, chance: string) => `${fish.name}: pays ${pays}, landed on ${chance} of casts`,
  aim: (fish: FishName, pays: string, chance: string) => `Aim: ${fish.name} ${pays}, landed on ${chance} of casts.`,
  casting: (fish: FishName, stake: string) => `Casting at ${fish.the} for ${stake} coins…`,
  alreadySettled: 'This cast was already settled, so nothing more was added.',
  gotAway: (fish: FishName, stake: string) => `The ${fish.name} got away: ${stake} coins lost.`,
  landed: (fish: FishName, pays: string, stake: string, credited: string) => `Landed ${fish.the}! ${pays} on ${stake} coins: ${credited} coins added.`,
  /** Appended to a catch the daily winnings cap cut. */
  heldBack: (withheld: number) => ` Today's winnings limit held back ${coinStrings.en.count(withheld)}.`,
  /** The tag floated by a fish that got away. */
  gotAwayTag: 'Got away',
};

/** What Fisher Man says: its fish, buttons, pond and the result of each cast. */
export const fisherStrings: Strings<typeof en> = {
  en,
  fr: {
    tagline: 'Visez un poisson, lancez votre ligne, ramenez des pièces.',
    fish: {
      sardine: { name: 'Sardine', the: 'la sardine' },
      perch: { name: 'Perchaude', the: 'la perchaude' },
      bass: { name: 'Achigan', the: 'l’achigan' },
      salmon: { name: 'Saumon', the: 'le saumon' },
      tuna: { name: 'Thon', the: 'le thon' },
      marlin: { name: 'Marlin doré', the: 'le marlin doré' },
    },
    cast: 'Lancer',
    previousFish: 'Viser le poisson précédent',
    nextFish: 'Viser le poisson suivant',
    inTheWater: 'Dans l’eau',
    pondLabel: 'Étang de pêche. Les touches fléchées choisissent le poisson visé\u202f; la barre d’espacement ou Entrée lance la ligne.',
    summary: (fish, pays, chance) => `${fish.name}\u00a0: paie ${pays}, taux de prise de ${chance}`,
    aim: (fish, pays, chance) => `Cible\u00a0: ${fish.name} ${pays}, taux de prise de ${chance}.`,
    casting: (fish, stake) => `Vous lancez vers ${fish.the} pour ${stake} pièces…`,
    alreadySettled: 'Ce lancer a déjà été réglé\u00a0: rien de plus n’a été ajouté.',
    gotAway: (fish, stake) => `${capital(fish.the)} a décroché\u00a0: ${stake} pièces perdues.`,
    landed: (fish, pays, stake, credited) => `Vous avez pris ${fish.the}\u202f! ${pays} sur ${stake} pièces\u00a0: ${credited} pièces ajoutées.`,
    heldBack: (withheld) => ` La limite quotidienne de gains a retenu ${coinStrings.fr.count(withheld)}.`,
    gotAwayTag: 'Raté',
  },
};

const howToPlayEn = {
  rulesHeading: 'The rules',
  rules: [
    'Choose what each cast costs with the bet control. Every cast takes its cost from your balance.',
    'Aim at a fish: tap or click it, use the arrow buttons beside Cast, or focus the pond and press the arrow keys.',
    'Cast with the Cast button, by tapping the fish you are aiming at again, or with Space or Enter in the pond.',
    "If your fish is landed, you get the cost of the cast times that fish's multiplier, the cost included. If it gets away, the cast is lost.",
    'Whether a cast lands its fish is drawn fairly the moment you cast; the animation only shows what was drawn. Timing and where the fish swims make no difference.',
  ],
  oddsHeading: 'Fish, payouts and odds',
  /** The return every fish is set to, already written the page's way ("96%"). */
  odds: (target: string) =>
    `Bigger fish pay more and are landed less often. Each fish's chance is its multiplier's share of ${target}, so every fish returns exactly ${target} of what you spend casting at it, over time, at every cast cost. Aim at whichever fish you like: none is a better bet than another.`,
  costs: 'Cast costs are whole tens of coins, so every catch pays an exact number of coins.',
  caption: 'What each fish pays, how often a cast lands it and what it returns',
  head: ['Fish', 'Pays', 'Landed', 'Returns'],
};

/** The how-to-play panel's text; the figures come from the rules. */
export const fisherHowToPlayStrings: Strings<typeof howToPlayEn> = {
  en: howToPlayEn,
  fr: {
    rulesHeading: 'Les règles',
    rules: [
      'Choisissez le coût de chaque lancer avec le sélecteur de mise. Chaque lancer est débité de votre solde.',
      'Visez un poisson\u00a0: touchez-le ou cliquez dessus, utilisez les boutons fléchés de part et d’autre de Lancer, ou sélectionnez l’étang au clavier et appuyez sur les touches fléchées.',
      'Lancez avec le bouton Lancer, en touchant de nouveau le poisson visé, ou avec la barre d’espacement ou Entrée dans l’étang.',
      'Si le poisson est pris, vous recevez le coût du lancer multiplié par le multiplicateur de ce poisson, coût compris. S’il s’échappe, le lancer est perdu.',
      'La prise est tirée au sort, équitablement, au moment où vous lancez\u202f; l’animation ne fait que montrer ce qui a été tiré. Le moment du lancer et l’endroit où nage le poisson n’y changent rien.',
    ],
    oddsHeading: 'Poissons, gains et probabilités',
    odds: (target) =>
      `Plus un poisson est gros, plus il paie et moins souvent il est pris. La probabilité de prendre un poisson est de ${target} divisé par son multiplicateur\u00a0: chaque poisson rend donc exactement ${target} de ce que vous dépensez en lançant vers lui, à long terme, quel que soit le coût du lancer. Visez le poisson qui vous plaît\u00a0: aucun n’est un meilleur choix qu’un autre.`,
    costs: 'Le coût d’un lancer est toujours un multiple de 10 pièces\u00a0: chaque prise paie donc un nombre exact de pièces.',
    caption: 'Ce que paie chaque poisson, à quelle fréquence un lancer le prend et ce qu’il rend',
    head: ['Poisson', 'Paie', 'Taux de prise', 'Taux de retour'],
  },
};
