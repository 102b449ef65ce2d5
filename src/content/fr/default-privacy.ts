import type { SiteContent } from '../schema';
import { defaultContactDetailsFr } from './default-contact';

/**
 * The French Privacy Policy: the same fifteen sections and subsections as the English, saying
 * what the site really does (no accounts, no payments, no advertising or analytics tracking, the
 * wallet in the browser's local storage, ordinary server logs, a staff-only editing tool). Where
 * the English names PIPEDA and "other privacy laws", the French also names Quebec's private-sector
 * privacy act (Law 25), and makes no other promise.
 */
export const defaultPrivacyFr = {
  title: 'Politique de confidentialité',
  description:
    'Ce que Brightmoose recueille et ne recueille pas, ce que les jeux conservent sur votre appareil, l’usage que nous faisons des renseignements et la façon de nous joindre au sujet de votre vie privée.',
  lastUpdated: 'Dernière mise à jour : 2 novembre 2026',
  sections: [
    {
      title: '1. Introduction',
      content: [
        'Brightmoose est un casino social gratuit destiné aux adultes qui se trouvent au Canada. Nous l’avons conçu pour recueillir le moins de renseignements possible à votre sujet : aucun compte à créer, aucun paiement à effectuer et aucun traceur publicitaire qui vous suit d’un site à l’autre.',
        'La présente politique de confidentialité explique quels renseignements sont en jeu lorsque vous visitez brightmoose.ca, pourquoi, comment nous les protégeons et quels choix s’offrent à vous. Nous traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et aux autres lois sur la protection des renseignements personnels qui s’appliquent à nous, dont, au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, modifiée par la Loi 25.',
      ],
      isList: false,
    },
    {
      title: '2. Portée de la présente politique',
      content:
        'La présente politique s’applique au site Web Brightmoose, à tous les jeux qui y sont offerts et à tout échange de courriels avec notre équipe de soutien. Elle ne s’applique pas aux autres sites Web vers lesquels mènent les liens de nos pages\u202f; ces sites ont leurs propres pratiques en matière de protection des renseignements personnels.',
      isList: false,
    },
    {
      title: '3. Renseignements que nous recueillons',
      content: 'Nous recueillons seulement les quelques renseignements décrits ci-dessous.',
      isList: false,
      subSections: [
        {
          title: 'Renseignements que vous nous fournissez',
          content: [
            'Lorsque vous écrivez à notre équipe de soutien, nous recevons votre adresse courriel, votre nom si vous l’indiquez et le contenu de votre message, y compris les pièces jointes.',
            'Si vous nous envoyez un récit de joueur ou un témoignage, nous recevons le texte que vous avez rédigé ainsi que le nom et le lieu que vous choisissez d’y associer.',
          ],
          isList: false,
        },
        {
          title: 'Renseignements recueillis automatiquement',
          content: [
            'Comme presque tous les sites Web, nos serveurs conservent des journaux standards des requêtes qu’ils reçoivent.',
            'Ces journaux enregistrent votre adresse IP, la date et l’heure de chaque requête, la page ou le fichier demandé, le type de votre navigateur et votre système d’exploitation, ainsi que la page qui vous a dirigé vers nous.',
          ],
          isList: false,
        },
        {
          title: 'Renseignements que nous ne recueillons pas',
          content: [
            'Nous ne vous demandons ni votre nom, ni votre adresse, ni votre date de naissance complète, ni votre numéro de téléphone pour jouer. Avant la première partie, les jeux vous demandent si vous êtes au Canada et votre année de naissance (et, quand l’année ne suffit pas, si votre anniversaire est déjà passé cette année)\u202f; cette réponse reste dans votre navigateur, comme l’explique la section 4.',
            'Nous ne recueillons aucun renseignement de carte de paiement, bancaire ou financier, puisque rien ne peut être acheté sur Brightmoose.',
            'Nous ne créons pas de comptes d’utilisateur et ne conservons aucun mot de passe.',
            'Nous n’utilisons ni réseaux publicitaires, ni services d’analyse, ni pixels de suivi.',
          ],
          isList: true,
        },
      ],
    },
    {
      title: '4. Renseignements conservés sur votre appareil',
      content:
        'Nos jeux conservent votre portefeuille de pièces et quelques paramètres dans le stockage local de votre navigateur, sur votre propre appareil. Ces renseignements restent dans votre navigateur : les jeux ne les transmettent pas à nos serveurs, et nous ne pouvons ni les consulter ni les rétablir.',
      isList: false,
      subSections: [
        {
          title: 'Ce que les jeux conservent',
          content: [
            'Votre solde de pièces virtuelles, commun à tous les jeux.',
            'Le moment où vous avez réclamé vos dernières pièces gratuites et le nombre de pièces gagnées aujourd’hui, afin d’appliquer les limites quotidiennes.',
            'Votre réponse aux questions sur votre âge et l’endroit où vous vous trouvez, pour que les jeux sachent s’ils peuvent s’ouvrir pour vous.',
            'Les limites de temps et de mise quotidiennes que vous fixez, avec tout changement qui attend de prendre effet, et toute pause que vous prenez.',
            'Un relevé de vos parties des 7 derniers jours (temps de jeu, pièces misées et pièces gagnées, pour chaque jeu), pour appliquer les limites et vous les montrer dans Vos habitudes de jeu.',
            'L’intervalle de votre rappel de temps de jeu et les préférences de jeu que vous choisissez.',
          ],
          isList: true,
        },
        {
          title: 'Comment les supprimer',
          content: [
            'Vous pouvez supprimer ces renseignements en tout temps en effaçant les données du site brightmoose.ca dans les paramètres de votre navigateur.',
            'Cette opération réinitialise votre portefeuille. Un nouveau portefeuille, avec une nouvelle allocation de départ, est créé la prochaine fois que vous ouvrez un jeu.',
          ],
          isList: false,
        },
      ],
    },
    {
      title: '5. Utilisation des renseignements',
      content: [
        'Pour répondre à vos questions et à vos demandes de soutien.',
        'Pour transmettre les pages Web et les jeux à votre navigateur et en assurer le bon fonctionnement.',
        'Pour protéger la Plateforme, par exemple en détectant et en bloquant les abus, le jeu automatisé et les attaques.',
        'Pour diagnostiquer les problèmes techniques et améliorer les jeux.',
        'Pour publier, avec votre permission, un récit de joueur ou un témoignage que vous nous avez envoyé.',
        'Pour respecter nos obligations légales.',
      ],
      isList: true,
    },
    {
      title: '6. Consentement',
      content: [
        'En utilisant Brightmoose, vous consentez au traitement des renseignements décrit dans la présente politique. Si nous souhaitons utiliser vos renseignements à une nouvelle fin, nous vous demanderons d’abord votre consentement.',
        'Vous pouvez retirer votre consentement en tout temps, sous réserve des exigences légales, en communiquant avec nous. Le retrait de votre consentement pourrait nous empêcher de répondre à une demande de soutien ou de continuer à publier un récit que vous nous avez envoyé.',
      ],
      isList: false,
    },
    {
      title: '7. Témoins et technologies similaires',
      content: [
        'Brightmoose n’utilise aucun témoin publicitaire ou analytique, ni aucune forme de suivi d’un site à l’autre.',
        'Les jeux utilisent le stockage local de votre navigateur uniquement pour conserver votre portefeuille et vos paramètres, comme l’explique la section 4.',
        'Notre équipe utilise un outil distinct d’aperçu et d’édition pour mettre à jour les textes et les couleurs du site. Seul le personnel autorisé y a accès, et cet outil ne recueille aucun renseignement sur les visiteurs.',
      ],
      isList: false,
    },
    {
      title: '8. Communication des renseignements',
      content: 'Nous ne vendons, ne louons ni n’échangeons aucun renseignement personnel. Nous ne communiquons des renseignements personnels que dans les cas limités décrits ci-dessous.',
      isList: false,
      subSections: [
        {
          title: 'Fournisseurs de services',
          content: [
            'Nous faisons appel à des fournisseurs de confiance pour héberger le site Web et gérer les courriels. Ils traitent les renseignements uniquement selon nos instructions, seulement pour nous fournir leur service et en vertu d’obligations contractuelles de les protéger.',
          ],
          isList: false,
        },
        {
          title: 'Exigences légales',
          content: [
            'Nous pouvons communiquer des renseignements lorsque la loi l’exige, par exemple pour donner suite à une ordonnance valide d’un tribunal, ou lorsque c’est nécessaire pour protéger la sécurité d’une personne ou celle de la Plateforme.',
          ],
          isList: false,
        },
        {
          title: 'Changements touchant l’entreprise',
          content: [
            'Si Brightmoose fait l’objet d’une réorganisation, d’une fusion ou d’une vente, les renseignements pourraient être transférés au nouvel exploitant, qui sera tenu de les protéger conformément à la présente politique.',
          ],
          isList: false,
        },
      ],
    },
    {
      title: '9. Lieu de traitement des renseignements',
      content:
        'Notre équipe est établie à Tel-Aviv, en Israël, et nos fournisseurs de services peuvent exercer leurs activités dans d’autres pays. Des renseignements comme les journaux de serveur et les courriels de soutien peuvent donc être conservés ou traités à l’extérieur du Canada, où les autorités pourraient y avoir accès en vertu des lois locales. Peu importe où ils sont traités, nous exigeons qu’ils soient protégés selon des normes comparables à celles que décrit la présente politique.',
      isList: false,
    },
    {
      title: '10. Durée de conservation des renseignements',
      content: [
        'Les journaux de serveur sont conservés pendant une période limitée à des fins de sécurité et de dépannage, puis supprimés ou anonymisés.',
        'Les courriels de soutien sont conservés le temps nécessaire pour traiter votre demande, puis pendant une période raisonnable, au cas où vous feriez un suivi.',
        'Les récits et témoignages publiés restent sur le site jusqu’à ce que vous nous demandiez de les retirer ou que nous les retirions nous-mêmes.',
        'Les renseignements enregistrés dans le stockage local de votre navigateur restent sur votre appareil jusqu’à ce que vous les effaciez.',
      ],
      isList: true,
    },
    {
      title: '11. Protection des renseignements',
      content:
        'Nous appliquons des mesures de sécurité adaptées à la sensibilité des renseignements, notamment des connexions chiffrées à notre site Web, un accès restreint et journalisé du personnel à nos systèmes et à nos outils d’édition, et une sélection rigoureuse de nos fournisseurs de services. Aucune méthode de transmission ou de stockage n’est entièrement sûre, mais nous nous efforçons de protéger les renseignements qui nous sont confiés et nous réexaminons régulièrement nos mesures de sécurité.',
      isList: false,
    },
    {
      title: '12. Vos droits et vos choix',
      content: 'Les lois canadiennes sur la protection des renseignements personnels vous confèrent des droits sur vos renseignements personnels.',
      isList: false,
      subSections: [
        {
          title: 'Ce que vous pouvez nous demander',
          content: [
            'Vous indiquer quels renseignements personnels nous détenons à votre sujet et comment nous les utilisons.',
            'Vous donner accès à ces renseignements.',
            'Corriger les renseignements inexacts ou incomplets.',
            'Supprimer vos courriels de soutien, ou retirer un récit ou un témoignage que vous nous avez envoyé.',
            'Retirer votre consentement, comme le prévoit la section 6.',
          ],
          isList: true,
        },
        {
          title: 'Comment faire une demande',
          content: [
            'Écrivez-nous à l’aide des coordonnées indiquées à la section 15. Nous pourrions devoir vous poser quelques questions pour confirmer que la demande vient bien de vous, et nous vous répondrons aussi rapidement que nous le pourrons raisonnablement.',
            'Si notre réponse ne vous satisfait pas, vous pouvez communiquer avec le Commissariat à la protection de la vie privée du Canada.',
          ],
          isList: false,
        },
      ],
    },
    {
      title: '13. Restriction d’âge',
      content:
        'Brightmoose est destiné uniquement aux adultes de 18 ans et plus. Nous ne recueillons pas sciemment de renseignements personnels auprès de personnes de moins de 18 ans. Si vous croyez qu’une personne mineure nous a transmis des renseignements personnels, veuillez communiquer avec nous et nous les supprimerons.',
      isList: false,
    },
    {
      title: '14. Modifications de la présente politique',
      content: [
        'Nous pouvons mettre à jour la présente politique lorsque nos pratiques changent ou que la loi l’exige. La date indiquée en haut de cette page est celle de sa dernière modification.',
        'Si nous apportons un changement important, nous le signalerons clairement sur le site avant son entrée en vigueur.',
      ],
      isList: false,
    },
    {
      title: '15. Pour nous joindre',
      content: 'Pour toute question sur la présente politique ou sur vos renseignements personnels, ou pour faire une demande, veuillez communiquer avec notre équipe de soutien.',
      isList: false,
      contactDetails: defaultContactDetailsFr,
    },
  ],
} satisfies SiteContent['privacy'];
