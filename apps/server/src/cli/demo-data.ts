import type { ClientCreate } from '@vendoc/contract/clients';
import type { ContractType, ProjectStatus } from '@vendoc/contract/project-values';

/** A small deterministic random source (mulberry32), so every demo company looks the same. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

interface Place {
  city: string;
  postalCode: string;
  phonePrefix: string;
  streets: readonly string[];
}

const PLACES: readonly Place[] = [
  {
    city: 'Hamburg',
    postalCode: '22765',
    phonePrefix: '040',
    streets: ['Große Elbstraße', 'Bahrenfelder Straße', 'Ottenser Hauptstraße'],
  },
  {
    city: 'Bremen',
    postalCode: '28195',
    phonePrefix: '0421',
    streets: ['Am Wall', 'Faulenstraße', 'Langenstraße'],
  },
  {
    city: 'Hannover',
    postalCode: '30159',
    phonePrefix: '0511',
    streets: ['Georgstraße', 'Lange Laube', 'Osterstraße'],
  },
  {
    city: 'Leipzig',
    postalCode: '04109',
    phonePrefix: '0341',
    streets: ['Karl-Liebknecht-Straße', 'Petersstraße', 'Gottschedstraße'],
  },
  {
    city: 'Dresden',
    postalCode: '01067',
    phonePrefix: '0351',
    streets: ['Wilsdruffer Straße', 'Ostra-Allee', 'Schweriner Straße'],
  },
  {
    city: 'Köln',
    postalCode: '50667',
    phonePrefix: '0221',
    streets: ['Hohe Straße', 'Breite Straße', 'Severinstraße'],
  },
  {
    city: 'Münster',
    postalCode: '48143',
    phonePrefix: '0251',
    streets: ['Ludgeristraße', 'Salzstraße', 'Rothenburg'],
  },
  {
    city: 'Nürnberg',
    postalCode: '90402',
    phonePrefix: '0911',
    streets: ['Königstraße', 'Breite Gasse', 'Färberstraße'],
  },
  {
    city: 'Stuttgart',
    postalCode: '70173',
    phonePrefix: '0711',
    streets: ['Königstraße', 'Marienstraße', 'Eberhardstraße'],
  },
  {
    city: 'München',
    postalCode: '80331',
    phonePrefix: '089',
    streets: ['Sendlinger Straße', 'Rosenstraße', 'Herzog-Wilhelm-Straße'],
  },
  {
    city: 'Freiburg im Breisgau',
    postalCode: '79098',
    phonePrefix: '0761',
    streets: ['Kaiser-Joseph-Straße', 'Bertoldstraße', 'Salzstraße'],
  },
  {
    city: 'Kiel',
    postalCode: '24103',
    phonePrefix: '0431',
    streets: ['Holstenstraße', 'Dänische Straße', 'Wall'],
  },
];

const FIRST_NAMES = [
  'Anna',
  'Thomas',
  'Sabine',
  'Michael',
  'Julia',
  'Stefan',
  'Katrin',
  'Andreas',
  'Laura',
  'Jürgen',
  'Melanie',
  'Tobias',
];
const LAST_NAMES = [
  'Berger',
  'Schulz',
  'Hoffmann',
  'Krüger',
  'Wagner',
  'Becker',
  'Schäfer',
  'Koch',
  'Richter',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hartmann',
];
const COMMERCIAL = [
  'Hansa Wohnbau GmbH',
  'Elbtal Immobilien KG',
  'Schröder Hausverwaltung GmbH & Co. KG',
  'Baugenossenschaft Lindenhof eG',
  'Nordlicht Projektentwicklung GmbH',
  'Praxis Dr. Weber & Partner',
  'Autohaus Lindner GmbH',
  'Hotel Zur Post Betriebs GmbH',
  'Bäckerei Kühn OHG',
  'Logistikpark Süd GmbH',
  'Wohnungsbaugesellschaft Rheinblick mbH',
  'Architekturbüro Sommer + Hahn',
];
const PUBLIC = [
  { name: 'Stadt Leipzig, Amt für Gebäudemanagement', leitwegId: '14713000-LGM01-54' },
  { name: 'Landkreis Harburg, Hochbauamt', leitwegId: '03353000-HBA-07' },
  { name: 'Gemeinde Hohenbrunn', leitwegId: '09184127-0001-21' },
  { name: 'Schulbau Hamburg', leitwegId: '02000000-SBH2023-65' },
  { name: 'Stadt Köln, Gebäudewirtschaft', leitwegId: '05315000-GW-33' },
  { name: 'Universität Bremen, Dezernat Bau', leitwegId: '04011000-UNIBAU-12' },
];
const ROLES = [
  'Geschäftsführung',
  'Bauleitung',
  'Einkauf',
  'Hausverwaltung',
  'Sachbearbeitung',
  'Technischer Leiter',
];

const mailName = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const domain = (name: string) => mailName(name).slice(0, 24).replace(/-+$/, '');

function address(random: Random) {
  const place = random.pick(PLACES);
  return {
    place,
    street: `${random.pick(place.streets)} ${random.int(1, 140)}`,
  };
}

const phone = (random: Random, place: Place) =>
  `${place.phonePrefix} ${random.int(200, 989)} ${random.int(10, 99)}${random.int(10, 99)}`;

/** 30 clients: 12 private, 12 commercial, 6 public (with Leitweg-ID), with contacts, addresses and terms. */
export function demoClients(random: Random): ClientCreate[] {
  const clients: ClientCreate[] = [];
  for (let i = 0; i < 12; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Anna';
    const last = LAST_NAMES[(i * 5) % LAST_NAMES.length] ?? 'Berger';
    const home = address(random);
    clients.push({
      kind: 'private',
      name: `${first} ${last}`,
      salutation: ['Anna', 'Sabine', 'Julia', 'Katrin', 'Laura', 'Melanie'].includes(first) ? 'Frau' : 'Herr',
      phone: phone(random, home.place),
      email: `${mailName(first)}.${mailName(last)}@example.de`,
      paymentTerms: { daysNet: 14, cashDiscountPercent: null, cashDiscountDays: null },
      addresses: [
        {
          kind: 'billing',
          street: home.street,
          postalCode: home.place.postalCode,
          city: home.place.city,
          country: 'DE',
        },
      ],
    });
  }
  for (const name of COMMERCIAL) {
    const office = address(random);
    const site = address(random);
    const contact = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    clients.push({
      kind: 'commercial',
      name,
      phone: phone(random, office.place),
      email: `info@${domain(name)}.example.de`,
      notes: random.next() < 0.4 ? 'Rechnungen bitte nur per E-Mail.' : null,
      paymentTerms: { daysNet: 30, cashDiscountPercent: '2.00', cashDiscountDays: 10 },
      contacts: [
        {
          name: contact,
          role: random.pick(ROLES),
          phone: phone(random, office.place),
          email: `${mailName(contact)}@example.de`,
        },
      ],
      addresses: [
        {
          kind: 'billing',
          street: office.street,
          postalCode: office.place.postalCode,
          city: office.place.city,
          country: 'DE',
        },
        {
          kind: 'site',
          label: 'Baustelle',
          street: site.street,
          postalCode: site.place.postalCode,
          city: site.place.city,
          country: 'DE',
        },
      ],
    });
  }
  for (const authority of PUBLIC) {
    const office = address(random);
    const contact = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    clients.push({
      kind: 'public',
      name: authority.name,
      leitwegId: authority.leitwegId,
      phone: phone(random, office.place),
      email: `bauamt@${domain(authority.name)}.example.de`,
      paymentTerms: { daysNet: 30, cashDiscountPercent: '3.00', cashDiscountDays: 14 },
      contacts: [
        { name: contact, role: 'Sachbearbeitung Hochbau', phone: phone(random, office.place), email: '' },
      ],
      addresses: [
        {
          kind: 'billing',
          street: office.street,
          postalCode: office.place.postalCode,
          city: office.place.city,
          country: 'DE',
        },
      ],
    });
  }
  return clients;
}

const PROJECT_NAMES = [
  'Neubau Einfamilienhaus',
  'Fenstertausch Grundschule am Park',
  'Sanierung Bürogebäude',
  'Dachsanierung Lagerhalle Nord',
  'Umbau Praxisräume 2. OG',
  'Haustüranlage Mehrfamilienhaus',
  'Wintergarten und Terrassendach',
  'Brandschutztüren Rathaus',
  'Sonnenschutz Kita Regenbogen',
  'Fassadensanierung Wohnanlage',
  'Trockenbau Ladenlokal',
  'Energetische Sanierung Reihenhaus',
  'Innentüren Neubau Stadtvillen',
  'Hebe-Schiebe-Türen Penthouse',
  'Rolltore Werkstatthalle',
  'Schallschutzfenster Hauptstraße',
  'Anbau Sporthalle',
  'Modernisierung Treppenhaus',
];

const STATUSES: readonly ProjectStatus[] = [
  'inquiry',
  'offer',
  'order',
  'in_progress',
  'completed',
  'invoiced',
  'archived',
];
const CONTRACT_TYPES: readonly ContractType[] = ['unit_price', 'lump_sum', 'time_and_material'];

export interface DemoProject {
  name: string;
  clientIndex: number;
  status: ProjectStatus;
  contractType: ContractType;
  startDate: string | null;
  endDate: string | null;
  siteAddress: { street: string; postalCode: string; city: string; country: string };
  description: string;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** 50 projects over the demo clients, in every status and contract type, dated around `today`. */
export function demoProjects(random: Random, clientCount: number, today: Date): DemoProject[] {
  const projects: DemoProject[] = [];
  for (let i = 0; i < 50; i++) {
    const status = STATUSES[i % STATUSES.length] ?? 'inquiry';
    const site = address(random);
    // Later statuses started longer ago; inquiries have no dates yet.
    const ageDays = STATUSES.indexOf(status) * 60 + random.int(0, 50);
    const start = new Date(today.getTime() - (ageDays - 30) * 86_400_000);
    const end = new Date(start.getTime() + random.int(10, 120) * 86_400_000);
    projects.push({
      name: `${PROJECT_NAMES[i % PROJECT_NAMES.length]} ${site.place.city}`,
      clientIndex: (i * 7) % clientCount,
      status,
      contractType: CONTRACT_TYPES[i % CONTRACT_TYPES.length] ?? 'unit_price',
      startDate: status === 'inquiry' ? null : isoDate(start),
      endDate: status === 'inquiry' ? null : isoDate(end),
      siteAddress: {
        street: site.street,
        postalCode: site.place.postalCode,
        city: site.place.city,
        country: 'DE',
      },
      description:
        random.next() < 0.5 ? 'Leistungen laut Angebot, Ausführung nach Absprache mit der Bauleitung.' : '',
    });
  }
  return projects;
}

export const DEMO_WAGE_RATES = [
  { name: 'Helfer', hourlyRate: '42.00' },
  { name: 'Monteur', hourlyRate: '58.50' },
  { name: 'Geselle', hourlyRate: '62.00' },
  { name: 'Meister', hourlyRate: '74.50' },
] as const;

export const DEMO_COMPANY = {
  address: { street: 'Industriestraße 12', postalCode: '28199', city: 'Bremen', country: 'DE' },
  phone: '0421 987650',
  email: 'info@demo-bau.example.de',
  website: 'https://demo-bau.example.de',
  vatId: 'DE812345678',
  taxNumber: '60/123/45678',
  bankName: 'Sparkasse Bremen',
  iban: 'DE89370400440532013000',
  bic: 'SBREDE22XXX',
} as const;
