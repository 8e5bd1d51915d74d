/** Privacy Policy and Terms of Service (docs/product.md §2, §9: both last updated January 15, 2025).
 * Plain-language text for a Kenyan company; have counsel review it before relying on it. */
import { company } from './company.ts';

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export type LegalDocument = {
  title: string;
  /** For search results and link previews. */
  description: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  contactLines: readonly string[];
};

export const legalLastUpdated = 'January 15, 2025';

const contactLines: readonly string[] = [
  company.name,
  company.postalBox,
  company.address,
  `Email: ${company.email}`,
  `Phone: ${company.phone}`,
];

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `How ${company.name} collects, uses, stores and protects the personal data you share through this website, its forms, newsletter and training registrations.`,
  lastUpdated: legalLastUpdated,
  intro: `${company.name} ("we", "us") respects your privacy. This policy explains what personal data we collect through this website and in the course of our business, why we collect it, and the rights you have under the Data Protection Act, 2019 of Kenya.`,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${company.name} is an engineering company based in ${company.location}. For the purposes of the Data Protection Act, 2019 we are the data controller of the personal data described in this policy.`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      paragraphs: ['We collect only what we need to respond to you and run our business:'],
      list: [
        'Contact details you give us, such as your name, e-mail address, phone number and organisation, when you send a message, request a quote or register for training.',
        'Applications for jobs, including your CV and the information you choose to share with us.',
        'Technical data such as your browser type, device and pages visited, collected in server logs to keep the site secure and working.',
        'Your language preference, stored in your own browser so the site can remember it.',
      ],
    },
    {
      id: 'website-forms',
      heading: 'The forms on this website',
      paragraphs: [
        'When you use a form on this website we store what you send in our own database, so that no enquiry is lost, and show it to our staff in our administration portal. We use these details only for the purpose below: we do not add you to any list you did not ask for, and do not sell or share them for marketing.',
      ],
      list: [
        'Contact form and quote, catalogue, training or support requests: your name, e-mail address, message, the subject of the button you came from and, if you give them, your phone number and organisation. We e-mail a copy to our team so we can reply to you.',
        'Training registration: the course, your name, e-mail address, number of participants and, if you give them, your phone number and organisation, so we can confirm your place and arrange the course. We e-mail a copy to our team.',
        'Newsletter: your e-mail address and the date you subscribed, to send you our newsletter. Every newsletter has a link that removes your address at once, without signing in.',
        'To stop abuse we count submissions per network address for one hour; the count is then deleted.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data',
      paragraphs: ['We use personal data to:'],
      list: [
        'answer enquiries and prepare quotations;',
        'deliver projects, training and support that you or your organisation have requested;',
        'assess job applications;',
        'keep our website and systems secure; and',
        'meet our legal, tax and regulatory obligations.',
      ],
    },
    {
      id: 'lawful-basis',
      heading: 'Lawful basis',
      paragraphs: [
        'We process personal data on the basis of your consent, to take steps towards or perform a contract with you, to comply with the law, or for our legitimate interests in running and securing our business, as permitted by section 30 of the Data Protection Act, 2019. Where we rely on consent, you may withdraw it at any time.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing your data',
      paragraphs: [
        'We do not sell personal data. We share it only with service providers who help us run our business (for example hosting, e-mail and translation services) under written agreements that protect it, with our clients where a project requires it, or with authorities where the law requires it.',
        'Where a service provider processes data outside Kenya, we ensure appropriate safeguards are in place as required by the Data Protection Act, 2019 and its regulations.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      paragraphs: [
        'We keep personal data only as long as needed for the purpose it was collected for, or as long as the law requires. Messages, training registrations and newsletter subscriptions sent through this website are deleted automatically two years (730 days) after they were sent, and sooner if you ask us or unsubscribe; our staff may delete them earlier once they are dealt with. Unsuccessful job applications are kept for up to twelve months unless you ask us to delete them sooner.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'We protect personal data with technical and organisational measures, including encrypted connections, access controls and staff training. No system is perfectly secure, but we work to prevent unauthorised access, loss or misuse, and we will notify the Office of the Data Protection Commissioner and affected people of a breach where the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: ['Under the Data Protection Act, 2019 you have the right to:'],
      list: [
        'be informed of how your personal data is used;',
        'access the personal data we hold about you;',
        'object to the processing of all or part of your personal data;',
        'have false or misleading data corrected; and',
        'have false or misleading data deleted.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      paragraphs: [
        'To exercise your rights or ask a question, contact us using the details below. If you are not satisfied with our response, you may lodge a complaint with the Office of the Data Protection Commissioner (ODPC) of Kenya.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'This site does not use advertising cookies. It stores your language choice in your browser’s local storage so the site can remember it. Optional services such as live chat or maps may set their own cookies when you use them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. The date at the top shows when it was last changed.',
      ],
    },
  ],
  contactLines,
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms for using the ${company.shortName} website: its content, downloads, forms and training registrations, our liability and the law that applies.`,
  lastUpdated: legalLastUpdated,
  intro: `These terms govern your use of the ${company.name} website. By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      id: 'use-of-site',
      heading: 'Use of the website',
      paragraphs: [
        'You may browse the site, read and share its content and download documents for your own information or for evaluating our products and services. You must not misuse the site, interfere with its operation, try to gain unauthorised access to it or use it for any unlawful purpose, including any offence under the Computer Misuse and Cybercrimes Act, 2018.',
      ],
    },
    {
      id: 'information',
      heading: 'Information on the site',
      paragraphs: [
        'We work to keep the information on this site accurate and current, but it is provided for general information only. Product descriptions, specifications, figures and project results are indicative and do not form an offer or a contract. Quotations and contracts we issue set out the binding terms of any supply or service.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        `The content of this site, including text, illustrations, logos and documents, belongs to ${company.name} or its licensors. Product names and trademarks of other companies belong to their owners. You may not copy, modify or republish our content for commercial purposes without our written permission.`,
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other sites',
      paragraphs: [
        'The site links to websites of partners, social networks and other third parties. We are not responsible for their content or their privacy practices.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, we are not liable for any loss arising from the use of, or inability to use, this site or its content. Nothing in these terms limits liability that cannot be limited under the laws of Kenya.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      paragraphs: [
        'Our Privacy Policy explains how we handle personal data in line with the Data Protection Act, 2019.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of Kenya, and the courts of Kenya have jurisdiction over any dispute arising from them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows when they were last changed.',
      ],
    },
  ],
  contactLines,
};
