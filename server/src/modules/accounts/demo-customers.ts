import type { LanguageId } from '@portal/contracts';
import { divisions } from './brands.ts';

interface Address {
  name: string;
  street: string;
  postcode: string;
  city: string;
}

export interface DemoCustomer {
  customerId: string;
  legalName: string;
  division: string;
  country: string;
  language: LanguageId;
  /** Head office: the sold-to's own address, also used for its bill-to and payer. */
  office: Omit<Address, 'name'>;
  /** Stores and warehouses goods are delivered to. */
  shipTos: readonly Address[];
  brands: readonly string[];
}

/** A dozen European retailers (fictional). The first seven are the sold-tos of the demo personas. */
export const demoCustomers: readonly DemoCustomer[] = [
  {
    customerId: '1000101',
    legalName: 'Collins Outdoor Ltd',
    division: divisions.apparel,
    country: 'GB',
    language: 'en',
    office: { street: '14 Deansgate', postcode: 'M3 2BA', city: 'Manchester' },
    shipTos: [
      { name: 'Collins Outdoor Manchester Arndale', street: '49 High Street', postcode: 'M4 3AH', city: 'Manchester' },
      { name: 'Collins Outdoor Leeds Trinity', street: '27 Boar Lane', postcode: 'LS1 5AT', city: 'Leeds' },
      {
        name: 'Collins Outdoor Distribution Centre',
        street: 'Unit 4 Birchwood Park',
        postcode: 'WA3 6YN',
        city: 'Warrington',
      },
    ],
    brands: ['40', '45', '50', '25', '10'],
  },
  {
    customerId: '1000102',
    legalName: 'Atelier Montagne SARL',
    division: divisions.apparel,
    country: 'FR',
    language: 'fr',
    office: { street: '8 Rue Royale', postcode: '74000', city: 'Annecy' },
    shipTos: [
      { name: 'Atelier Montagne Annecy', street: '3 Quai de l’Évêché', postcode: '74000', city: 'Annecy' },
      {
        name: 'Atelier Montagne Chamonix',
        street: '112 Rue du Docteur Paccard',
        postcode: '74400',
        city: 'Chamonix-Mont-Blanc',
      },
    ],
    brands: ['40', '35', '65', '70'],
  },
  {
    customerId: '1000103',
    legalName: 'urban soles GmbH',
    division: divisions.footwear,
    country: 'DE',
    language: 'de',
    office: { street: 'Kastanienallee 21', postcode: '10435', city: 'Berlin' },
    shipTos: [
      { name: 'urban soles Prenzlauer Berg', street: 'Kastanienallee 21', postcode: '10435', city: 'Berlin' },
      { name: 'urban soles Hamburg Schanze', street: 'Schulterblatt 58', postcode: '20357', city: 'Hamburg' },
    ],
    brands: ['50', '45', '60'],
  },
  {
    customerId: '1000104',
    legalName: 'Wavecrest Surf Co. Ltd',
    division: divisions.apparel,
    country: 'IE',
    language: 'en',
    office: { street: '5 Quay Street', postcode: 'H91 C9KT', city: 'Galway' },
    shipTos: [{ name: 'Wavecrest Galway', street: '5 Quay Street', postcode: 'H91 C9KT', city: 'Galway' }],
    brands: ['50', '60', '10'],
  },
  {
    customerId: '1000105',
    legalName: 'Brightwater Outdoor Ltd',
    division: divisions.apparel,
    country: 'GB',
    language: 'en',
    office: { street: '31 Park Street', postcode: 'BS1 5NH', city: 'Bristol' },
    shipTos: [
      { name: 'Brightwater Bristol', street: '31 Park Street', postcode: 'BS1 5NH', city: 'Bristol' },
      { name: 'Brightwater Bath', street: '9 Milsom Street', postcode: 'BA1 1DA', city: 'Bath' },
    ],
    brands: ['40', '35', '70'],
  },
  {
    customerId: '1000106',
    legalName: 'Calzados Costa Brava S.L.',
    division: divisions.footwear,
    country: 'ES',
    language: 'es',
    office: { street: 'Carrer de la Força 12', postcode: '17004', city: 'Girona' },
    shipTos: [
      { name: 'Costa Brava Girona', street: 'Carrer de la Força 12', postcode: '17004', city: 'Girona' },
      { name: 'Costa Brava Lloret', street: 'Avinguda Just Marlès 30', postcode: '17310', city: 'Lloret de Mar' },
    ],
    brands: ['45', '50', '15'],
  },
  {
    customerId: '1000107',
    legalName: 'Sporthaus Berger GmbH',
    division: divisions.apparel,
    country: 'DE',
    language: 'de',
    office: { street: 'Sendlinger Straße 44', postcode: '80331', city: 'München' },
    shipTos: [
      { name: 'Sporthaus Berger München', street: 'Sendlinger Straße 44', postcode: '80331', city: 'München' },
      { name: 'Sporthaus Berger Garmisch', street: 'Am Kurpark 7', postcode: '82467', city: 'Garmisch-Partenkirchen' },
      { name: 'Sporthaus Berger Lager', street: 'Lindberghstraße 3', postcode: '80939', city: 'München' },
    ],
    brands: ['40', '45', '65', '25', '70'],
  },
  {
    customerId: '1000108',
    legalName: 'Milano Passo S.r.l.',
    division: divisions.footwear,
    country: 'IT',
    language: 'it',
    office: { street: 'Corso Buenos Aires 33', postcode: '20124', city: 'Milano' },
    shipTos: [
      { name: 'Milano Passo Buenos Aires', street: 'Corso Buenos Aires 33', postcode: '20124', city: 'Milano' },
      { name: 'Milano Passo Torino', street: 'Via Garibaldi 18', postcode: '10122', city: 'Torino' },
    ],
    brands: ['25', '45', '15'],
  },
  {
    customerId: '1000109',
    legalName: 'Nordic Peak Retail AB',
    division: divisions.apparel,
    country: 'SE',
    language: 'en',
    office: { street: 'Drottninggatan 56', postcode: '111 21', city: 'Stockholm' },
    shipTos: [
      { name: 'Nordic Peak Stockholm', street: 'Drottninggatan 56', postcode: '111 21', city: 'Stockholm' },
      { name: 'Nordic Peak Åre', street: 'Årevägen 62', postcode: '837 52', city: 'Åre' },
    ],
    brands: ['40', '65', '35'],
  },
  {
    customerId: '1000110',
    legalName: 'De Wandelwinkel B.V.',
    division: divisions.footwear,
    country: 'NL',
    language: 'en',
    office: { street: 'Oudegracht 112', postcode: '3511 AW', city: 'Utrecht' },
    shipTos: [{ name: 'De Wandelwinkel Utrecht', street: 'Oudegracht 112', postcode: '3511 AW', city: 'Utrecht' }],
    brands: ['45', '40', '10'],
  },
  {
    customerId: '1000111',
    legalName: 'Alpenglühen Bergsport AG',
    division: divisions.apparel,
    country: 'CH',
    language: 'de',
    office: { street: 'Bahnhofstrasse 70', postcode: '8001', city: 'Zürich' },
    shipTos: [
      { name: 'Alpenglühen Zürich', street: 'Bahnhofstrasse 70', postcode: '8001', city: 'Zürich' },
      { name: 'Alpenglühen Davos', street: 'Promenade 89', postcode: '7270', city: 'Davos' },
    ],
    brands: ['40', '70', '35', '65'],
  },
  {
    customerId: '1000112',
    legalName: 'Maison Lefèvre Chaussures SA',
    division: divisions.footwear,
    country: 'BE',
    language: 'fr',
    office: { street: 'Rue de la Cathédrale 61', postcode: '4000', city: 'Liège' },
    shipTos: [
      { name: 'Maison Lefèvre Liège', street: 'Rue de la Cathédrale 61', postcode: '4000', city: 'Liège' },
      { name: 'Maison Lefèvre Namur', street: 'Rue de Fer 25', postcode: '5000', city: 'Namur' },
    ],
    brands: ['45', '50', '15'],
  },
];
