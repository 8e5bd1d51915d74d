/** The English interface strings (docs/product.md §3): the source of every dictionary key. Bundled with the
 * first load; the other dictionaries are loaded on demand (see ../dictionaries.ts). The texts
 * are exactly those the pages show in English. */
export const en = {
  navigation: {
    solutions: 'Solutions',
    products: 'Products',
    projects: 'Projects',
    about: 'About',
    blog: 'Blog',
    career: 'Career',
    bySector: 'By Sector',
    featuredProjects: 'Featured Projects',
    allServices: 'All Services',
    allProjects: 'All Projects',
  },
  header: {
    getQuote: 'Get Quote',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    search: 'Search',
    closeSearch: 'Close search',
    searchPlaceholder: 'Search projects, products, services...',
    startTyping: 'Start typing to search...',
    skipToContent: 'Skip to content',
    languages: 'Languages',
  },
  hero: {
    subtitle: 'Innovative Engineering Solutions',
    ourServices: 'Our Services',
  },
  info: {
    chatWithUs: 'Chat with us',
    scrollToTop: 'Scroll to top',
    established: 'Established',
    governmentContracts: 'Government Contracts',
    patents: 'Patents',
    countries: 'Countries',
    successRate: 'Success Rate',
    support: 'Support',
  },
  about: {
    title: 'Dedication',
    dedicationHeading: 'Our dedication, your achievement',
    whoWeAre: 'Who We Are',
    ourMission: 'Our Mission',
    experiencePartners: 'Experience & Partners',
    technologyProviders: 'Our Technology Providers',
    productProviders: 'Our Product Providers',
    professionals: 'Professionals',
    yearsOfExperience: 'Years of Experience',
    partners: 'Partners',
    awards: 'Awards',
    readyToTransform: 'Ready to Transform Your City?',
    downloadBrochure: 'Download Brochure',
  },
  footer: {
    company: 'Company',
    services: 'Services',
    projects: 'Projects',
    support: 'Support',
    aboutUs: 'About Us',
    leadershipTeam: 'Leadership Team',
    careers: 'Careers',
    partners: 'Partners',
    mediaGallery: 'Media Gallery',
    blog: 'Blog',
    intelligentTransport: 'Intelligent Transport Systems',
    securitySolutions: 'Security Solutions',
    smartStreetLighting: 'Smart Street Lighting',
    solarEnergy: 'Solar Energy Solutions',
    trainingPrograms: 'Training Programs',
    contactUs: 'Contact Us',
    technicalSupport: 'Technical Support',
    documentation: 'Documentation',
    training: 'Training',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    socialMedia: 'Social media',
    whyClientsTrustUs: 'Why clients trust us',
    allRightsReserved: 'All rights reserved.',
    blurb:
      'Engineering intelligent transport, smart street lighting, CCTV security and solar solutions for cities and road authorities across Kenya and East Africa since {{year}}.',
  },
  common: {
    readMore: 'Read More',
    learnMore: 'Learn More',
    viewProject: 'View Project',
    contactUs: 'Contact Us',
    startYourProject: 'Start Your Project',
    loading: 'Loading…',
    dismiss: 'Dismiss',
  },
  homepage: {
    businessServices: 'Business & Services',
    intelligentTransport: 'Intelligent Transport Systems',
    advancedSecurity: 'Advanced Security Solutions',
    solarEnergy: 'Solar Energy Solutions',
    aboutHeading: 'About {{name}}',
    latestNews: 'Latest News',
    viewAllNews: 'View All News',
    visitOurBlog: 'Visit Our Blog',
    clientRating: 'Client Rating',
    yearsOfExperience: 'Years of Experience',
    projectsCompleted: 'Projects Completed',
    citiesServed: 'Cities Served',
    established: 'Established',
  },
  projectsCta: {
    heading: 'Have a project in mind?',
    startYourProject: 'Start Your Project',
    downloadPortfolio: 'Download Portfolio',
  },
  productsCta: {
    heading: 'Need help choosing the right equipment?',
    getCatalog: 'Get Product Catalog',
    contactSales: 'Contact Sales Team',
  },
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Every dictionary has exactly the keys of the English one. */
export type Dictionary = Strings<typeof en>;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** 'navigation.solutions', 'footer.blurb', … */
export type DictionaryKey = Paths<typeof en>;
