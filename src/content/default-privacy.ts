import { defaultContactDetails } from './default-contact';
import type { SiteContent } from './schema';

/**
 * The Privacy Policy: fifteen sections, several with subsections. It describes what the site
 * really does: no accounts, no payments, no advertising or analytics tracking; the games keep
 * the coin wallet in the browser's local storage; the web servers keep ordinary logs; the
 * preview and editing tool is for staff only.
 */
export const defaultPrivacy = {
  title: 'Privacy Policy',
  description: 'What Brightmoose collects and what it does not, what the games keep on your device, how we use information and how to reach us about your privacy.',
  lastUpdated: 'Last updated: November 2, 2026',
  sections: [
    {
      title: '1. Introduction',
      content: [
        'Brightmoose is a free-to-play social casino for adults in Canada. We built it to collect as little information about you as possible: there are no accounts to create, no payments to make and no advertising trackers following you around.',
        "This Privacy Policy explains what information is involved when you visit brightmoose.ca, why, how we protect it and the choices you have. We handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and the other privacy laws that apply to us, including, in Quebec, the Act respecting the protection of personal information in the private sector, as amended by Law 25.",
      ],
      isList: false,
    },
    {
      title: '2. Scope of this policy',
      content:
        'This policy applies to the Brightmoose website, every game played on it and any email exchange you have with our support team. It does not apply to other websites you reach through links on our pages, which have their own privacy practices.',
      isList: false,
    },
    {
      title: '3. Information we collect',
      content: 'We collect only the small amount of information described below.',
      isList: false,
      subSections: [
        {
          title: 'Information you give us',
          content: [
            'When you email our support team, we receive your email address, your name if you include it and the content of your message, including any attachments.',
            'If you send us a player story or testimonial, we receive the text you write and the name and location you choose to share with it.',
          ],
          isList: false,
        },
        {
          title: 'Information collected automatically',
          content: [
            'Like almost every website, our web servers keep standard logs of the requests they receive.',
            'These logs record your IP address, the date and time of each request, the page or file requested, your browser type and operating system, and the page that referred you to us.',
          ],
          isList: false,
        },
        {
          title: 'Information we do not collect',
          content: [
            'We do not ask for your name, address, full date of birth or phone number in order to play. Before the first game, the games ask whether you are in Canada and your year of birth (and, when the year alone cannot tell, whether you have had your birthday this year); that answer stays in your browser, as section 4 explains.',
            'We do not collect payment card, banking or other financial information, because nothing on Brightmoose can be bought.',
            'We do not create user accounts or store passwords.',
            'We do not use advertising networks, analytics services or tracking pixels.',
          ],
          isList: true,
        },
      ],
    },
    {
      title: '4. Information stored on your device',
      content:
        "Our games keep your coin wallet and a few settings in your browser's local storage, on your own device. This information stays in your browser: the games do not send it to our servers, and we cannot see or restore it.",
      isList: false,
      subSections: [
        {
          title: 'What the games store',
          content: [
            'Your virtual coin balance, which all games share.',
            'When you last claimed your free coins and how many coins you have won today, so the daily limits can be applied.',
            'Your answer to the age and location questions, so the games know whether they may open for you.',
            'The daily time and stake limits you set, with any change waiting to take effect, and any break you take.',
            'A record of your play over the last 7 days (time played, coins staked and coins won, per game), so the limits can be applied and shown to you in Your play.',
            'Your reality-check interval and any game preferences you choose.',
          ],
          isList: true,
        },
        {
          title: 'How to remove it',
          content: [
            'You can delete this information at any time by clearing the site data for brightmoose.ca in your browser settings.',
            'Clearing it resets your wallet. A new wallet, with a new starting grant, is created the next time you open a game.',
          ],
          isList: false,
        },
      ],
    },
    {
      title: '5. How we use information',
      content: [
        'To answer your questions and support requests.',
        'To deliver web pages and games to your browser and keep them working properly.',
        'To protect the Platform, for example by detecting and blocking abuse, automated play and attacks.',
        'To diagnose technical problems and improve the games.',
        'To publish a player story or testimonial you sent us, with your permission.',
        'To meet our legal obligations.',
      ],
      isList: true,
    },
    {
      title: '6. Consent',
      content: [
        'By using Brightmoose, you consent to the handling of information described in this policy. Where we would like to use your information for a new purpose, we will ask for your consent first.',
        'You may withdraw your consent at any time, subject to legal requirements, by contacting us. Withdrawing consent may mean that we cannot answer a support request or keep publishing a story you sent us.',
      ],
      isList: false,
    },
    {
      title: '7. Cookies and similar technologies',
      content: [
        'Brightmoose does not use advertising cookies, analytics cookies or cross-site tracking of any kind.',
        "The games use your browser's local storage only to keep your wallet and settings, as described in section 4.",
        'Our team uses a separate preview and editing tool to update the text and colours of the site. It is available to authorized staff only, and it does not collect information about visitors.',
      ],
      isList: false,
    },
    {
      title: '8. How we share information',
      content: 'We do not sell, rent or trade personal information. We share it only in the limited cases below.',
      isList: false,
      subSections: [
        {
          title: 'Service providers',
          content: [
            'We use trusted providers to host the website and to handle email. They process information only on our instructions, only to provide their service to us, and under contractual obligations to protect it.',
          ],
          isList: false,
        },
        {
          title: 'Legal requirements',
          content: [
            'We may disclose information when the law requires it, for example in response to a valid court order, or when it is necessary to protect the safety of any person or the security of the Platform.',
          ],
          isList: false,
        },
        {
          title: 'Business changes',
          content: ['If Brightmoose is reorganized, merged or sold, information may be transferred to the new operator, who will be bound to protect it in line with this policy.'],
          isList: false,
        },
      ],
    },
    {
      title: '9. Where information is processed',
      content:
        'Our team is based in Tel Aviv, Israel, and our service providers may operate in other countries. As a result, information such as server logs and support emails may be stored or processed outside Canada, where it may be accessible to authorities under local law. Wherever it is processed, we require that it be protected to a standard comparable to the one described in this policy.',
      isList: false,
    },
    {
      title: '10. How long we keep information',
      content: [
        'Server logs are kept for a limited period for security and troubleshooting, then deleted or anonymized.',
        'Support emails are kept for as long as needed to resolve your request and for a reasonable time afterwards, in case you follow up.',
        'Published stories and testimonials stay on the site until you ask us to remove them or we retire them.',
        "Information in your browser's local storage stays on your device until you clear it.",
      ],
      isList: true,
    },
    {
      title: '11. How we protect information',
      content:
        'We use safeguards appropriate to the sensitivity of the information, including encrypted connections to our website, restricted and logged staff access to our systems and editing tools, and careful selection of our service providers. No method of transmission or storage is completely secure, but we work to protect the information entrusted to us and review our safeguards regularly.',
      isList: false,
    },
    {
      title: '12. Your rights and choices',
      content: 'Under Canadian privacy law, you have rights over your personal information.',
      isList: false,
      subSections: [
        {
          title: 'What you can ask us',
          content: [
            'To tell you what personal information we hold about you and how we use it.',
            'To give you access to that information.',
            'To correct information that is inaccurate or incomplete.',
            'To delete your support emails, or to remove a story or testimonial you sent us.',
            'To withdraw your consent, as described in section 6.',
          ],
          isList: true,
        },
        {
          title: 'How to make a request',
          content: [
            'Email us using the details in section 15. We may need to ask a few questions to confirm that a request comes from you, and we will respond as promptly as we reasonably can.',
            'If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada.',
          ],
          isList: false,
        },
      ],
    },
    {
      title: '13. Age restriction',
      content:
        'Brightmoose is intended only for adults aged 18 and over. We do not knowingly collect personal information from anyone under 18. If you believe that a minor has sent us personal information, please contact us and we will delete it.',
      isList: false,
    },
    {
      title: '14. Changes to this policy',
      content: [
        'We may update this policy when our practices change or the law requires it. The date at the top of this page shows when it last changed.',
        'If we make a significant change, we will highlight it on the site before it takes effect.',
      ],
      isList: false,
    },
    {
      title: '15. Contact us',
      content: 'If you have a question about this policy or about your personal information, or if you would like to make a request, please get in touch with our support team.',
      isList: false,
      contactDetails: defaultContactDetails,
    },
  ],
} satisfies SiteContent['privacy'];
