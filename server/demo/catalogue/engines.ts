import type { EngineFamily, Segment } from './data/types';
import type { WordKey } from './data/words';
import type { CurveKind, Unit } from './model';
import type { Random } from './random';

/**
 * Engine ranges per manufacturer family, by era, named in each family's trade style
 * ("2.0 TDI 150hp 320Nm", "320d 190hp 400Nm", "C 220d 194hp 400Nm", "2.0 D4 190hp 400Nm").
 */

export type EngineKind = 'td' | 'btd' | 'tp' | 'btp' | 'sp' | 'na' | 'hy' | 'bike' | 'truck' | 'tractor' | 'outboard' | 'atv';

export interface EngineVariant {
  /** Trade label before the figures; families with a naming scheme rewrite it (see `labelFor`). */
  label: string;
  kind: EngineKind;
  cc: number;
  cylinders: number;
  from: number;
  to: number;
  powers: number[];
  /** 1 small ... 5 large; a model's segment allows some sizes (`SEGMENT_SIZES`). */
  size: number;
  /** Torque per hp; defaults per kind. */
  nmPerHp?: number;
  /** Only for models whose name matches (and performance models get only these). */
  models?: RegExp;
  codes?: string[];
}

interface KindInfo {
  fuel: WordKey;
  engineType: WordKey;
  curve: CurveKind;
  nmPerHp: number;
}

export const KINDS: Record<EngineKind, KindInfo> = {
  td: { fuel: 'fuel.diesel', engineType: 'engineType.turboDiesel', curve: 'diesel', nmPerHp: 2.15 },
  btd: { fuel: 'fuel.diesel', engineType: 'engineType.biturboDiesel', curve: 'diesel', nmPerHp: 2.05 },
  tp: { fuel: 'fuel.petrol', engineType: 'engineType.turboPetrol', curve: 'turbo-petrol', nmPerHp: 1.6 },
  btp: { fuel: 'fuel.petrol', engineType: 'engineType.biturboPetrol', curve: 'turbo-petrol', nmPerHp: 1.3 },
  sp: { fuel: 'fuel.petrol', engineType: 'engineType.superchargedPetrol', curve: 'turbo-petrol', nmPerHp: 1.3 },
  na: { fuel: 'fuel.petrol', engineType: 'engineType.naPetrol', curve: 'na-petrol', nmPerHp: 1.2 },
  hy: { fuel: 'fuel.hybrid', engineType: 'engineType.hybridPetrol', curve: 'turbo-petrol', nmPerHp: 1.5 },
  bike: { fuel: 'fuel.petrol', engineType: 'engineType.fourStroke', curve: 'bike', nmPerHp: 0.75 },
  truck: { fuel: 'fuel.diesel', engineType: 'engineType.turboDiesel', curve: 'heavy-diesel', nmPerHp: 5.0 },
  tractor: { fuel: 'fuel.diesel', engineType: 'engineType.turboDiesel', curve: 'heavy-diesel', nmPerHp: 4.1 },
  outboard: { fuel: 'fuel.petrol', engineType: 'engineType.fourStroke', curve: 'outboard', nmPerHp: 1.45 },
  atv: { fuel: 'fuel.petrol', engineType: 'engineType.fourStroke', curve: 'bike', nmPerHp: 1.0 },
};

export const SEGMENT_SIZES: Record<Segment, number[]> = {
  city: [1, 2],
  compact: [1, 2, 3],
  midsize: [2, 3, 4],
  executive: [3, 4, 5],
  luxury: [4, 5],
  suv: [2, 3, 4, 5],
  sports: [3, 4, 5],
  mpv: [2, 3],
  van: [2, 3, 4],
  pickup: [3, 4],
  'bike-small': [1],
  'bike-mid': [2],
  'bike-big': [3],
  'truck-light': [1, 2],
  'truck-heavy': [3, 4],
  bus: [2, 3],
  'tractor-small': [1, 2],
  'tractor-big': [3, 4],
  harvester: [4],
  outboard: [1, 2, 3],
  inboard: [3, 4],
  pwc: [2],
  atv: [1, 2],
};

function v(
  label: string,
  kind: EngineKind,
  cc: number,
  cylinders: number,
  years: [number, number],
  powers: number[],
  size: number,
  extra: Partial<Pick<EngineVariant, 'nmPerHp' | 'models' | 'codes'>> = {},
): EngineVariant {
  return { label, kind, cc, cylinders, from: years[0], to: years[1], powers, size, ...extra };
}

const NOW = 2026;

const VAG_PERFORMANCE = /^(S\d|RS ?\d|RS Q\d|SQ\d|R8|TT RS)\b/;
const BMW_PERFORMANCE = /^(M\d|X\d M)\b/;
const MERCEDES_PERFORMANCE = /^(AMG GT|SLS)/;

interface Family {
  variants: EngineVariant[];
  /** Models whose names match get only the variants with a matching `models` pattern. */
  performance?: RegExp;
  ecuMakers: string[];
  tcus: Unit[];
  code: (random: Random, variant: EngineVariant) => string;
  label?: (variant: EngineVariant, context: { manufacturer: string; model: string }) => string;
}

const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const code = (random: Random, pattern: string) => pattern.replace(/[A9]/g, (slot) => (slot === 'A' ? random.pick([...letters]) : String(random.int(0, 9))));

const vagCode = (random: Random, variant: EngineVariant) =>
  variant.codes
    ? random.pick(variant.codes)
    : variant.from < 2004
      ? random.pick(['A', 'B']) + code(random, 'AA')
      : random.pick(['C', 'D']) + code(random, 'AAA');

const generic = (pattern: string) => (random: Random, variant: EngineVariant) => (variant.codes ? random.pick(variant.codes) : code(random, pattern));

const COMMON_TCUS: Unit[] = [
  { manufacturer: 'ZF', name: '8HP50' },
  { manufacturer: 'ZF', name: '6HP26' },
  { manufacturer: 'Aisin', name: 'AWF8F35' },
  { manufacturer: 'Aisin', name: 'TF-80SC' },
  { manufacturer: 'Getrag', name: '7DCT300' },
  { manufacturer: 'Jatco', name: 'JF016E' },
];

const FAMILIES: Record<EngineFamily, Family> = {
  vag: {
    performance: VAG_PERFORMANCE,
    ecuMakers: ['Bosch', 'Siemens', 'Continental'],
    tcus: [
      { manufacturer: 'Temic', name: 'DQ200' },
      { manufacturer: 'Temic', name: 'DQ250' },
      { manufacturer: 'Temic', name: 'DQ381' },
      { manufacturer: 'ZF', name: '8HP55' },
      { manufacturer: 'Aisin', name: 'TR-60SN' },
    ],
    code: vagCode,
    label: (variant, { manufacturer }) => variant.label.replace('{TSI}', manufacturer === 'Audi' ? 'TFSI' : 'TSI'),
    variants: [
      v('1.9 TDI', 'td', 1896, 4, [1991, 2010], [90, 100, 105, 110, 115, 130, 150], 2, {
        codes: ['AHU', 'AFN', 'AJM', 'ASZ', 'BKC', 'BXE', 'BLS', 'AVF', 'ALH'],
      }),
      v('1.4 TDI', 'td', 1422, 3, [1999, 2014], [70, 75, 80, 90], 1, { codes: ['AMF', 'BNM', 'BMS', 'CUSB'] }),
      v('1.2 TDI', 'td', 1199, 3, [2009, 2015], [75], 1, { codes: ['CFWA'] }),
      v('1.6 TDI', 'td', 1598, 4, [2009, 2022], [90, 105, 110, 115, 120], 2, { codes: ['CAYC', 'CLHA', 'CXXB', 'DDYA', 'DGTE'] }),
      v('2.0 TDI', 'td', 1968, 4, [2003, NOW], [136, 140, 143, 150, 163, 170, 177, 184, 190, 200, 204, 240], 3, {
        codes: ['BKD', 'BMM', 'CBAB', 'CFFB', 'CRLB', 'CUNA', 'DFGA', 'DTRD', 'CUAA', 'DFBA'],
      }),
      v('2.5 TDI', 'td', 2496, 5, [1995, 2010], [102, 130, 150, 163, 174], 4, { codes: ['AHD', 'AXD', 'BNZ', 'BPC'] }),
      v('2.7 TDI', 'td', 2698, 6, [2005, 2011], [163, 180, 190], 4, { codes: ['BPP', 'CAMA', 'CGKA'] }),
      v('3.0 TDI', 'td', 2967, 6, [2004, NOW], [204, 211, 218, 231, 245, 272, 286], 4, { codes: ['ASB', 'CDUC', 'CRTC', 'DCPC', 'DDVB'] }),
      v('3.0 BiTDI', 'btd', 2967, 6, [2011, 2018], [313, 320, 326], 5, { codes: ['CGQB', 'CVUA'] }),
      v('4.2 TDI', 'btd', 4134, 8, [2005, 2018], [326, 340, 385], 5, { codes: ['BVN', 'CKDA'] }),
      v('4.0 TDI', 'btd', 3956, 8, [2016, 2022], [421, 435], 5, { codes: ['DHXA'] }),
      v('1.0 {TSI}', 'tp', 999, 3, [2015, NOW], [95, 110, 115], 1, { codes: ['CHZB', 'CHZD', 'DKRF', 'DLAA'] }),
      v('1.2 {TSI}', 'tp', 1197, 4, [2010, 2018], [86, 105, 110], 1, { codes: ['CBZA', 'CBZB', 'CJZA'] }),
      v('1.4 {TSI}', 'tp', 1395, 4, [2007, 2022], [122, 125, 140, 150, 160, 180], 2, { codes: ['CAXA', 'CAVD', 'CZCA', 'CZDA', 'CTHD'] }),
      v('1.5 {TSI}', 'tp', 1498, 4, [2017, NOW], [130, 150], 2, { codes: ['DADA', 'DPCA', 'DXDB'] }),
      v('1.8 {TSI}', 'tp', 1798, 4, [2007, 2020], [160, 170, 180], 3, { codes: ['CDAA', 'CJSA', 'CJEB'] }),
      v('2.0 {TSI}', 'tp', 1984, 4, [2008, NOW], [190, 200, 211, 220, 230, 245, 265], 3, { codes: ['CCZA', 'CHHB', 'CJXC', 'DKZA', 'DNUE'] }),
      v('1.8T', 'tp', 1781, 4, [1995, 2006], [150, 163, 180, 190], 3, { nmPerHp: 1.4, codes: ['AGU', 'AEB', 'APU', 'AWT', 'BEX'] }),
      v('1.8i', 'na', 1781, 4, [1990, 2001], [125], 2, { nmPerHp: 1.36, codes: ['ADR', 'APT'] }),
      v('1.6', 'na', 1595, 4, [1990, 2010], [75, 100, 102], 1, { codes: ['AEE', 'AKL', 'BSE'] }),
      v('2.0', 'na', 1984, 4, [1990, 2008], [115, 116, 130, 150], 3, { codes: ['ABF', 'ALT', 'AZJ'] }),
      v('2.8 V6', 'na', 2771, 6, [1991, 2002], [174, 193], 4, { codes: ['AAA', 'ACK', 'AMX'] }),
      v('1.4 {TSI} e-Hybrid', 'hy', 1395, 4, [2014, NOW], [204, 218, 245], 3, { codes: ['CUKB', 'DGEA'] }),
      v('2.0 {TSI}', 'tp', 1984, 4, [2008, NOW], [265, 280, 300, 310, 320, 333], 3, {
        models: /^(Golf|Scirocco|Leon|Formentor|Octavia|Arteon|Tiguan|T-Roc|Ateca|S3|TT|SQ2|S1|Cupra)/,
        codes: ['CJXA', 'DNFA', 'DNUE'],
      }),
      v('2.0 TFSI', 'tp', 1984, 4, [2008, NOW], [265, 290, 300, 310, 333], 3, { models: /^(S3|S1|SQ2|TT S)\b/ }),
      v('2.5 TFSI', 'tp', 2480, 5, [2009, NOW], [340, 367, 400], 4, { models: /^(RS ?3|TT RS|RS Q3)\b/, codes: ['CEPA', 'DAZA', 'DNWA'] }),
      v('3.0 TFSI', 'sp', 2995, 6, [2008, 2018], [272, 290, 310, 333, 354], 4, {
        models: /^(S4|S5|SQ5|A6|A7|A8|Q7|Touareg)\b/,
        codes: ['CAKA', 'CGWB', 'CREC'],
      }),
      v('2.9 TFSI', 'btp', 2894, 6, [2017, NOW], [450, 510], 5, { models: /^(RS ?4|RS ?5)\b/, codes: ['DECA'] }),
      v('4.2 FSI V8', 'na', 4163, 8, [2006, 2015], [420, 450], 5, { models: /^(RS ?4|RS ?5|R8)\b/ }),
      v('4.0 TFSI', 'btp', 3996, 8, [2012, NOW], [420, 435, 520, 560, 600], 5, { models: /^(S6|S7|S8|RS ?6|RS ?7|RS Q8|SQ7|SQ8)\b/, codes: ['CEUA', 'DJPB'] }),
      v('5.2 FSI V10', 'na', 5204, 10, [2008, NOW], [525, 540, 570, 610, 620], 5, { models: /^(R8|S6|RS ?6)\b/ }),
    ],
  },
  porsche: {
    ecuMakers: ['Bosch', 'Continental'],
    tcus: [
      { manufacturer: 'ZF', name: '8DT (PDK)' },
      { manufacturer: 'Aisin', name: 'TR-80SD' },
    ],
    code: generic('MA9.99'),
    variants: [
      v('3.4', 'na', 3387, 6, [1996, 2016], [300, 315, 320], 4),
      v('3.6', 'na', 3596, 6, [1994, 2012], [285, 325, 345, 415], 4),
      v('3.8', 'na', 3800, 6, [2004, 2019], [355, 385, 400, 435, 475, 500], 5),
      v('3.0 Turbo', 'btp', 2981, 6, [2015, NOW], [370, 385, 420, 450, 480], 4),
      v('3.8 Turbo', 'btp', 3800, 6, [2009, NOW], [500, 520, 540, 580, 650], 5),
      v('2.0 Turbo', 'tp', 1988, 4, [2014, NOW], [252, 265, 300], 3),
      v('2.5 Turbo', 'tp', 2497, 4, [2016, NOW], [350, 365], 4),
      v('2.9 V6 Biturbo', 'btp', 2894, 6, [2017, NOW], [440, 450, 480], 5),
      v('4.0 V8 Biturbo', 'btp', 3996, 8, [2017, NOW], [460, 550, 630, 680], 5),
      v('4.8 V8', 'na', 4806, 8, [2007, 2017], [385, 400, 420], 5),
      v('3.0 V6 Diesel', 'td', 2967, 6, [2010, 2018], [245, 250, 262], 4),
      v('4.2 V8 Diesel', 'btd', 4134, 8, [2013, 2018], [382, 385], 5),
    ],
  },
  bmw: {
    performance: BMW_PERFORMANCE,
    ecuMakers: ['Bosch', 'Siemens'],
    tcus: [
      { manufacturer: 'ZF', name: '8HP45' },
      { manufacturer: 'ZF', name: '6HP21' },
      { manufacturer: 'Getrag', name: '7DCT300' },
    ],
    code: generic('A99A99'),
    label: (variant, { model }) => {
      if (!/^\d\d[di]$/.test(variant.label)) return variant.label;
      const series = /^(\d) Series/.exec(model);
      if (series) return `${series[1]}${variant.label}`;
      if (/^X\d/.test(model)) return `xDrive${variant.label}`;
      if (/^Z\d/.test(model)) return `sDrive${variant.label}`;
      return variant.label;
    },
    variants: [
      v('16d', 'td', 1496, 3, [2012, NOW], [95, 116], 2, { codes: ['B37C15'] }),
      v('18d', 'td', 1995, 4, [2007, NOW], [136, 143, 150], 2, { codes: ['N47D20', 'B47C20'] }),
      v('20d', 'td', 1995, 4, [2001, 2007], [136, 150, 163], 3, { codes: ['M47D20'] }),
      v('20d', 'td', 1995, 4, [2007, NOW], [177, 184, 190], 3, { codes: ['N47D20', 'B47D20'] }),
      v('25d', 'btd', 1995, 4, [2011, 2020], [218, 224, 231], 4, { codes: ['N47D20D', 'B47D20B'] }),
      v('30d', 'td', 2993, 6, [1999, 2008], [184, 204, 218, 231], 4, { codes: ['M57D30'] }),
      v('30d', 'td', 2993, 6, [2008, NOW], [245, 258, 265, 286], 4, { codes: ['N57D30', 'B57D30'] }),
      v('35d', 'btd', 2993, 6, [2006, 2018], [286, 313], 5, { codes: ['M57D30T2', 'N57D30B'] }),
      v('40d', 'btd', 2993, 6, [2012, NOW], [313, 320, 340, 352], 5, { codes: ['N57D30B', 'B57D30B'] }),
      v('M50d', 'btd', 2993, 6, [2012, 2020], [381, 400], 5, { codes: ['N57S', 'B57D30C'] }),
      v('16i', 'na', 1596, 4, [1994, 2011], [105, 115, 122], 1, { codes: ['M43B16', 'N45B16'] }),
      v('18i', 'na', 1895, 4, [1994, 2006], [115, 118, 143], 2, { codes: ['M43B19', 'N46B18'] }),
      v('18i', 'tp', 1499, 3, [2013, NOW], [136, 140], 2, { codes: ['B38A15'] }),
      v('20i', 'na', 1991, 6, [1990, 2006], [150, 170], 3, { codes: ['M50B20', 'M52B20'] }),
      v('20i', 'tp', 1998, 4, [2011, NOW], [184, 197], 3, { codes: ['N20B20', 'B48B20'] }),
      v('25i', 'na', 2494, 6, [1990, 2010], [170, 192, 218], 4, { codes: ['M54B25', 'N52B25'] }),
      v('28i', 'tp', 1997, 4, [2011, 2017], [245], 3, { codes: ['N20B20'] }),
      v('30i', 'na', 2979, 6, [2000, 2012], [231, 258, 272], 4, { codes: ['M54B30', 'N52B30'] }),
      v('30i', 'tp', 1998, 4, [2015, NOW], [252, 258], 3, { codes: ['B46B20', 'B48B20'] }),
      v('35i', 'btp', 2979, 6, [2006, 2010], [306], 4, { codes: ['N54B30'] }),
      v('35i', 'tp', 2979, 6, [2010, 2016], [306, 326], 4, { codes: ['N55B30'] }),
      v('40i', 'tp', 2998, 6, [2015, NOW], [326, 340, 374, 381], 4, { codes: ['B58B30'] }),
      v('50i', 'btp', 4395, 8, [2008, NOW], [407, 450, 462, 530], 5, { codes: ['N63B44'] }),
      v('3.2', 'na', 3246, 6, [1995, 2006], [321, 343, 360], 5, { models: /^M\d\b/, codes: ['S50B32', 'S54B32'] }),
      v('4.0 V8', 'na', 3999, 8, [2007, 2013], [420, 450], 5, { models: /^M\d\b/, codes: ['S65B40'] }),
      v('3.0 Biturbo', 'btp', 2979, 6, [2014, NOW], [370, 410, 431, 450, 460, 480, 510], 5, { models: /^(M\d|X\d M)\b/, codes: ['S55B30', 'S58B30'] }),
      v('4.4 V8 Biturbo', 'btp', 4395, 8, [2011, NOW], [560, 575, 600, 625], 5, { models: /^(M5|M6|M8|X5 M|X6 M)\b/, codes: ['S63B44'] }),
    ],
  },
  mini: {
    ecuMakers: ['Bosch', 'Siemens', 'Continental'],
    tcus: [
      { manufacturer: 'Aisin', name: 'AWF8G30' },
      { manufacturer: 'Getrag', name: '7DCT300' },
    ],
    code: generic('A99A99'),
    label: (variant) => `${variant.label} ${(variant.cc / 1000).toFixed(1)}`,
    variants: [
      v('One D', 'td', 1364, 4, [2003, 2014], [75, 90], 1),
      v('Cooper D', 'td', 1598, 4, [2007, 2014], [110, 112], 2),
      v('Cooper D', 'td', 1496, 3, [2014, NOW], [116], 2),
      v('Cooper SD', 'td', 1995, 4, [2011, NOW], [143, 170], 3),
      v('One', 'na', 1598, 4, [2001, 2014], [90, 98], 1),
      v('Cooper', 'na', 1598, 4, [2001, 2014], [115, 120, 122], 2),
      v('Cooper', 'tp', 1499, 3, [2014, NOW], [136], 2),
      v('Cooper S', 'sp', 1598, 4, [2002, 2006], [163, 170], 2),
      v('Cooper S', 'tp', 1598, 4, [2006, 2014], [175, 184], 2),
      v('Cooper S', 'tp', 1998, 4, [2014, NOW], [178, 192], 3),
      v('John Cooper Works', 'tp', 1998, 4, [2008, NOW], [211, 231, 306], 3),
    ],
  },
  mercedes: {
    performance: MERCEDES_PERFORMANCE,
    ecuMakers: ['Bosch', 'Continental', 'Delphi'],
    tcus: [
      { manufacturer: 'Mercedes-Benz', name: '7G-Tronic (722.9)' },
      { manufacturer: 'Mercedes-Benz', name: '9G-Tronic (725.0)' },
      { manufacturer: 'Mercedes-Benz', name: '5G-Tronic (722.6)' },
    ],
    code: generic('OM999'),
    label: (variant, { model }) => {
      if (/^(Sprinter|Vito|Viano|Citan|V-Class)/.test(model)) return `${model.replace(/-Class$/, '')} ${variant.label}`;
      if (variant.models === MERCEDES_PERFORMANCE) return variant.label;
      const prefix = model.replace(/-Class$/, '').replace(/ .*$/, '');
      const amg = /^AMG (\d\d)$/.exec(variant.label);
      return amg ? `${prefix} ${amg[1]} AMG` : `${prefix} ${variant.label}`;
    },
    variants: [
      v('180 CDI', 'td', 2148, 4, [2008, 2015], [109, 120], 2, { codes: ['OM651', 'OM607'] }),
      v('200 CDI', 'td', 2148, 4, [1998, 2015], [102, 122, 136], 2, { codes: ['OM611', 'OM646', 'OM651'] }),
      v('220 CDI', 'td', 2148, 4, [1998, 2015], [125, 143, 150, 163, 170], 3, { codes: ['OM611', 'OM646', 'OM651'] }),
      v('250 CDI', 'btd', 2143, 4, [2009, 2015], [204], 3, { codes: ['OM651'] }),
      v('320 CDI', 'td', 2987, 6, [2005, 2010], [224], 4, { codes: ['OM642'] }),
      v('350 CDI', 'td', 2987, 6, [2009, 2015], [231, 258, 265], 4, { codes: ['OM642'] }),
      v('180d', 'td', 1461, 4, [2015, NOW], [109, 116], 2, { codes: ['OM608'] }),
      v('200d', 'td', 1950, 4, [2015, NOW], [136, 150, 160], 3, { codes: ['OM654'] }),
      v('220d', 'td', 1950, 4, [2015, NOW], [170, 177, 190, 194, 197], 3, { codes: ['OM654'] }),
      v('300d', 'td', 1993, 4, [2018, NOW], [245, 265], 4, { codes: ['OM654M'] }),
      v('350d', 'td', 2925, 6, [2015, NOW], [258, 272, 286], 4, { codes: ['OM642', 'OM656'] }),
      v('400d', 'td', 2925, 6, [2018, NOW], [330, 340], 5, { codes: ['OM656'] }),
      v('180', 'tp', 1595, 4, [2011, NOW], [122, 136], 2, { codes: ['M270', 'M282'] }),
      v('200 Kompressor', 'sp', 1796, 4, [2000, 2008], [163, 184], 2, { codes: ['M271'] }),
      v('200', 'tp', 1991, 4, [2012, NOW], [184, 197, 204], 3, { codes: ['M274', 'M264'] }),
      v('250', 'tp', 1991, 4, [2012, NOW], [211, 218, 224], 3, { codes: ['M270', 'M274'] }),
      v('300', 'tp', 1991, 4, [2015, NOW], [245, 258], 4, { codes: ['M264'] }),
      v('350', 'na', 3498, 6, [2004, 2014], [272, 306], 4, { codes: ['M272', 'M276'] }),
      v('400', 'btp', 2996, 6, [2014, 2019], [333, 367], 5, { codes: ['M276'] }),
      v('500', 'na', 4966, 8, [1998, 2012], [306, 388], 5, { codes: ['M113', 'M273'] }),
      v('AMG 43', 'btp', 2996, 6, [2016, NOW], [367, 390], 5, { codes: ['M276'] }),
      v('AMG 63', 'btp', 3982, 8, [2014, NOW], [476, 510, 612], 5, { codes: ['M177'] }),
      v('109 CDI', 'td', 2143, 4, [2003, 2014], [88, 95], 2, { models: /^(Sprinter|Vito|Viano|Citan|V-Class)/ }),
      v('313 CDI', 'td', 2143, 4, [2006, 2018], [129], 3, { models: /^(Sprinter)/ }),
      v('316 CDI', 'td', 2143, 4, [2009, 2018], [163], 3, { models: /^(Sprinter)/ }),
      v('116 CDI', 'td', 2143, 4, [2010, NOW], [163], 3, { models: /^(Vito|Viano|V-Class)/ }),
      v('119 CDI', 'td', 2143, 4, [2014, NOW], [190], 3, { models: /^(Vito|Viano|V-Class)/ }),
      v('4.0 V8 Biturbo', 'btp', 3982, 8, [2014, NOW], [462, 476, 510, 530, 585, 639], 5, { models: MERCEDES_PERFORMANCE }),
      v('6.2 V8', 'na', 6208, 8, [2010, 2015], [571, 591], 5, { models: MERCEDES_PERFORMANCE }),
    ],
  },
  ford: {
    ecuMakers: ['Bosch', 'Delphi', 'Siemens', 'Continental'],
    tcus: [
      { manufacturer: 'Getrag', name: 'MPS6 (PowerShift)' },
      { manufacturer: 'Ford', name: '8F35' },
      { manufacturer: 'Ford', name: '10R80' },
    ],
    code: generic('AAAA'),
    variants: [
      v('1.4 TDCi', 'td', 1399, 4, [2002, 2012], [68, 70], 1),
      v('1.5 TDCi', 'td', 1499, 4, [2012, 2020], [75, 95, 105, 120], 2),
      v('1.6 TDCi', 'td', 1560, 4, [2004, 2015], [90, 95, 109, 115], 2),
      v('1.8 TDCi', 'td', 1753, 4, [2002, 2014], [100, 115, 125], 2),
      v('2.0 TDCi', 'td', 1997, 4, [2004, 2019], [115, 130, 136, 140, 150, 163, 180, 210], 3),
      v('2.2 TDCi', 'td', 2198, 4, [2006, 2019], [100, 125, 130, 150, 155, 160, 200], 3),
      v('3.2 TDCi', 'td', 3198, 5, [2011, 2022], [200], 4),
      v('2.0 EcoBlue', 'td', 1995, 4, [2016, NOW], [105, 130, 150, 170, 185, 190, 213], 3),
      v('1.8 TDDi', 'td', 1753, 4, [1999, 2004], [75, 90], 2),
      v('1.0 EcoBoost', 'tp', 999, 3, [2012, NOW], [100, 125, 140, 155], 1),
      v('1.5 EcoBoost', 'tp', 1498, 4, [2014, NOW], [150, 160, 182, 200], 2),
      v('1.6 EcoBoost', 'tp', 1596, 4, [2010, 2019], [150, 160, 182], 2),
      v('2.0 EcoBoost', 'tp', 1999, 4, [2010, NOW], [203, 240, 250, 280], 3),
      v('2.3 EcoBoost', 'tp', 2261, 4, [2015, NOW], [290, 317, 350], 4),
      v('2.7 V6 EcoBoost', 'btp', 2694, 6, [2015, NOW], [330, 335], 4),
      v('3.5 V6 EcoBoost', 'btp', 3497, 6, [2011, NOW], [370, 400, 457], 5),
      v('5.0 V8', 'na', 4951, 8, [2011, NOW], [418, 421, 450, 460], 5),
      v('1.6 Ti-VCT', 'na', 1596, 4, [2004, 2018], [100, 105, 120, 125], 1),
      v('2.0 Duratec', 'na', 1999, 4, [2000, 2014], [130, 145], 2),
      v('2.5 RS', 'tp', 2522, 5, [2009, 2011], [305, 350], 4, { models: /^Focus/ }),
    ],
  },
  'stellantis-psa': {
    ecuMakers: ['Bosch', 'Delphi', 'Continental', 'Siemens'],
    tcus: [
      { manufacturer: 'Aisin', name: 'EAT6 (AM6)' },
      { manufacturer: 'Aisin', name: 'EAT8 (AWF8G30)' },
    ],
    code: generic('AA9A'),
    variants: [
      v('1.4 HDi', 'td', 1398, 4, [2001, 2014], [68, 70, 90], 1),
      v('1.6 HDi', 'td', 1560, 4, [2004, 2015], [90, 92, 110, 112, 115], 2),
      v('1.5 BlueHDi', 'td', 1499, 4, [2017, NOW], [100, 102, 130], 2),
      v('1.6 BlueHDi', 'td', 1560, 4, [2014, 2019], [75, 100, 115, 120], 2),
      v('2.0 HDi', 'td', 1997, 4, [1999, 2014], [90, 110, 136, 140, 150, 163], 3),
      v('2.0 BlueHDi', 'td', 1997, 4, [2014, NOW], [150, 163, 180], 3),
      v('2.2 HDi', 'td', 2179, 4, [2006, 2016], [130, 150, 170, 204], 3),
      v('1.2 PureTech', 'tp', 1199, 3, [2014, NOW], [110, 130, 155], 1),
      v('1.6 THP', 'tp', 1598, 4, [2007, 2019], [150, 156, 165, 200, 208, 225, 270], 2),
      v('1.6 PureTech', 'tp', 1598, 4, [2017, NOW], [180, 200, 225], 3),
      v('1.6 VTi', 'na', 1598, 4, [2007, 2017], [115, 120], 1),
      v('2.0 16V', 'na', 1997, 4, [1999, 2010], [136, 140, 143], 2),
    ],
  },
  fiat: {
    ecuMakers: ['Marelli', 'Bosch', 'Continental'],
    tcus: [
      { manufacturer: 'Aisin', name: 'AWF8F35' },
      { manufacturer: 'ZF', name: '9HP48' },
      { manufacturer: 'FPT', name: 'C635 DDCT' },
    ],
    code: generic('999A9000'),
    variants: [
      v('1.3 MultiJet', 'td', 1248, 4, [2003, NOW], [70, 75, 90, 95], 1),
      v('1.6 MultiJet', 'td', 1598, 4, [2008, NOW], [105, 120, 130], 2),
      v('1.9 JTD', 'td', 1910, 4, [1997, 2010], [80, 100, 105, 115, 120, 150], 2),
      v('2.0 MultiJet', 'td', 1956, 4, [2009, NOW], [136, 140, 150, 163, 170], 3),
      v('2.2 MultiJet', 'td', 2184, 4, [2014, NOW], [140, 163, 185, 200], 3),
      v('2.3 MultiJet', 'td', 2287, 4, [2006, NOW], [110, 120, 130, 150, 180], 3, { models: /Ducato|Ram ProMaster/ }),
      v('3.0 MultiJet', 'td', 2987, 4, [2006, 2022], [157, 177, 180], 4, { models: /Ducato/ }),
      v('3.0 V6 CRD', 'td', 2987, 6, [2011, NOW], [190, 241, 250], 4, { models: /Grand Cherokee|Wrangler|Gladiator|Commander/ }),
      v('0.9 TwinAir', 'tp', 875, 2, [2010, NOW], [85, 105], 1),
      v('1.4 T-Jet', 'tp', 1368, 4, [2007, NOW], [120, 135, 140, 150, 160, 165, 180], 2),
      v('1.4 MultiAir', 'tp', 1368, 4, [2009, NOW], [140, 170], 2),
      v('1.0 FireFly', 'tp', 999, 3, [2018, NOW], [120], 1),
      v('1.3 FireFly Turbo', 'tp', 1332, 4, [2018, NOW], [130, 150, 180], 2),
      v('1.2 8V', 'na', 1242, 4, [1999, NOW], [60, 69], 1),
      v('1.4 16V', 'na', 1368, 4, [2003, 2015], [95, 100], 1),
      v('3.6 V6 Pentastar', 'na', 3604, 6, [2011, NOW], [272, 286], 4, { models: /Grand Cherokee|Wrangler|Gladiator|Commander/ }),
      v('6.4 V8 HEMI', 'na', 6417, 8, [2012, NOW], [468, 475], 5, { models: /Grand Cherokee/ }),
    ],
  },
  alfa: {
    ecuMakers: ['Marelli', 'Bosch'],
    tcus: [
      { manufacturer: 'ZF', name: '8HP50' },
      { manufacturer: 'FPT', name: 'C635 DDCT (TCT)' },
    ],
    code: generic('999A9000'),
    variants: [
      v('1.6 JTDm', 'td', 1598, 4, [2008, 2020], [105, 120], 2),
      v('1.9 JTDm', 'td', 1910, 4, [1997, 2011], [115, 120, 150], 2),
      v('2.0 JTDm', 'td', 1956, 4, [2010, 2020], [136, 150, 163, 170, 175], 3),
      v('2.2 JTDm', 'td', 2143, 4, [2015, NOW], [150, 160, 180, 190, 210], 3),
      v('2.4 JTDm', 'td', 2387, 5, [2003, 2011], [150, 175, 200, 210], 4),
      v('1.4 TB', 'tp', 1368, 4, [2007, 2020], [120, 155, 170], 2),
      v('1.75 TBi', 'tp', 1742, 4, [2009, 2020], [200, 235, 240], 3),
      v('2.0 Turbo', 'tp', 1995, 4, [2016, NOW], [200, 280], 3),
      v('2.0 Twin Spark', 'na', 1970, 4, [1995, 2005], [150, 155], 2),
      v('3.2 V6', 'na', 3179, 6, [2002, 2011], [250, 260], 4),
      v('2.9 V6 Bi-Turbo', 'btp', 2891, 6, [2016, NOW], [510, 520, 540], 5, { models: /Giulia|Stelvio/ }),
    ],
  },
  opel: {
    ecuMakers: ['Bosch', 'Delphi', 'Continental'],
    tcus: [
      { manufacturer: 'Aisin', name: 'AF40' },
      { manufacturer: 'GM', name: '6T45' },
    ],
    code: generic('A99AAA'),
    variants: [
      v('1.3 CDTI', 'td', 1248, 4, [2003, 2019], [70, 75, 90, 95], 1),
      v('1.6 CDTI', 'td', 1598, 4, [2013, 2019], [110, 120, 136], 2),
      v('1.7 CDTI', 'td', 1686, 4, [2003, 2015], [100, 110, 125, 130], 2),
      v('1.9 CDTI', 'td', 1910, 4, [2004, 2010], [100, 120, 150], 2),
      v('2.0 CDTI', 'td', 1956, 4, [2008, NOW], [110, 130, 160, 165, 170, 195], 3),
      v('2.0 DTI', 'td', 1995, 4, [1998, 2005], [82, 100], 2),
      v('1.0 Turbo', 'tp', 999, 3, [2014, 2020], [90, 105, 115], 1),
      v('1.2 Turbo', 'tp', 1199, 3, [2019, NOW], [100, 110, 130], 1),
      v('1.4 Turbo', 'tp', 1364, 4, [2009, 2020], [120, 125, 140, 150], 2),
      v('1.6 Turbo', 'tp', 1598, 4, [2006, 2019], [170, 180, 192, 200], 2),
      v('2.0 Turbo', 'tp', 1998, 4, [2002, NOW], [200, 220, 240, 250, 280], 3),
      v('1.6', 'na', 1598, 4, [1995, 2015], [100, 105, 115], 1),
      v('1.8', 'na', 1796, 4, [1998, 2012], [115, 125, 140], 2),
    ],
  },
  renault: {
    ecuMakers: ['Bosch', 'Continental', 'Delphi', 'Siemens'],
    tcus: [
      { manufacturer: 'Getrag', name: 'EDC6 (6DCT250)' },
      { manufacturer: 'Getrag', name: 'EDC7 (7DCT300)' },
    ],
    code: generic('A9A'),
    variants: [
      v('1.5 dCi', 'td', 1461, 4, [2001, NOW], [65, 75, 85, 90, 95, 105, 110, 115], 2, { codes: ['K9K'] }),
      v('1.5 Blue dCi', 'td', 1461, 4, [2018, NOW], [95, 115], 2, { codes: ['K9K'] }),
      v('1.6 dCi', 'td', 1598, 4, [2011, 2019], [130, 160], 2, { codes: ['R9M'] }),
      v('1.9 dCi', 'td', 1870, 4, [1999, 2009], [100, 120, 130], 2, { codes: ['F9Q'] }),
      v('2.0 dCi', 'td', 1995, 4, [2006, NOW], [150, 160, 173, 175, 190], 3, { codes: ['M9R'] }),
      v('2.3 dCi', 'td', 2299, 4, [2010, NOW], [110, 125, 135, 150, 165, 170, 180], 3, { models: /Master|Trafic|Movano|Interstar/, codes: ['M9T'] }),
      v('0.9 TCe', 'tp', 898, 3, [2012, 2019], [90], 1, { codes: ['H4B'] }),
      v('1.0 TCe', 'tp', 999, 3, [2019, NOW], [90, 100], 1, { codes: ['H4D'] }),
      v('1.2 TCe', 'tp', 1197, 4, [2012, 2019], [115, 120, 130], 2, { codes: ['H5F'] }),
      v('1.3 TCe', 'tp', 1332, 4, [2018, NOW], [115, 140, 160], 2, { codes: ['H5H'] }),
      v('1.8 TCe', 'tp', 1798, 4, [2017, NOW], [225, 280, 300], 3, { codes: ['M5P'] }),
      v('2.0 T', 'tp', 1998, 4, [2004, 2016], [225, 250, 265, 275], 3, { codes: ['F4R'] }),
      v('1.6 16V', 'na', 1598, 4, [1998, 2016], [105, 110, 115], 1, { codes: ['K4M'] }),
    ],
  },
  dacia: {
    ecuMakers: ['Bosch', 'Continental', 'Delphi'],
    tcus: [{ manufacturer: 'Getrag', name: 'EDC6 (6DCT250)' }],
    code: generic('A9A'),
    variants: [
      v('1.5 dCi', 'td', 1461, 4, [2005, NOW], [70, 75, 85, 90, 95, 110, 115], 2, { codes: ['K9K'] }),
      v('1.0 TCe', 'tp', 999, 3, [2019, NOW], [90, 100], 1, { codes: ['H4D'] }),
      v('1.2 TCe', 'tp', 1197, 4, [2013, 2019], [115, 125], 1, { codes: ['H5F'] }),
      v('1.3 TCe', 'tp', 1332, 4, [2018, NOW], [130, 150], 2, { codes: ['H5H'] }),
      v('1.6 SCe', 'na', 1598, 4, [2004, 2020], [82, 105, 115], 1, { codes: ['K4M', 'H4M'] }),
    ],
  },
  toyota: {
    ecuMakers: ['Denso'],
    tcus: [
      { manufacturer: 'Aisin', name: 'AWR6B45' },
      { manufacturer: 'Aisin', name: 'UA80E' },
    ],
    code: generic('9AA-AAA'),
    variants: [
      v('1.4 D-4D', 'td', 1364, 4, [2002, 2016], [75, 90], 1, { codes: ['1ND-TV'] }),
      v('2.0 D-4D', 'td', 1995, 4, [1999, 2019], [90, 116, 124, 126, 143], 3, { codes: ['1CD-FTV', '1AD-FTV'] }),
      v('2.2 D-4D', 'td', 2231, 4, [2005, 2018], [136, 150, 177], 3, { codes: ['2AD-FTV', '2AD-FHV'] }),
      v('2.4 D-4D', 'td', 2393, 4, [2015, NOW], [150], 3, { codes: ['2GD-FTV'] }),
      v('2.8 D-4D', 'td', 2755, 4, [2015, NOW], [177, 204], 4, { codes: ['1GD-FTV'] }),
      v('3.0 D-4D', 'td', 2982, 4, [2001, 2016], [163, 171, 173, 190], 4, { codes: ['1KD-FTV'] }),
      v('1.0 VVT-i', 'na', 998, 3, [2005, NOW], [68, 69, 72], 1, { codes: ['1KR-FE'] }),
      v('1.33 Dual VVT-i', 'na', 1329, 4, [2009, 2019], [99, 101], 1, { codes: ['1NR-FE'] }),
      v('1.6 Valvematic', 'na', 1598, 4, [2009, 2019], [132], 2, { codes: ['1ZR-FAE'] }),
      v('1.8 Hybrid', 'hy', 1798, 4, [2009, NOW], [122, 136, 140], 2, { nmPerHp: 1.1, codes: ['2ZR-FXE'] }),
      v('2.0 Hybrid', 'hy', 1987, 4, [2019, NOW], [184, 196], 3, { nmPerHp: 1.05, codes: ['M20A-FXS'] }),
      v('2.5 Hybrid', 'hy', 2487, 4, [2012, NOW], [178, 218, 222], 3, { nmPerHp: 1.05, codes: ['2AR-FXE', 'A25A-FXS'] }),
      v('1.2 D-4T', 'tp', 1197, 4, [2015, 2020], [116], 2, { codes: ['8NR-FTS'] }),
      v('1.6 GR Turbo', 'tp', 1618, 3, [2020, NOW], [261, 280], 3, { models: /Yaris|Corolla/, codes: ['G16E-GTS'] }),
    ],
  },
  lexus: {
    ecuMakers: ['Denso'],
    tcus: [{ manufacturer: 'Aisin', name: 'AWR8 (Direct Shift-8AT)' }],
    code: generic('9AA-AAA'),
    variants: [
      v('2.2 D', 'td', 2231, 4, [2005, 2012], [150, 177], 3, { codes: ['2AD-FHV'] }),
      v('2.0 Turbo', 'tp', 1998, 4, [2014, NOW], [238, 245], 3, { codes: ['8AR-FTS'] }),
      v('2.5 Hybrid', 'hy', 2494, 4, [2012, NOW], [197, 218, 223], 3, { nmPerHp: 1.05, codes: ['2AR-FSE'] }),
      v('3.5 V6', 'na', 3456, 6, [2005, NOW], [249, 277, 318], 4, { codes: ['2GR-FSE'] }),
      v('3.5 V6 Hybrid', 'hy', 3456, 6, [2005, NOW], [295, 313, 359], 5, { nmPerHp: 1.0, codes: ['2GR-FXE'] }),
      v('5.0 V8', 'na', 4969, 8, [2008, NOW], [423, 464, 477], 5, { codes: ['2UR-GSE'] }),
    ],
  },
  honda: {
    ecuMakers: ['Denso', 'Keihin', 'Bosch'],
    tcus: [
      { manufacturer: 'Honda', name: '10AT' },
      { manufacturer: 'Honda', name: 'CVT' },
    ],
    code: generic('A99A'),
    variants: [
      v('1.6 i-DTEC', 'td', 1597, 4, [2013, 2020], [120, 160], 2, { codes: ['N16A'] }),
      v('2.2 i-CTDi', 'td', 2204, 4, [2003, 2009], [140], 3, { codes: ['N22A'] }),
      v('2.2 i-DTEC', 'td', 2199, 4, [2008, 2016], [150, 180], 3, { codes: ['N22B'] }),
      v('1.0 VTEC Turbo', 'tp', 988, 3, [2017, NOW], [126, 129], 1, { codes: ['P10A'] }),
      v('1.5 VTEC Turbo', 'tp', 1498, 4, [2016, NOW], [182, 193], 2, { codes: ['L15B'] }),
      v('2.0 VTEC Turbo', 'tp', 1996, 4, [2015, NOW], [310, 320, 329], 3, { models: /Civic/, codes: ['K20C1'] }),
      v('1.4 i-VTEC', 'na', 1339, 4, [2002, 2015], [83, 100], 1, { codes: ['L13Z'] }),
      v('1.8 i-VTEC', 'na', 1799, 4, [2005, 2015], [140], 2, { codes: ['R18A'] }),
      v('2.0 i-VTEC', 'na', 1998, 4, [2001, 2015], [155, 156, 201], 3, { codes: ['K20A', 'R20A'] }),
    ],
  },
  'hyundai-kia': {
    ecuMakers: ['Bosch', 'Continental', 'Delphi'],
    tcus: [
      { manufacturer: 'Hyundai', name: 'A8LR1' },
      { manufacturer: 'Hyundai', name: '7DCT (D7UF1)' },
    ],
    code: generic('A9AA'),
    variants: [
      v('1.1 CRDi', 'td', 1120, 3, [2008, 2016], [75], 1, { codes: ['D3FA'] }),
      v('1.4 CRDi', 'td', 1396, 4, [2010, 2018], [75, 90], 1, { codes: ['D4FC'] }),
      v('1.6 CRDi', 'td', 1582, 4, [2005, NOW], [90, 110, 115, 128, 136], 2, { codes: ['D4FB', 'D4FE'] }),
      v('1.7 CRDi', 'td', 1685, 4, [2010, 2018], [115, 116, 136, 141], 2, { codes: ['D4FD'] }),
      v('2.0 CRDi', 'td', 1995, 4, [2005, NOW], [136, 150, 184, 185], 3, { codes: ['D4HA', 'D4EA'] }),
      v('2.2 CRDi', 'td', 2199, 4, [2009, NOW], [197, 200, 202], 4, { codes: ['D4HB'] }),
      v('1.0 T-GDi', 'tp', 998, 3, [2015, NOW], [100, 120], 1, { codes: ['G3LC'] }),
      v('1.6 T-GDi', 'tp', 1591, 4, [2011, NOW], [177, 186, 204], 2, { codes: ['G4FJ'] }),
      v('2.0 T-GDi', 'tp', 1998, 4, [2017, NOW], [250, 275, 280], 3, { codes: ['G4KH'] }),
      v('1.6 GDi', 'na', 1591, 4, [2010, NOW], [120, 135], 1, { codes: ['G4FD'] }),
      v('1.6 T-GDi Hybrid', 'hy', 1598, 4, [2020, NOW], [230, 265], 3, { codes: ['G4FT'] }),
    ],
  },
  mazda: {
    ecuMakers: ['Denso'],
    tcus: [{ manufacturer: 'Mazda', name: 'SkyActiv-Drive' }],
    code: generic('AA9A'),
    variants: [
      v('1.5 Skyactiv-D', 'td', 1499, 4, [2014, NOW], [105, 116], 2, { codes: ['S5-DPTS'] }),
      v('1.8 Skyactiv-D', 'td', 1759, 4, [2018, NOW], [116], 2),
      v('2.0 MZR-CD', 'td', 1998, 4, [2002, 2012], [121, 136, 143], 3, { codes: ['RF7J'] }),
      v('2.2 Skyactiv-D', 'td', 2191, 4, [2012, NOW], [150, 175, 184], 3, { codes: ['SH-VPTS'] }),
      v('2.0 Skyactiv-G', 'na', 1998, 4, [2012, NOW], [120, 150, 165], 2, { codes: ['PE-VPS'] }),
      v('2.5 Skyactiv-G', 'na', 2488, 4, [2012, NOW], [192, 194], 3, { codes: ['PY-VPS'] }),
      v('2.5 Skyactiv-G Turbo', 'tp', 2488, 4, [2018, NOW], [231], 4, { codes: ['PY-VPTS'] }),
      v('1.8 MZR', 'na', 1798, 4, [1998, 2014], [120, 126], 2),
      v('2.3 MZR DISI Turbo', 'tp', 2261, 4, [2006, 2013], [260], 3, { models: /^(3|6|CX-7)$/ }),
    ],
  },
  nissan: {
    ecuMakers: ['Bosch', 'Continental', 'Hitachi', 'Denso'],
    tcus: [
      { manufacturer: 'Jatco', name: 'CVT8 (JF016E)' },
      { manufacturer: 'Jatco', name: 'JR710E' },
    ],
    code: generic('AA99AA'),
    variants: [
      v('1.5 dCi', 'td', 1461, 4, [2006, NOW], [86, 106, 110, 115], 2, { codes: ['K9K'] }),
      v('1.6 dCi', 'td', 1598, 4, [2011, 2019], [130], 2, { codes: ['R9M'] }),
      v('2.0 dCi', 'td', 1995, 4, [2007, 2018], [150, 173, 177], 3, { codes: ['M9R'] }),
      v('2.3 dCi', 'td', 2298, 4, [2015, NOW], [160, 163, 190], 3, { codes: ['YS23DDTT'] }),
      v('2.5 dCi', 'td', 2488, 4, [2005, 2015], [144, 174, 190], 4, { codes: ['YD25DDTi'] }),
      v('3.0 V6 dCi', 'td', 2993, 6, [2010, 2015], [231], 4, { codes: ['V9X'] }),
      v('1.2 DIG-T', 'tp', 1197, 4, [2013, 2019], [115], 1, { codes: ['HRA2DDT'] }),
      v('1.3 DIG-T', 'tp', 1332, 4, [2018, NOW], [140, 158, 160], 2, { codes: ['HR13DDT'] }),
      v('1.6 DIG-T', 'tp', 1618, 4, [2010, 2020], [163, 190, 200, 218], 2, { codes: ['MR16DDT'] }),
      v('3.7 V6', 'na', 3696, 6, [2008, 2020], [328, 344], 4, { codes: ['VQ37VHR'] }),
      v('3.8 V6 Biturbo', 'btp', 3799, 6, [2007, NOW], [485, 530, 550, 570, 600], 5, { models: /GT-R/, codes: ['VR38DETT'] }),
    ],
  },
  mitsubishi: {
    ecuMakers: ['Denso', 'Bosch', 'Mitsubishi'],
    tcus: [
      { manufacturer: 'Jatco', name: 'CVT (F1CJA)' },
      { manufacturer: 'Aisin', name: 'A8TR1' },
    ],
    code: generic('9A99'),
    variants: [
      v('1.8 DI-D', 'td', 1798, 4, [2010, 2016], [116, 150], 2, { codes: ['4N13'] }),
      v('2.2 DI-D', 'td', 2268, 4, [2010, NOW], [150, 177], 3, { codes: ['4N14'] }),
      v('2.4 DI-D', 'td', 2442, 4, [2015, NOW], [154, 181], 3, { codes: ['4N15'] }),
      v('2.5 DI-D', 'td', 2477, 4, [2005, 2015], [136, 178], 3, { codes: ['4D56'] }),
      v('3.2 DI-D', 'td', 3200, 4, [2000, 2018], [160, 170, 200], 4, { codes: ['4M41'] }),
      v('1.5 MIVEC', 'na', 1499, 4, [2008, NOW], [109], 1, { codes: ['4A91'] }),
      v('2.0 MIVEC Turbo', 'tp', 1998, 4, [2007, 2016], [295, 360], 3, { models: /Lancer/, codes: ['4B11T'] }),
      v('2.0 Turbo', 'tp', 1997, 4, [1992, 2007], [250, 280, 300], 3, { models: /Lancer/, codes: ['4G63T'] }),
    ],
  },
  subaru: {
    ecuMakers: ['Denso', 'Hitachi'],
    tcus: [{ manufacturer: 'Subaru', name: 'Lineartronic CVT' }],
    code: generic('AA99'),
    variants: [
      v('2.0D Boxer', 'td', 1998, 4, [2008, 2018], [150, 147], 3, { codes: ['EE20'] }),
      v('1.6 Boxer', 'na', 1600, 4, [2011, NOW], [114], 2, { codes: ['FB16'] }),
      v('2.0 Boxer', 'na', 1995, 4, [1992, NOW], [125, 150, 156], 2, { codes: ['EJ20', 'FB20'] }),
      v('2.5 Boxer', 'na', 2498, 4, [1998, NOW], [165, 173, 175], 3, { codes: ['EJ25', 'FB25'] }),
      v('2.0 Turbo', 'tp', 1994, 4, [1992, 2014], [218, 265, 280], 3, { codes: ['EJ20T'] }),
      v('2.5 Turbo', 'tp', 2457, 4, [2005, 2021], [230, 280, 300], 3, { codes: ['EJ257'] }),
    ],
  },
  suzuki: {
    ecuMakers: ['Denso', 'Bosch', 'Mitsubishi'],
    tcus: [{ manufacturer: 'Aisin', name: 'AW6' }],
    code: generic('A99A'),
    variants: [
      v('1.3 DDiS', 'td', 1248, 4, [2005, 2017], [75, 90], 1),
      v('1.6 DDiS', 'td', 1598, 4, [2015, 2020], [120], 2),
      v('1.9 DDiS', 'td', 1870, 4, [2006, 2014], [129], 2),
      v('1.0 Boosterjet', 'tp', 998, 3, [2015, NOW], [111], 1, { codes: ['K10C'] }),
      v('1.4 Boosterjet', 'tp', 1373, 4, [2015, NOW], [129, 140], 2, { codes: ['K14C'] }),
      v('1.2 Dualjet', 'na', 1197, 4, [2010, NOW], [83, 90], 1, { codes: ['K12C'] }),
      v('1.6 VVT', 'na', 1586, 4, [2005, 2020], [107, 120, 136], 1, { codes: ['M16A'] }),
    ],
  },
  volvo: {
    ecuMakers: ['Bosch', 'Denso', 'Delphi'],
    tcus: [
      { manufacturer: 'Aisin', name: 'TG-81SC' },
      { manufacturer: 'Aisin', name: 'TF-80SC' },
    ],
    code: generic('A9999'),
    label: (variant) => `${(variant.cc / 1000).toFixed(1)} ${variant.label}`,
    variants: [
      v('D2', 'td', 1560, 4, [2010, 2016], [115], 2, { codes: ['D4162T'] }),
      v('D2', 'td', 1969, 4, [2015, NOW], [120], 2, { codes: ['D4204T8'] }),
      v('D3', 'td', 1969, 4, [2014, NOW], [150], 3, { codes: ['D4204T9'] }),
      v('D4', 'td', 1969, 4, [2013, NOW], [181, 190], 3, { codes: ['D4204T14'] }),
      v('D5', 'td', 2400, 5, [2001, 2015], [163, 185, 205, 215], 4, { codes: ['D5244T'] }),
      v('D5', 'btd', 1969, 4, [2015, NOW], [225, 235], 4, { codes: ['D4204T23'] }),
      v('T3', 'tp', 1498, 3, [2017, NOW], [152, 163], 2, { codes: ['B3154T'] }),
      v('T4', 'tp', 1969, 4, [2015, NOW], [190, 197], 3, { codes: ['B4204T19'] }),
      v('T5', 'tp', 2521, 5, [2000, 2015], [220, 230, 250, 260], 3, { codes: ['B5254T'] }),
      v('T5', 'tp', 1969, 4, [2015, NOW], [245, 250, 254], 3, { codes: ['B4204T11'] }),
      v('T6', 'btp', 1969, 4, [2015, NOW], [306, 310, 320], 4, { codes: ['B4204T27'] }),
      v('T8 Twin Engine', 'hy', 1969, 4, [2015, NOW], [390, 407, 455], 5, { nmPerHp: 1.5, codes: ['B4204T34'] }),
    ],
  },
  jlr: {
    ecuMakers: ['Bosch', 'Denso', 'Continental'],
    tcus: [
      { manufacturer: 'ZF', name: '8HP70' },
      { manufacturer: 'ZF', name: '9HP48' },
    ],
    code: generic('AA999'),
    variants: [
      v('2.0 TD4', 'td', 1999, 4, [2015, NOW], [150, 163, 180], 3, { codes: ['204DTD'] }),
      v('2.0 SD4', 'btd', 1999, 4, [2015, NOW], [240], 3, { codes: ['204DTA'] }),
      v('2.2 TD4', 'td', 2179, 4, [2007, 2016], [150, 160], 3, { codes: ['224DT'] }),
      v('2.2 SD4', 'td', 2179, 4, [2011, 2016], [190, 200], 3, { codes: ['224DT'] }),
      v('2.7 TDV6', 'btd', 2720, 6, [2004, 2010], [190, 207], 4, { codes: ['276DT'] }),
      v('3.0 TDV6', 'btd', 2993, 6, [2009, NOW], [211, 240, 249, 258], 4, { codes: ['306DT'] }),
      v('3.0 SDV6', 'btd', 2993, 6, [2010, NOW], [275, 292, 306], 5, { codes: ['306DT'] }),
      v('4.4 SDV8', 'btd', 4367, 8, [2012, 2021], [313, 339], 5, { codes: ['448DT'] }),
      v('2.0 Si4', 'tp', 1997, 4, [2012, 2018], [240], 3, { codes: ['204PT'] }),
      v('2.0 P300', 'tp', 1997, 4, [2017, NOW], [250, 300], 3, { codes: ['PT204'] }),
      v('3.0 V6 Supercharged', 'sp', 2995, 6, [2012, NOW], [340, 380, 400], 4, { codes: ['306PS'] }),
      v('5.0 V8 Supercharged', 'sp', 5000, 8, [2009, NOW], [510, 525, 550, 575], 5, { codes: ['508PS'] }),
    ],
  },
  american: {
    ecuMakers: ['Bosch', 'Continental', 'Delphi'],
    tcus: [
      { manufacturer: 'GM', name: '8L90' },
      { manufacturer: 'ZF', name: '8HP70' },
      { manufacturer: 'GM', name: '10L80' },
    ],
    code: generic('AA9'),
    variants: [
      v('2.0 CRDi', 'td', 1998, 4, [2006, 2015], [150, 163], 3),
      v('2.8 CRD', 'td', 2776, 4, [2007, 2018], [177, 200], 4),
      v('3.0 V6 EcoDiesel', 'td', 2987, 6, [2013, NOW], [240, 260], 4),
      v('3.0 Duramax', 'td', 2993, 6, [2019, NOW], [277, 305], 4),
      v('6.6 Duramax', 'td', 6599, 8, [2001, NOW], [400, 445, 470], 5, { nmPerHp: 2.5 }),
      v('1.4 Turbo', 'tp', 1364, 4, [2010, 2020], [140, 153], 2),
      v('2.0 Turbo', 'tp', 1998, 4, [2012, NOW], [250, 275], 3),
      v('3.6 V6', 'na', 3604, 6, [2008, NOW], [285, 304, 335], 4),
      v('5.7 V8 HEMI', 'na', 5654, 8, [2003, NOW], [345, 360, 395], 5),
      v('6.2 V8', 'na', 6162, 8, [2008, NOW], [420, 455, 495], 5),
      v('6.2 V8 Supercharged', 'sp', 6166, 8, [2009, NOW], [650, 710, 717], 5),
      v('6.4 V8 HEMI', 'na', 6417, 8, [2011, NOW], [470, 485], 5),
    ],
  },
  exotic: {
    ecuMakers: ['Bosch', 'Marelli', 'Continental'],
    tcus: [
      { manufacturer: 'Getrag', name: '7DCL750' },
      { manufacturer: 'Graziano', name: 'LDF' },
      { manufacturer: 'ZF', name: '8HP90' },
    ],
    code: generic('A999'),
    variants: [
      v('3.0 V6 Biturbo', 'btp', 2979, 6, [2013, NOW], [350, 410, 430, 630], 4),
      v('3.8 V8 Biturbo', 'btp', 3799, 8, [2011, NOW], [530, 570, 600, 720], 5),
      v('3.9 V8 Biturbo', 'btp', 3902, 8, [2015, NOW], [600, 620, 670, 720], 5),
      v('4.0 V8 Biturbo', 'btp', 3996, 8, [2016, NOW], [510, 550, 650, 666], 5),
      v('4.7 V8', 'na', 4691, 8, [2007, 2020], [430, 440, 460], 5),
      v('5.2 V10', 'na', 5204, 10, [2008, NOW], [570, 610, 640], 5),
      v('6.0 W12 Biturbo', 'btp', 5950, 12, [2003, NOW], [560, 575, 635, 659], 5),
      v('6.5 V12', 'na', 6498, 12, [2011, NOW], [700, 740, 770, 780], 5),
      v('5.2 V12 Biturbo', 'btp', 5204, 12, [2018, NOW], [639, 725], 5),
    ],
  },
  'asian-generic': {
    ecuMakers: ['Bosch', 'Delphi', 'Denso', 'Continental'],
    tcus: [
      { manufacturer: 'Aisin', name: 'AW6' },
      { manufacturer: 'Getrag', name: '7DCT' },
    ],
    code: generic('A99A'),
    variants: [
      v('1.9 D', 'td', 1898, 4, [2012, NOW], [150, 163], 3),
      v('2.5 D', 'td', 2499, 4, [2002, NOW], [136, 163], 3),
      v('3.0 D', 'td', 2999, 4, [2007, NOW], [163, 177, 190], 4),
      v('1.0 Turbo', 'tp', 998, 3, [2016, NOW], [100, 111], 1),
      v('1.5 Turbo', 'tp', 1498, 4, [2014, NOW], [150, 162, 170], 2),
      v('2.0 Turbo', 'tp', 1998, 4, [2016, NOW], [197, 231, 250], 3),
      v('1.5', 'na', 1497, 4, [2005, NOW], [106, 110, 119], 1),
      v('1.6', 'na', 1598, 4, [1995, NOW], [105, 112], 2),
    ],
  },
  saab: {
    ecuMakers: ['Bosch', 'Trionic'],
    tcus: [{ manufacturer: 'Aisin', name: 'AF40' }],
    code: generic('A99A'),
    variants: [
      v('1.9 TiD', 'td', 1910, 4, [2004, 2011], [120, 150], 2),
      v('1.9 TTiD', 'btd', 1910, 4, [2007, 2011], [180], 3),
      v('2.0t', 'tp', 1998, 4, [1998, 2011], [150, 175, 220], 2),
      v('2.3t', 'tp', 2290, 4, [1995, 2009], [185, 210, 260], 3),
      v('2.8 V6 Turbo', 'tp', 2792, 6, [2005, 2011], [250, 280, 300], 4),
    ],
  },
  lada: {
    ecuMakers: ['Bosch', 'Januar', 'Itelma'],
    tcus: [],
    code: generic('99999'),
    variants: [
      v('1.6 8V', 'na', 1596, 4, [2004, NOW], [82, 87, 90], 1),
      v('1.6 16V', 'na', 1596, 4, [2007, NOW], [98, 106], 2),
      v('1.7', 'na', 1690, 4, [1994, NOW], [80, 83], 2),
      v('1.8', 'na', 1774, 4, [2015, NOW], [122], 2),
    ],
  },
  bike: {
    ecuMakers: ['Keihin', 'Mitsubishi', 'Denso', 'Bosch', 'Marelli', 'Continental'],
    tcus: [],
    code: generic('AA99A'),
    variants: [
      v('125', 'bike', 124, 1, [1990, NOW], [11, 15], 1, { nmPerHp: 0.8 }),
      v('300', 'bike', 292, 2, [2008, NOW], [31, 39], 1, { nmPerHp: 0.75 }),
      v('390', 'bike', 373, 1, [2012, NOW], [43, 44], 1, { nmPerHp: 0.85 }),
      v('650', 'bike', 649, 2, [1995, NOW], [68, 72, 75], 2, { nmPerHp: 0.9 }),
      v('700', 'bike', 689, 2, [2013, NOW], [73, 75], 2, { nmPerHp: 0.92 }),
      v('800', 'bike', 798, 3, [2010, NOW], [110, 115, 140], 2, { nmPerHp: 0.68 }),
      v('900', 'bike', 890, 3, [2013, NOW], [105, 115, 119], 2, { nmPerHp: 0.8 }),
      v('1000', 'bike', 999, 4, [1995, NOW], [150, 165, 178, 190, 200, 207, 214], 3, { nmPerHp: 0.55 }),
      v('1200', 'bike', 1198, 2, [2005, NOW], [136, 150, 160], 3, { nmPerHp: 0.85 }),
      v('1300', 'bike', 1301, 2, [2010, NOW], [160, 175, 180], 3, { nmPerHp: 0.8 }),
    ],
  },
  truck: {
    ecuMakers: ['Bosch', 'Delphi', 'Denso', 'Continental'],
    tcus: [
      { manufacturer: 'ZF', name: 'TraXon' },
      { manufacturer: 'ZF', name: 'AS-Tronic' },
      { manufacturer: 'Allison', name: '3000 Series' },
    ],
    code: generic('AA99'),
    label: (variant) => `${(variant.cc / 1000).toFixed(1)}L ${variant.label}`,
    variants: [
      v('R4', 'truck', 5100, 4, [2005, NOW], [150, 180, 210], 1, { nmPerHp: 4.0 }),
      v('R6', 'truck', 7700, 6, [2000, NOW], [250, 280, 320, 350], 2, { nmPerHp: 4.3 }),
      v('R6', 'truck', 10800, 6, [2000, NOW], [370, 400, 430], 3, { nmPerHp: 5.0 }),
      v('R6', 'truck', 12800, 6, [1998, NOW], [440, 460, 480, 500, 510], 3, { nmPerHp: 5.0 }),
      v('V8', 'truck', 16400, 8, [2000, NOW], [540, 580, 620, 660, 730, 770], 4, { nmPerHp: 5.0 }),
    ],
  },
  tractor: {
    ecuMakers: ['Bosch', 'Deutz', 'Denso', 'Delphi'],
    tcus: [
      { manufacturer: 'ZF', name: 'Terramatic' },
      { manufacturer: 'Fendt', name: 'Vario ML' },
    ],
    code: generic('AA9999'),
    label: (variant) => `${(variant.cc / 1000).toFixed(1)}L ${variant.label}`,
    variants: [
      v('3-cyl', 'tractor', 2900, 3, [1995, NOW], [75, 85, 95], 1, { nmPerHp: 4.0 }),
      v('4-cyl', 'tractor', 4500, 4, [1995, NOW], [100, 110, 125, 135, 145], 2, { nmPerHp: 4.0 }),
      v('6-cyl', 'tractor', 6800, 6, [1995, NOW], [160, 175, 195, 215, 240, 260], 3, { nmPerHp: 4.1 }),
      v('6-cyl', 'tractor', 9000, 6, [2000, NOW], [300, 340, 380, 410], 4, { nmPerHp: 4.2 }),
      v('6-cyl', 'tractor', 12500, 6, [2005, NOW], [450, 500, 530, 590], 4, { nmPerHp: 4.3 }),
    ],
  },
  outboard: {
    ecuMakers: ['Mercury', 'Suzuki', 'Honda', 'Bosch', 'Yamaha'],
    tcus: [],
    code: generic('A9AA'),
    label: (variant) => `${(variant.cc / 1000).toFixed(1)}L ${variant.label}`,
    variants: [
      v('3-cyl', 'outboard', 1000, 3, [1995, NOW], [40, 50, 60], 1, { nmPerHp: 1.6 }),
      v('4-cyl', 'outboard', 2100, 4, [1995, NOW], [90, 115, 140, 150], 2, { nmPerHp: 1.45 }),
      v('V6', 'outboard', 3400, 6, [2000, NOW], [175, 200, 225, 250], 3, { nmPerHp: 1.35 }),
      v('V8', 'outboard', 4600, 8, [2010, NOW], [300, 350, 400, 450], 4, { nmPerHp: 1.3 }),
      v('Supercharged', 'outboard', 1630, 3, [2010, NOW], [230, 300, 310], 2, { nmPerHp: 1.0 }),
    ],
  },
  atv: {
    ecuMakers: ['Bosch', 'Continental', 'Keihin', 'Delphi'],
    tcus: [],
    code: generic('AA99A'),
    label: (variant) => `${variant.cc}cc ${variant.label}`,
    variants: [
      v('EFI', 'atv', 570, 1, [2005, NOW], [44, 46, 50], 1),
      v('EFI', 'atv', 850, 2, [2010, NOW], [78, 82], 2),
      v('EFI', 'atv', 999, 2, [2012, NOW], [90, 100, 110], 2),
      v('Turbo', 'atv', 925, 2, [2017, NOW], [168, 181, 195], 2, { nmPerHp: 0.85 }),
    ],
  },
};

export function family(name: EngineFamily): Family {
  return FAMILIES[name];
}

/** The variants a generation of this model can carry, by era and size. */
export function variantsFor(familyName: EngineFamily, model: string, segment: Segment, from: number, to: number): EngineVariant[] {
  const { variants, performance } = FAMILIES[familyName];
  const inEra = (variant: EngineVariant) => variant.from <= to && variant.to >= from;
  const sizes = SEGMENT_SIZES[segment];
  if (performance?.test(model)) {
    const dedicated = variants.filter((variant) => inEra(variant) && variant.models?.test(model));
    if (dedicated.length > 0) return dedicated;
  }
  const matching = variants.filter((variant) => inEra(variant) && (variant.models ? variant.models.test(model) : sizes.includes(variant.size)));
  if (matching.length > 0) return matching;
  // A model outside every era of its family still gets the variants nearest in time.
  return variants.filter((variant) => !variant.models && sizes.includes(variant.size)).slice(0, 3);
}

export function engineLabel(familyName: EngineFamily, variant: EngineVariant, context: { manufacturer: string; model: string }): string {
  const { label } = FAMILIES[familyName];
  return label ? label(variant, context) : variant.label;
}

interface EcuEntry extends Unit {
  from: number;
  to: number;
  fuel: 'diesel' | 'petrol';
}

function ecu(manufacturer: string, name: string, fuel: 'diesel' | 'petrol', from: number, to: number): EcuEntry {
  return { manufacturer, name, fuel, from, to };
}

const CAR_ECUS: EcuEntry[] = [
  ecu('Bosch', 'MSA15', 'diesel', 1994, 2000),
  ecu('Lucas', 'EPIC', 'diesel', 1995, 2002),
  ecu('Bosch', 'EDC15C3', 'diesel', 1998, 2004),
  ecu('Bosch', 'EDC15P+', 'diesel', 1999, 2005),
  ecu('Bosch', 'EDC16C34', 'diesel', 2004, 2010),
  ecu('Bosch', 'EDC16U34', 'diesel', 2004, 2009),
  ecu('Bosch', 'EDC17C46', 'diesel', 2008, 2016),
  ecu('Bosch', 'EDC17C64', 'diesel', 2012, 2020),
  ecu('Bosch', 'EDC17CP14', 'diesel', 2008, 2015),
  ecu('Bosch', 'MD1CS001', 'diesel', 2015, NOW),
  ecu('Bosch', 'MD1CS004', 'diesel', 2017, NOW),
  ecu('Siemens', 'SID803A', 'diesel', 2006, 2012),
  ecu('Siemens', 'PPD1.2', 'diesel', 2005, 2009),
  ecu('Continental', 'SID807EVO', 'diesel', 2010, 2018),
  ecu('Continental', 'SID208', 'diesel', 2011, 2019),
  ecu('Delphi', 'DCM3.5', 'diesel', 2009, 2016),
  ecu('Delphi', 'DCM6.2', 'diesel', 2012, 2021),
  ecu('Delphi', 'DCM7.1', 'diesel', 2017, NOW),
  ecu('Denso', 'SH7058', 'diesel', 2005, 2015),
  ecu('Denso', 'NEC 76F0049', 'diesel', 2012, NOW),
  ecu('Marelli', 'MJD 6F3', 'diesel', 2004, 2012),
  ecu('Marelli', 'MJD 8F3', 'diesel', 2010, 2020),
  ecu('Bosch', 'Motronic M2.9', 'petrol', 1990, 1996),
  ecu('Bosch', 'M1.5.4', 'petrol', 1990, 1998),
  ecu('Bosch', 'M3.8.3', 'petrol', 1996, 2001),
  ecu('Bosch', 'ME7.5', 'petrol', 1998, 2006),
  ecu('Bosch', 'ME7.1', 'petrol', 1998, 2006),
  ecu('Bosch', 'MED9.1', 'petrol', 2004, 2010),
  ecu('Bosch', 'MED17.5', 'petrol', 2008, 2018),
  ecu('Bosch', 'MEVD17.2', 'petrol', 2010, 2018),
  ecu('Bosch', 'MG1CS001', 'petrol', 2016, NOW),
  ecu('Bosch', 'MG1CS011', 'petrol', 2018, NOW),
  ecu('Continental', 'Simos18.1', 'petrol', 2013, NOW),
  ecu('Continental', 'SIM2K-250', 'petrol', 2014, NOW),
  ecu('Siemens', 'Simos 7.1', 'petrol', 2003, 2008),
  ecu('Siemens', 'MSD80', 'petrol', 2006, 2012),
  ecu('Siemens', 'MSV70', 'petrol', 2005, 2011),
  ecu('Marelli', 'IAW 5NF', 'petrol', 1999, 2008),
  ecu('Marelli', 'MM10JA', 'petrol', 2010, 2020),
  ecu('Denso', 'SH7055', 'petrol', 2002, 2012),
  ecu('Denso', 'NEC 76F00xx', 'petrol', 2012, NOW),
  ecu('Hitachi', 'SH7058', 'petrol', 2005, 2016),
  ecu('Delphi', 'MT80', 'petrol', 2006, 2016),
];

const OTHER_ECUS: Partial<Record<EngineKind, Unit[]>> = {
  bike: [
    { manufacturer: 'Keihin', name: 'KC8R' },
    { manufacturer: 'Mitsubishi', name: 'MH8111' },
    { manufacturer: 'Denso', name: 'SH72543' },
    { manufacturer: 'Bosch', name: 'ME17.8.5' },
    { manufacturer: 'Marelli', name: 'IAW 7SM' },
    { manufacturer: 'Continental', name: 'EMS3125' },
  ],
  truck: [
    { manufacturer: 'Bosch', name: 'EDC7C3' },
    { manufacturer: 'Bosch', name: 'EDC17CV41' },
    { manufacturer: 'Bosch', name: 'MD1CE100' },
    { manufacturer: 'Delphi', name: 'DCM3.7' },
    { manufacturer: 'Denso', name: 'NEC 76F0063' },
    { manufacturer: 'Continental', name: 'EMS2.4' },
  ],
  tractor: [
    { manufacturer: 'Bosch', name: 'EDC7UC31' },
    { manufacturer: 'Bosch', name: 'EDC17CV52' },
    { manufacturer: 'Deutz', name: 'EMR3' },
    { manufacturer: 'Denso', name: 'NEC 76F00xx' },
    { manufacturer: 'Delphi', name: 'DCM3.2' },
  ],
  outboard: [
    { manufacturer: 'Mercury', name: 'PCM 555' },
    { manufacturer: 'Yamaha', name: 'ECM 6AW' },
    { manufacturer: 'Suzuki', name: 'ECM 33920' },
    { manufacturer: 'Bosch', name: 'ME7.4' },
  ],
  atv: [
    { manufacturer: 'Bosch', name: 'ME17.8.8' },
    { manufacturer: 'Continental', name: 'EMS3130' },
    { manufacturer: 'Keihin', name: 'KC1' },
    { manufacturer: 'Delphi', name: 'MT05' },
  ],
};

/** One or two ECUs plausible for the engine's family, fuel and era. */
export function ecusFor(random: Random, familyName: EngineFamily, variant: EngineVariant, year: number): Unit[] {
  const others = OTHER_ECUS[variant.kind];
  if (others) return [random.pick(others)];
  const fuel = KINDS[variant.kind].fuel === 'fuel.diesel' ? 'diesel' : 'petrol';
  const { ecuMakers } = FAMILIES[familyName];
  const inEra = CAR_ECUS.filter((entry) => entry.fuel === fuel && entry.from <= year + 2 && entry.to >= year);
  const preferred = inEra.filter((entry) => ecuMakers.includes(entry.manufacturer));
  const pool = preferred.length > 0 ? preferred : inEra.length > 0 ? inEra : CAR_ECUS.filter((entry) => entry.fuel === fuel);
  const count = random.chance(0.2) ? 2 : 1;
  return random.sample(pool, count).map(({ manufacturer, name }) => ({ manufacturer, name }));
}

export function tcusFor(random: Random, familyName: EngineFamily): Unit[] {
  const { tcus } = FAMILIES[familyName];
  if (tcus.length === 0 || !random.chance(0.35)) return [];
  return [random.pick(tcus.length > 0 ? tcus : COMMON_TCUS)];
}

export function engineCode(random: Random, familyName: EngineFamily, variant: EngineVariant): string {
  return FAMILIES[familyName].code(random, variant);
}
