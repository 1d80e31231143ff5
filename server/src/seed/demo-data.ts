// The demo reseller's fixed facts: its staff, its customers and its billing companies. Everything
// derived (contacts, sites, billing addresses, portal users) is built from these by demo.ts.
// Company names are invented; e-mail domains use the reserved .example top-level domain so a demo
// wired to a real SMTP server cannot write to anybody.
import type { SupportLevel } from '@console/contract';

export const DEMO_PASSWORD = 'demo-password';

export type StaffRole = 'sales' | 'presales' | 'delivery' | 'stock' | 'accounting';

export interface DemoStaff {
  email: string;
  firstname: string;
  lastname: string;
  role: StaffRole;
  is_manager?: boolean;
  can_manage_users?: boolean;
  /** Opens customers' portals to help them: the account managers' and delivery leads'. */
  can_impersonate?: boolean;
}

/** Satellite and pricing rights come from the role (staffRoleFlags, decision 0065). The first of each role signs in with the role as e-mail (sales@example.com...), which is easy to demo. */
export const DEMO_STAFF: DemoStaff[] = [
  { email: 'sales@example.com', firstname: 'Sophie', lastname: 'Lambert', role: 'sales', is_manager: true, can_manage_users: true, can_impersonate: true },
  { email: 'thomas.peeters@example.com', firstname: 'Thomas', lastname: 'Peeters', role: 'sales' },
  { email: 'camille.rousseau@example.com', firstname: 'Camille', lastname: 'Rousseau', role: 'sales' },
  { email: 'presales@example.com', firstname: 'Claire', lastname: 'Dubois', role: 'presales' },
  { email: 'pieter.devries@example.com', firstname: 'Pieter', lastname: 'de Vries', role: 'presales' },
  { email: 'delivery@example.com', firstname: 'Julien', lastname: 'Martin', role: 'delivery', is_manager: true, can_impersonate: true },
  { email: 'lotte.janssens@example.com', firstname: 'Lotte', lastname: 'Janssens', role: 'delivery' },
  { email: 'stock@example.com', firstname: 'Marc', lastname: 'Wouters', role: 'stock' },
  { email: 'accounting@example.com', firstname: 'Nathalie', lastname: 'Leroy', role: 'accounting' },
  { email: 'koen.maes@example.com', firstname: 'Koen', lastname: 'Maes', role: 'accounting' },
];

export interface DemoCustomer {
  name: string;
  short_name: string;
  /** Home city, a name of PLACES; the first site is there. */
  city: string;
  /** Other cities where it has sites (same country as a rule, a few cross-border). */
  branches: string[];
  support_level: SupportLevel;
  /** Index in the sales / presales staff of DEMO_STAFF. */
  manager: number;
  presale?: number;
  nightswatch?: boolean;
  inactive?: boolean;
  archived?: string;
  contract_data_source?: 'INCONTROL' | 'TELNA';
  colors?: [string, string];
  description?: string;
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Brouwerij De Vos',
    short_name: 'De Vos',
    city: 'Gent',
    branches: ['Brugge', 'Kortrijk'],
    support_level: 'intermediate',
    manager: 1,
    presale: 0,
    colors: ['#8d5524', '#f4c542'],
    description: 'Craft brewery; taproom and two bars run on 4G backup.',
  },
  {
    name: 'Logistiek Van Damme NV',
    short_name: 'Van Damme',
    city: 'Antwerpen',
    branches: ['Mechelen', 'Zaventem', 'Gent', 'Rotterdam'],
    support_level: 'advanced',
    manager: 1,
    presale: 1,
    nightswatch: true,
    contract_data_source: 'INCONTROL',
    description: 'Warehouses in the port area; SD-WAN between depots.',
  },
  {
    name: 'Boulangeries Lemaire SA',
    short_name: 'Lemaire',
    city: 'Namur',
    branches: ['Charleroi', 'Wavre', 'Liège'],
    support_level: 'basic',
    manager: 0,
    presale: 0,
  },
  {
    name: 'Groupe Hospitalier Saint-Rémy',
    short_name: 'GH Saint-Rémy',
    city: 'Liège',
    branches: ['Namur', 'Charleroi'],
    support_level: 'advanced',
    manager: 0,
    presale: 0,
    nightswatch: true,
    contract_data_source: 'INCONTROL',
    colors: ['#005b96', '#b3cde0'],
    description: 'Hospital network: 24/7 support, night watch on every site.',
  },
  { name: 'Transports Delcourt SPRL', short_name: 'Delcourt', city: 'Charleroi', branches: ['Mons', 'Lille'], support_level: 'intermediate', manager: 0 },
  { name: 'Cinémas Lumière', short_name: 'Lumière', city: 'Bruxelles', branches: ['Liège', 'Namur'], support_level: 'basic', manager: 2, presale: 0 },
  {
    name: 'Festival Zomerklanken vzw',
    short_name: 'Zomerklanken',
    city: 'Hasselt',
    branches: [],
    support_level: 'intermediate',
    manager: 1,
    contract_data_source: 'TELNA',
    description: 'Summer festival: temporary sites every July, satellite backup.',
  },
  {
    name: 'Bouwbedrijf Claes & Zonen',
    short_name: 'Claes',
    city: 'Mechelen',
    branches: ['Leuven', 'Antwerpen'],
    support_level: 'basic',
    manager: 1,
    contract_data_source: 'TELNA',
    description: 'Construction sites connected with mobile routers.',
  },
  { name: 'Hôtel Le Beffroi', short_name: 'Le Beffroi', city: 'Mons', branches: [], support_level: 'no', manager: 0, inactive: true },
  { name: 'Apotheek Verhaeghe', short_name: 'Verhaeghe', city: 'Brugge', branches: ['Gent'], support_level: 'basic', manager: 1 },
  {
    name: 'Vlaamse Bouwmaterialen BV',
    short_name: 'VBM',
    city: 'Kortrijk',
    branches: ['Gent', 'Roubaix'],
    support_level: 'intermediate',
    manager: 1,
    presale: 1,
  },
  { name: 'Agence Immobilière Horizon', short_name: 'Horizon', city: 'Wavre', branches: ['Bruxelles'], support_level: 'no', manager: 2 },
  {
    name: 'AirCargo Services',
    short_name: 'AirCargo',
    city: 'Zaventem',
    branches: ['Liège'],
    support_level: 'advanced',
    manager: 2,
    presale: 1,
    nightswatch: true,
    contract_data_source: 'INCONTROL',
  },
  {
    name: 'Université Populaire de Bruxelles',
    short_name: 'UPB',
    city: 'Bruxelles',
    branches: ['Bruxelles'],
    support_level: 'intermediate',
    manager: 0,
    presale: 0,
  },
  { name: 'Studio Pixelweg', short_name: 'Pixelweg', city: 'Leuven', branches: [], support_level: 'no', manager: 1, archived: 'Company closed' },
  { name: 'Boulangerie Artisanale Moreau', short_name: 'Moreau', city: 'Lille', branches: ['Roubaix', 'Valenciennes'], support_level: 'basic', manager: 2 },
  {
    name: 'Chantiers Navals Guérin',
    short_name: 'Guérin',
    city: 'Nantes',
    branches: ['Bordeaux'],
    support_level: 'advanced',
    manager: 2,
    presale: 0,
    nightswatch: true,
  },
  {
    name: 'Transports Rousseau & Fils',
    short_name: 'Rousseau',
    city: 'Lyon',
    branches: ['Marseille', 'Toulouse', 'Paris'],
    support_level: 'intermediate',
    manager: 2,
    presale: 0,
    contract_data_source: 'TELNA',
  },
  { name: 'Clinique Vétérinaire du Vieux-Port', short_name: 'CV Vieux-Port', city: 'Marseille', branches: [], support_level: 'basic', manager: 2 },
  {
    name: 'Festival des Lumières du Sud',
    short_name: 'Lumières du Sud',
    city: 'Toulouse',
    branches: ['Bordeaux'],
    support_level: 'intermediate',
    manager: 2,
    contract_data_source: 'TELNA',
  },
  { name: 'Caves Girard', short_name: 'Girard', city: 'Bordeaux', branches: ['Paris'], support_level: 'basic', manager: 2 },
  { name: 'Textiles du Nord', short_name: 'Textiles du Nord', city: 'Roubaix', branches: ['Lille'], support_level: 'no', manager: 0, inactive: true },
  {
    name: 'Maison Fontaine Champagne',
    short_name: 'Fontaine',
    city: 'Reims',
    branches: ['Paris'],
    support_level: 'intermediate',
    manager: 2,
    colors: ['#2d2d2d', '#d4af37'],
  },
  { name: 'Alsace Événements', short_name: 'Alsace Evt', city: 'Strasbourg', branches: [], support_level: 'basic', manager: 2, contract_data_source: 'TELNA' },
  {
    name: 'Groupe Scolaire Saint-Exupéry',
    short_name: 'GS Saint-Exupéry',
    city: 'Paris',
    branches: ['Paris', 'Reims'],
    support_level: 'intermediate',
    manager: 2,
    presale: 0,
  },
  {
    name: 'Bakkerij Van der Berg',
    short_name: 'Van der Berg',
    city: 'Utrecht',
    branches: ['Amsterdam', 'Breda'],
    support_level: 'basic',
    manager: 1,
    presale: 1,
  },
  {
    name: 'Dekker Haven Logistics BV',
    short_name: 'Dekker',
    city: 'Rotterdam',
    branches: ['Breda', 'Antwerpen', 'Eindhoven'],
    support_level: 'advanced',
    manager: 1,
    presale: 1,
    nightswatch: true,
    contract_data_source: 'INCONTROL',
  },
  { name: 'Kwekerij De Tulp', short_name: 'De Tulp', city: 'Den Haag', branches: ['Rotterdam'], support_level: 'basic', manager: 1 },
  {
    name: 'Evenementenbureau Oranje',
    short_name: 'Oranje',
    city: 'Amsterdam',
    branches: ['Utrecht'],
    support_level: 'intermediate',
    manager: 1,
    contract_data_source: 'TELNA',
  },
  {
    name: 'Zorggroep Maas en Heuvel',
    short_name: 'Maas en Heuvel',
    city: 'Maastricht',
    branches: ['Eindhoven'],
    support_level: 'advanced',
    manager: 1,
    presale: 1,
    nightswatch: true,
    inactive: true,
  },
  { name: 'TechPark Eindhoven BV', short_name: 'TechPark', city: 'Eindhoven', branches: [], support_level: 'no', manager: 1, archived: 'Contract ended' },
  { name: 'Fietsverhuur Groningen', short_name: 'Fietsverhuur', city: 'Groningen', branches: ['Groningen'], support_level: 'basic', manager: 1 },
];

export interface DemoCompany {
  name: string;
  country: string;
  street: string;
  zipcode: string;
  city: string;
  vat_number: string;
  bank_name: string;
  bank_bic: string;
  bank_iban: string;
  email: string;
  website: string;
  phone: string;
  invoice_prefix: number;
  /** The register mention printed beside the seller's number (Belgium: RPR/RPM and the court; France: RCS and the city). */
  register_mention: string;
}

/** The reseller's two invoicing entities; the IBANs are the standard published example numbers. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Connectivity Services Belgium SA',
    country: 'BE',
    street: 'Rue de la Loi 42',
    zipcode: '1000',
    city: 'Bruxelles',
    vat_number: 'BE0403170701',
    bank_name: 'BNP Paribas Fortis',
    bank_bic: 'GEBABEBB',
    bank_iban: 'BE68539007547034',
    email: 'billing.be@example.com',
    website: 'https://www.example.com',
    phone: '+32 2 555 01 00',
    invoice_prefix: 1,
    register_mention: 'RPM Bruxelles / RPR Brussel 0403.170.701',
  },
  {
    name: 'Connectivity Services France SAS',
    country: 'FR',
    street: 'Rue Nationale 120',
    zipcode: '59000',
    city: 'Lille',
    vat_number: 'FR40303265045',
    bank_name: 'BNP Paribas',
    bank_bic: 'BNPAFRPP',
    bank_iban: 'FR1420041010050500013M02606',
    email: 'billing.fr@example.com',
    website: 'https://www.example.com/fr',
    phone: '+33 3 20 55 01 00',
    invoice_prefix: 2,
    register_mention: 'RCS Lille Métropole 303 265 045, SAS au capital de 50 000 €',
  },
];

/** Belgium is split by language: a Namur bakery's staff are rarely called Veerle Peeters. */
export type NameRegion = 'BE-nl' | 'BE-fr' | 'FR' | 'NL';

export const FIRST_NAMES: Record<NameRegion, string[]> = {
  'BE-nl': ['Jan', 'Els', 'Wouter', 'An', 'Pieter', 'Luc', 'Sarah', 'Geert', 'Bart', 'Kristof', 'Veerle', 'Lien', 'Joris', 'Hilde'],
  'BE-fr': ['Nathalie', 'Olivier', 'Isabelle', 'Marie', 'Caroline', 'Philippe', 'Sophie', 'Benoît', 'Valérie', 'Michel', 'Aurore', 'François'],
  FR: ['Julien', 'Camille', 'Nicolas', 'Émilie', 'Antoine', 'Céline', 'Mathieu', 'Aurélie', 'Sébastien', 'Laura', 'Guillaume', 'Chloé'],
  NL: ['Daan', 'Sanne', 'Ruben', 'Lieke', 'Bram', 'Fleur', 'Jeroen', 'Anouk', 'Sven', 'Iris', 'Thijs', 'Eva'],
};

export const LAST_NAMES: Record<NameRegion, string[]> = {
  'BE-nl': ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'Hermans', 'Michiels', 'Verhaegen'],
  'BE-fr': ['Dubois', 'Lambert', 'Dupont', 'Lemaire', 'Renard', 'Leclercq', 'Denis', 'Lejeune', 'Henry', 'Collard', 'Martin', 'Simon'],
  FR: ['Martin', 'Bernard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'Fournier'],
  NL: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'],
};

export const CONTACT_ROLES = [
  { job_title: 'IT Manager', contact_type: 'technical', department: 'IT' },
  { job_title: 'Managing Director', contact_type: 'management', department: 'Management' },
  { job_title: 'Accountant', contact_type: 'billing', department: 'Finance' },
  { job_title: 'Facility Manager', contact_type: 'technical', department: 'Operations' },
  { job_title: 'Office Manager', contact_type: 'commercial', department: 'Administration' },
  { job_title: 'Network Engineer', contact_type: 'technical', department: 'IT' },
] as const;

export const SITE_KINDS = ['HQ', 'Warehouse', 'Branch', 'Depot', 'Shop', 'Office'] as const;
