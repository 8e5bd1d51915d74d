/** The company's identity, used everywhere the site names or contacts the company.
 * The spec does not name the company: these are clearly fictional defaults (example.com domains,
 * a zeroed phone number) to be replaced by the real details in this one file. */
export type CompanyIdentity = {
  name: string;
  shortName: string;
  tagline: string;
  founded: number;
  email: string;
  hrEmail: string;
  phone: string;
  phoneHref: string;
  postalBox: string;
  address: string;
  location: string;
  website: string;
  websiteHref: string;
  /** The company's clock: a post's date is the calendar day in Nairobi (East Africa Time, UTC+3 all year,
   * no daylight saving), for every reader and in the HTML the server prerenders alike. */
  utcOffsetMinutes: number;
};

export const company: CompanyIdentity = {
  name: 'Kilima Smart Systems Ltd',
  shortName: 'Kilima Smart Systems',
  tagline: 'Innovative Engineering Solutions',
  founded: 2012,
  email: 'info@kilima-smart.example.com',
  hrEmail: 'careers@kilima-smart.example.com',
  phone: '+254 700 000 000',
  phoneHref: 'tel:+254700000000',
  postalBox: 'P.O. Box 00000-00100, Nairobi',
  address: 'Example Business Park, 4th Floor, Mombasa Road, Nairobi',
  location: 'Nairobi, Kenya',
  website: 'www.kilima-smart.example.com',
  websiteHref: 'https://www.kilima-smart.example.com',
  utcOffsetMinutes: 180,
};

/** Today in the company's calendar (Nairobi, decision 028), `YYYY-MM-DD`: what a job's `closesAt`
 * and a course session's dates are compared with. */
export const companyDay = (now: Date = new Date()): string =>
  new Date(now.getTime() + company.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
