import type { ContentLanguage } from './site-content-texts.ts';

/** What kind of appliance a product is; its name in each language says so. */
type ProductType =
  | 'oven'
  | 'dishwasher'
  | 'washingMachine'
  | 'tumbleDryer'
  | 'vacuumCleaner'
  | 'robotVacuum'
  | 'espressoMachine'
  | 'descaler';

export interface DemoProduct {
  readonly code: string;
  /** The model name, the same in every language, e.g. "Nordhem Aura 600". */
  readonly model: string;
  readonly type: ProductType;
  /** What follows the name in every language, e.g. the pack size " (2 × 250 ml)". */
  readonly suffix?: string;
  readonly category: string;
  /** Price in euro cents; other currencies are derived with fixed demo rates. */
  readonly euroCents: number;
}

export const demoProducts: readonly DemoProduct[] = [
  { code: 'NH-OV-600', model: 'Nordhem Aura 600', type: 'oven', category: 'ovens', euroCents: 64_900 },
  { code: 'NH-DW-450', model: 'Nordhem Silence 450', type: 'dishwasher', category: 'dishwashers', euroCents: 54_900 },
  {
    code: 'NH-WM-900',
    model: 'Nordhem Fjord 9',
    type: 'washingMachine',
    category: 'washing-machines',
    euroCents: 79_900,
  },
  { code: 'NH-TD-800', model: 'Nordhem Breeze 8', type: 'tumbleDryer', category: 'dryers', euroCents: 69_900 },
  {
    code: 'NH-VC-300',
    model: 'Nordhem Pulse 300',
    type: 'vacuumCleaner',
    category: 'vacuum-cleaners',
    euroCents: 24_900,
  },
  { code: 'NH-RV-100', model: 'Nordhem Orbit', type: 'robotVacuum', category: 'robot-vacuums', euroCents: 39_900 },
  {
    code: 'NH-CM-700',
    model: 'Nordhem Barista 7',
    type: 'espressoMachine',
    category: 'espresso-machines',
    euroCents: 89_900,
  },
  {
    code: 'NH-AC-010',
    model: 'Nordhem',
    type: 'descaler',
    suffix: ' (2 × 250 ml)',
    category: 'cleaning-care',
    euroCents: 1_490,
  },
];

interface ProductNaming {
  /** Whether the kind of appliance comes before the model ("Four Nordhem Aura 600") or after it ("Nordhem Aura 600 Backofen"). */
  readonly order: 'type-first' | 'model-first';
  readonly types: Readonly<Record<ProductType, string>>;
}

/** How a product is named in each language of the demo's markets. */
const productNaming: Readonly<Record<ContentLanguage, ProductNaming>> = {
  en: {
    order: 'model-first',
    types: {
      oven: 'Oven',
      dishwasher: 'Dishwasher',
      washingMachine: 'Washing Machine',
      tumbleDryer: 'Tumble Dryer',
      vacuumCleaner: 'Vacuum Cleaner',
      robotVacuum: 'Robot Vacuum',
      espressoMachine: 'Espresso Machine',
      descaler: 'Descaler',
    },
  },
  da: {
    order: 'model-first',
    types: {
      oven: 'ovn',
      dishwasher: 'opvaskemaskine',
      washingMachine: 'vaskemaskine',
      tumbleDryer: 'tørretumbler',
      vacuumCleaner: 'støvsuger',
      robotVacuum: 'robotstøvsuger',
      espressoMachine: 'espressomaskine',
      descaler: 'afkalker',
    },
  },
  de: {
    order: 'model-first',
    types: {
      oven: 'Backofen',
      dishwasher: 'Geschirrspüler',
      washingMachine: 'Waschmaschine',
      tumbleDryer: 'Wäschetrockner',
      vacuumCleaner: 'Staubsauger',
      robotVacuum: 'Saugroboter',
      espressoMachine: 'Espressomaschine',
      descaler: 'Entkalker',
    },
  },
  es: {
    order: 'type-first',
    types: {
      oven: 'Horno',
      dishwasher: 'Lavavajillas',
      washingMachine: 'Lavadora',
      tumbleDryer: 'Secadora',
      vacuumCleaner: 'Aspiradora',
      robotVacuum: 'Robot aspirador',
      espressoMachine: 'Cafetera espresso',
      descaler: 'Descalcificador',
    },
  },
  fi: {
    order: 'type-first',
    types: {
      oven: 'Uuni',
      dishwasher: 'Astianpesukone',
      washingMachine: 'Pyykinpesukone',
      tumbleDryer: 'Kuivausrumpu',
      vacuumCleaner: 'Pölynimuri',
      robotVacuum: 'Robotti-imuri',
      espressoMachine: 'Espressokeitin',
      descaler: 'Kalkinpoistoaine',
    },
  },
  fr: {
    order: 'type-first',
    types: {
      oven: 'Four',
      dishwasher: 'Lave-vaisselle',
      washingMachine: 'Lave-linge',
      tumbleDryer: 'Sèche-linge',
      vacuumCleaner: 'Aspirateur',
      robotVacuum: 'Aspirateur robot',
      espressoMachine: 'Machine à espresso',
      descaler: 'Détartrant',
    },
  },
  hu: {
    order: 'model-first',
    types: {
      oven: 'sütő',
      dishwasher: 'mosogatógép',
      washingMachine: 'mosógép',
      tumbleDryer: 'szárítógép',
      vacuumCleaner: 'porszívó',
      robotVacuum: 'robotporszívó',
      espressoMachine: 'eszpresszógép',
      descaler: 'vízkőoldó',
    },
  },
  it: {
    order: 'type-first',
    types: {
      oven: 'Forno',
      dishwasher: 'Lavastoviglie',
      washingMachine: 'Lavatrice',
      tumbleDryer: 'Asciugatrice',
      vacuumCleaner: 'Aspirapolvere',
      robotVacuum: 'Robot aspirapolvere',
      espressoMachine: 'Macchina per espresso',
      descaler: 'Decalcificante',
    },
  },
  nl: {
    order: 'model-first',
    types: {
      oven: 'oven',
      dishwasher: 'vaatwasser',
      washingMachine: 'wasmachine',
      tumbleDryer: 'wasdroger',
      vacuumCleaner: 'stofzuiger',
      robotVacuum: 'robotstofzuiger',
      espressoMachine: 'espressomachine',
      descaler: 'ontkalker',
    },
  },
  no: {
    order: 'model-first',
    types: {
      oven: 'stekeovn',
      dishwasher: 'oppvaskmaskin',
      washingMachine: 'vaskemaskin',
      tumbleDryer: 'tørketrommel',
      vacuumCleaner: 'støvsuger',
      robotVacuum: 'robotstøvsuger',
      espressoMachine: 'espressomaskin',
      descaler: 'avkalkingsmiddel',
    },
  },
  pl: {
    order: 'type-first',
    types: {
      oven: 'Piekarnik',
      dishwasher: 'Zmywarka',
      washingMachine: 'Pralka',
      tumbleDryer: 'Suszarka',
      vacuumCleaner: 'Odkurzacz',
      robotVacuum: 'Robot sprzątający',
      espressoMachine: 'Ekspres do kawy',
      descaler: 'Odkamieniacz',
    },
  },
  pt: {
    order: 'type-first',
    types: {
      oven: 'Forno',
      dishwasher: 'Máquina de lavar loiça',
      washingMachine: 'Máquina de lavar roupa',
      tumbleDryer: 'Máquina de secar roupa',
      vacuumCleaner: 'Aspirador',
      robotVacuum: 'Robô aspirador',
      espressoMachine: 'Máquina de café expresso',
      descaler: 'Descalcificante',
    },
  },
  sv: {
    order: 'model-first',
    types: {
      oven: 'ugn',
      dishwasher: 'diskmaskin',
      washingMachine: 'tvättmaskin',
      tumbleDryer: 'torktumlare',
      vacuumCleaner: 'dammsugare',
      robotVacuum: 'robotdammsugare',
      espressoMachine: 'espressomaskin',
      descaler: 'avkalkningsmedel',
    },
  },
  cs: {
    order: 'type-first',
    types: {
      oven: 'Trouba',
      dishwasher: 'Myčka nádobí',
      washingMachine: 'Pračka',
      tumbleDryer: 'Sušička prádla',
      vacuumCleaner: 'Vysavač',
      robotVacuum: 'Robotický vysavač',
      espressoMachine: 'Espresso kávovar',
      descaler: 'Odvápňovač',
    },
  },
  ro: {
    order: 'type-first',
    types: {
      oven: 'Cuptor',
      dishwasher: 'Mașină de spălat vase',
      washingMachine: 'Mașină de spălat rufe',
      tumbleDryer: 'Uscător de rufe',
      vacuumCleaner: 'Aspirator',
      robotVacuum: 'Aspirator robot',
      espressoMachine: 'Espressor',
      descaler: 'Soluție de decalcifiere',
    },
  },
  sk: {
    order: 'type-first',
    types: {
      oven: 'Rúra na pečenie',
      dishwasher: 'Umývačka riadu',
      washingMachine: 'Práčka',
      tumbleDryer: 'Sušička bielizne',
      vacuumCleaner: 'Vysávač',
      robotVacuum: 'Robotický vysávač',
      espressoMachine: 'Espresso kávovar',
      descaler: 'Odvápňovač',
    },
  },
  sl: {
    order: 'type-first',
    types: {
      oven: 'Pečica',
      dishwasher: 'Pomivalni stroj',
      washingMachine: 'Pralni stroj',
      tumbleDryer: 'Sušilni stroj',
      vacuumCleaner: 'Sesalnik',
      robotVacuum: 'Robotski sesalnik',
      espressoMachine: 'Espresso aparat',
      descaler: 'Sredstvo za odstranjevanje vodnega kamna',
    },
  },
  el: {
    order: 'type-first',
    types: {
      oven: 'Φούρνος',
      dishwasher: 'Πλυντήριο πιάτων',
      washingMachine: 'Πλυντήριο ρούχων',
      tumbleDryer: 'Στεγνωτήριο ρούχων',
      vacuumCleaner: 'Ηλεκτρική σκούπα',
      robotVacuum: 'Ρομποτική σκούπα',
      espressoMachine: 'Μηχανή espresso',
      descaler: 'Αφαλατικό',
    },
  },
  hr: {
    order: 'type-first',
    types: {
      oven: 'Pećnica',
      dishwasher: 'Perilica posuđa',
      washingMachine: 'Perilica rublja',
      tumbleDryer: 'Sušilica rublja',
      vacuumCleaner: 'Usisavač',
      robotVacuum: 'Robotski usisavač',
      espressoMachine: 'Aparat za espresso',
      descaler: 'Sredstvo za uklanjanje kamenca',
    },
  },
};

export const productLanguages = Object.keys(productNaming) as ContentLanguage[];

/** The product's name in a language, e.g. "Lave-vaisselle Nordhem Silence 450" in French. */
export function productName(product: DemoProduct, language: ContentLanguage): string {
  const { order, types } = productNaming[language];
  const type = types[product.type];
  return `${order === 'type-first' ? `${type} ${product.model}` : `${product.model} ${type}`}${product.suffix ?? ''}`;
}

const demoExchangeRates: Readonly<Record<string, number>> = {
  EUR: 1,
  GBP: 0.86,
  CHF: 0.95,
  DKK: 7.46,
  SEK: 11.2,
  NOK: 11.6,
  PLN: 4.3,
  CZK: 25,
  HUF: 400,
  RON: 5,
  USD: 1.08,
  CAD: 1.48,
  MXN: 19,
  SGD: 1.45,
};

/** Minor units per currency, rounded to a shop-like price ending in 9. */
export function demoPrices(euroCents: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(demoExchangeRates).map(([currency, rate]) => [
      currency,
      Math.max(99, Math.round((euroCents * rate) / 100) * 100 - 1),
    ]),
  );
}
