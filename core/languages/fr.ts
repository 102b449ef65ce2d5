import type { AvoidedWords, Language } from '../language-line';

/** French (fr-CA: a no-break space groups digits and comes before « % »; courriel). */
export const fr = {
  code: 'fr',
  tag: 'fr-CA',
  name: 'Français',
  numbers: { group: '\u00a0', decimal: ',', percent: '\u00a0%' },
  colon: '\u00a0: ',
  games: {
    'high-low': { title: 'Haut ou bas', description: 'Devinez si la prochaine carte sera plus haute ou plus basse. Pièces virtuelles seulement.' },
    'gin-rummy': { title: 'Gin-rami', description: 'Une partie de gin-rami contre l’ordinateur, jusqu’à 100 points. Pièces virtuelles seulement.' },
    'fisher-man': { title: 'Le Pêcheur', description: 'Lancez votre ligne et attrapez des poissons qui valent des pièces. Pièces virtuelles seulement.' },
    'wheel-of-fortune': { title: 'Roue de fortune', description: 'Faites tourner une roue à lots aux secteurs de tailles différentes. Pièces virtuelles seulement.' },
    'slot-kongfu': { title: 'Machine à sous Kongfu', description: 'Une machine à sous au temple, avec dragons et lanternes. Pièces virtuelles seulement.' },
    baccarat: { title: 'Baccara', description: 'Le baccara punto banco, avec un sabot de huit jeux. Pièces virtuelles seulement.' },
    'mahjong-deluxe': { title: 'Mahjong Deluxe', description: 'Videz la tortue en associant les tuiles libres. Pièces virtuelles seulement.' },
    'slot-cowboy': { title: 'Machine à sous Cowboy', description: 'Une machine à sous du Far West, avec étoiles de shérif et pépites d’or. Pièces virtuelles seulement.' },
  },
  glossary: {
    payTable: { term: 'table des paiements' },
    stake: { term: 'mise' },
    // French players say « cartes dépareillées »; « bois mort » is a calque.
    deadwood: { term: 'cartes dépareillées' },
    freeSpin: { term: 'tour gratuit' },
    dailyGrant: { term: 'pièces gratuites' },
    break: { term: 'pause' },
    limit: { term: 'limite' },
    coin: { term: 'pièce' },
    // A round is « une partie » everywhere; « manche » would be a second word for it.
    round: { term: 'partie' },
  },
} as const satisfies Language;

/** The other ways a writer might reach for each concept of the glossary (AvoidedWords; the glossary's comments say why): the glossary tests fail on any. */
export const avoid = {
  payTable: ['table des gains', 'tableau des paiements', 'table de paiement'],
  stake: ['enjeu', 'pari'],
  deadwood: ['bois mort'],
  freeSpin: ['tour bonus', 'tour boni'],
  dailyGrant: ['allocation quotidienne', 'pièces quotidiennes'],
  break: ['période de répit', 'exclusion volontaire'],
  limit: ['plafond'],
  coin: ['jeton', 'jetons'],
  round: ['manche'],
} as const satisfies AvoidedWords;
