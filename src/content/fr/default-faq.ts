import { COIN_FIGURES_FR } from './coin-figures';
import type { SiteContent } from '../schema';
import { GAMES } from '../../../core/game-registry';
import { defaultContactFr } from './default-contact';
import { stakeRangesText } from '../stake-ranges';
import { defaultStringsFr } from './default-strings';

const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = COIN_FIGURES_FR;

/** The French titles of every game, in catalogue order, as a French list: "A, B et C". */
const gameList = GAMES.map((game) => game.text.fr.title)
  .join(', ')
  .replace(/, ([^,]+)$/, ' et $1');

/**
 * The French FAQ: the English FAQ's six categories and questions in the same order. There are no
 * user accounts on the site (the wallet lives in the browser), so the account answers say so.
 */
export const defaultFaqFr = {
  title: 'Foire aux questions',
  description: 'Des réponses claires sur le fonctionnement de Brightmoose, sur les pièces virtuelles et sur la façon de tirer le meilleur de vos parties.',
  sections: [
    {
      category: 'L’essentiel de la plateforme',
      items: [
        {
          question: 'Qu’est-ce que Brightmoose\u202f?',
          answer:
            'Brightmoose est un casino social gratuit qui propose huit jeux de casino et de cartes, directement dans votre navigateur. Tous les jeux se jouent avec des pièces virtuelles : vous profitez du plaisir des cartes et des rouleaux sans dépenser ni risquer d’argent.',
        },
        {
          question: 'Puis-je gagner de l’argent réel ou des prix\u202f?',
          answer:
            'Non. Brightmoose est un simple divertissement. Les pièces virtuelles n’ont aucune valeur monétaire : elles ne peuvent être ni encaissées ni échangées contre des prix, quels qu’ils soient. Réussir à un jeu de casino social ne signifie pas que vous réussiriez aux jeux où l’on mise de l’argent réel.',
        },
        {
          question: 'Qui peut jouer\u202f?',
          answer:
            'Brightmoose s’adresse aux adultes de 18 ans et plus qui se trouvent au Canada. Il vous appartient de vérifier que vous avez le droit de jouer à des jeux de casino social là où vous habitez.',
        },
        {
          question: 'Est-ce que ça coûte quelque chose\u202f?',
          answer: 'Absolument rien. Tous les jeux sont gratuits, il n’y a rien à acheter et on ne vous demandera jamais vos renseignements de paiement.',
        },
      ],
    },
    {
      category: 'L’aspect social',
      items: [
        {
          question: 'Qu’est-ce qui rend Brightmoose social\u202f?',
          answer:
            'Brightmoose est social comme l’est une bonne soirée de jeux : le plaisir, c’est de le partager. Nos joueurs nous racontent qu’ils jouent côte à côte en famille, qu’ils comparent leurs séries avec leurs amis et qu’ils s’échangent des conseils sur leurs jeux préférés. Les témoignages de joueurs sur notre page d’accueil viennent directement de notre communauté.',
        },
        {
          question: 'Puis-je discuter avec d’autres joueurs sur le site\u202f?',
          answer:
            'Pas pour le moment. Brightmoose n’a ni salon de discussion ni liste d’amis, ce qui garde le site simple et privé. Si une fonction sociale rendait vos parties plus agréables, dites-le-nous : bon nombre de nos améliorations sont nées de suggestions de joueurs.',
        },
        {
          question: 'Comment faire découvrir un jeu à un ami\u202f?',
          answer:
            'Chaque jeu a sa propre page : il suffit d’en envoyer le lien à votre ami. Chaque personne joue avec les pièces de son propre navigateur, et les pièces ne peuvent pas passer d’un portefeuille à un autre.',
        },
        {
          question: 'Comment puis-je raconter mon histoire avec Brightmoose\u202f?',
          answer: `Nous adorons avoir des nouvelles de nos joueurs. Envoyez votre histoire à ${defaultContactFr.email}, en nous indiquant le prénom, l’initiale et la ville que vous souhaitez voir affichés si nous la publions.`,
        },
      ],
    },
    {
      category: 'Le fonctionnement des pièces virtuelles',
      items: [
        {
          question: 'Comment puis-je obtenir des pièces\u202f?',
          answer: `La première fois que vous ouvrez un jeu, votre portefeuille reçoit ${startingGrant} pièces virtuelles de bienvenue. Par la suite, vous pouvez réclamer ${dailyGrant} pièces gratuites ${dailyClaims} par jour civil. Les huit jeux partagent le même portefeuille.`,
        },
        {
          question: 'Puis-je acheter d’autres pièces\u202f?',
          answer:
            'Non. Les pièces ne sont jamais à vendre sur Brightmoose, et nous ne vous demanderons jamais de paiement. Si votre solde baisse, revenez le lendemain pour réclamer vos pièces gratuites du jour.',
        },
        {
          question: 'Puis-je encaisser, vendre ou transférer mes pièces\u202f?',
          answer:
            'Non. Les pièces virtuelles n’ont aucune valeur monétaire. Elles ne peuvent pas être converties en argent ni en prix, et on ne peut ni les vendre, ni les troquer, ni les transférer à une autre personne ou à un autre appareil. Elles servent uniquement à compter les points et à faire durer le jeu.',
        },
        {
          question: 'Y a-t-il des limites aux mises et aux gains\u202f?',
          answer: `Oui. Chaque jeu accepte sa propre fourchette de mises, jamais moins de ${minBet} ni plus de ${maxBet} pièces\u00a0: ${stakeRangesText(defaultStringsFr.stakeRanges, 'fr')}. Les gains au jeu peuvent ajouter au plus ${winningsCap} pièces à votre portefeuille par jour civil. Ces limites gardent le jeu équilibré et les séances raisonnables.`,
        },
      ],
    },
    {
      category: 'Soutien technique',
      items: [
        {
          question: 'Quels appareils et navigateurs sont pris en charge\u202f?',
          answer:
            'Brightmoose fonctionne sur ordinateur, tablette et téléphone avec une version à jour de Chrome, Firefox, Safari ou Edge. JavaScript et le stockage local doivent être activés, puisque c’est là que votre portefeuille est conservé.',
        },
        {
          question: 'Un jeu ne se charge pas. Que faire\u202f?',
          answer:
            'Commencez par recharger la page. Si cela ne règle rien, vérifiez votre connexion Internet, désactivez temporairement les extensions qui bloquent du contenu et assurez-vous que votre navigateur est à jour. Si le problème persiste, écrivez-nous en précisant le nom du jeu, votre appareil et votre navigateur, et nous nous pencherons sur la question.',
        },
        {
          question: 'Puis-je jouer en plein écran\u202f?',
          answer: 'Oui. Chaque page de jeu a un bouton de plein écran au-dessus du jeu. Appuyez sur Échap, ou utilisez le geste habituel de votre appareil, pour quitter le plein écran.',
        },
        {
          question: 'Comment signaler un bogue\u202f?',
          answer: `Envoyez une courte description à ${defaultContactFr.email}, en précisant ce que vous faisiez quand le problème est survenu et, si possible, une capture d’écran. Notre équipe lit chaque signalement.`,
        },
      ],
    },
    {
      category: 'Le choix de jeux',
      items: [
        {
          question: 'À quels jeux puis-je jouer\u202f?',
          answer: `Il y en a huit\u00a0: ${gameList}. Vous les trouverez tous sur la page des jeux.`,
        },
        {
          question: 'Quel jeu convient le mieux aux débutants\u202f?',
          answer:
            'Haut ou bas et le baccara s’apprennent vite, puisque chaque partie ne demande qu’une décision. Si vous préférez prendre votre temps, Mahjong Deluxe et le gin-rami récompensent la patience et la planification. Chaque jeu a un volet « Comment jouer » qui en explique les règles.',
        },
        {
          question: 'Les jeux sont-ils équitables\u202f?',
          answer:
            'Oui. Chaque jeu détermine les résultats au hasard selon ses règles, et nous n’ajustons jamais les résultats pour un joueur en particulier. Les résultats passés n’influencent pas la partie suivante : aucune tendance ni aucun système ne peut prédire ce qui s’en vient.',
        },
        {
          question: 'Allez-vous ajouter de nouveaux jeux\u202f?',
          answer:
            'Nous améliorons régulièrement nos jeux et en ajoutons de nouveaux lorsqu’ils répondent à nos exigences de qualité et d’équité. Surveillez l’étiquette « Nouveau » sur la page des jeux.',
        },
      ],
    },
    {
      category: 'Gestion du compte',
      items: [
        {
          question: 'Dois-je créer un compte\u202f?',
          answer: 'Non. Brightmoose n’a ni compte, ni identifiant, ni mot de passe. Vous pouvez commencer à jouer dès que la page est chargée.',
        },
        {
          question: 'Où mon solde de pièces est-il conservé\u202f?',
          answer:
            'Votre portefeuille est enregistré dans le stockage local de votre navigateur, sur votre propre appareil. Il n’est associé ni à votre nom ni à votre adresse courriel, et nous ne pouvons pas le voir.',
        },
        {
          question: 'Que se passe-t-il si j’efface les données de mon navigateur ou si je change d’appareil\u202f?',
          answer:
            'Votre portefeuille appartient au navigateur dans lequel vous jouez. Si vous effacez les données de navigation, jouez dans une fenêtre de navigation privée ou passez à un autre appareil ou navigateur, vous commencez avec un nouveau portefeuille et de nouvelles pièces de bienvenue. Les soldes antérieurs ne peuvent être ni récupérés ni déplacés, car les pièces ne sont jamais conservées sur nos serveurs.',
        },
        {
          question: 'Comment garder le contrôle de mes parties\u202f?',
          answer: `Chaque jeu fait une pause pour un rappel de temps de jeu après ${realityCheck} minutes, et vous pouvez modifier cet intervalle à votre convenance. Nous vous suggérons aussi de décider combien de temps vous jouerez avant de commencer et de prendre des pauses régulières. Si le jeu cesse d’être un plaisir, parlez-en à une personne de confiance ou communiquez avec un service d’aide en matière de jeu de votre province ou de votre territoire.`,
        },
      ],
    },
  ],
  contact: {
    title: 'Vous avez encore une question\u202f?',
    description: 'Notre équipe de soutien lit chaque message et vous répondra dans les meilleurs délais.',
    button: { text: 'Écrire à notre équipe', link: `mailto:${defaultContactFr.email}` },
  },
} satisfies SiteContent['faq'];
