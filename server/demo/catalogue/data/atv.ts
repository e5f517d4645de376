import type { ManufacturerSpec } from './types';

/** ATV, quad and UTV / side-by-side: hand-curated makes, models and generations, 1990-2026. */
export const atv: ManufacturerSpec[] = [
  {
    name: 'Polaris',
    family: 'atv',
    models: [
      { name: 'Sportsman 500', segment: 'atv', generations: [
        { name: 'I', from: 1996, to: 2001 },
        { name: 'H.O.', from: 2002, to: 2013 },
      ] },
      { name: 'Sportsman 570', segment: 'atv', generations: [
        { name: 'I', from: 2014, to: 2020 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
      { name: 'Sportsman 850', segment: 'atv', generations: [
        { name: 'I', from: 2009, to: 2016 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: 'Sportsman XP 1000', segment: 'atv', generations: [
        { name: 'I', from: 2015, to: 2026 },
      ] },
      { name: 'RZR XP 1000', segment: 'atv', generations: [
        { name: 'I', from: 2014, to: 2023 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'RZR Turbo', segment: 'atv', generations: [
        { name: 'XP Turbo', from: 2016, to: 2021 },
        { name: 'Turbo R', from: 2022, to: 2026 },
      ] },
      { name: 'RZR Pro XP', segment: 'atv', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'Ranger XP 1000', segment: 'atv', generations: [
        { name: 'I', from: 2017, to: 2023 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Can-Am',
    family: 'atv',
    models: [
      { name: 'Traxter', segment: 'atv', generations: [
        { name: 'I', from: 1999, to: 2005 },
      ] },
      { name: 'DS 450', segment: 'atv', generations: [
        { name: 'I', from: 2008, to: 2015 },
      ] },
      { name: 'Outlander', segment: 'atv', generations: [
        { name: 'G1', from: 2006, to: 2011 },
        { name: 'G2', from: 2012, to: 2023 },
        { name: 'G3', from: 2024, to: 2026 },
      ] },
      { name: 'Renegade', segment: 'atv', generations: [
        { name: 'G1', from: 2007, to: 2011 },
        { name: 'G2', from: 2012, to: 2026 },
      ] },
      { name: 'Commander', segment: 'atv', generations: [
        { name: 'I', from: 2011, to: 2020 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
      { name: 'Maverick', segment: 'atv', generations: [
        { name: 'I', from: 2013, to: 2018 },
      ] },
      { name: 'Maverick X3', segment: 'atv', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
      { name: 'Defender', segment: 'atv', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Yamaha ATV',
    family: 'atv',
    models: [
      { name: 'Banshee', segment: 'atv', generations: [
        { name: 'YFZ350', from: 1990, to: 2006 },
      ] },
      { name: 'Kodiak', segment: 'atv', generations: [
        { name: '400', from: 1993, to: 1999 },
        { name: '450', from: 2003, to: 2006 },
        { name: '700', from: 2016, to: 2026 },
      ] },
      { name: 'Grizzly', segment: 'atv', generations: [
        { name: '600', from: 1998, to: 2001 },
        { name: '660', from: 2002, to: 2008 },
        { name: '700', from: 2007, to: 2026 },
      ] },
      { name: 'YFZ450', segment: 'atv', generations: [
        { name: 'I', from: 2004, to: 2013 },
        { name: 'YFZ450R', from: 2009, to: 2026 },
      ] },
      { name: 'Raptor 700', segment: 'atv', generations: [
        { name: 'I', from: 2006, to: 2014 },
        { name: 'II', from: 2015, to: 2026 },
      ] },
      { name: 'Rhino', segment: 'atv', generations: [
        { name: '660', from: 2004, to: 2007 },
        { name: '700', from: 2008, to: 2013 },
      ] },
      { name: 'Wolverine', segment: 'atv', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'YXZ1000R', segment: 'atv', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Honda ATV',
    family: 'atv',
    models: [
      { name: 'TRX250X', segment: 'atv', generations: [
        { name: 'I', from: 1990, to: 1992 },
        { name: 'II', from: 2009, to: 2014 },
      ] },
      { name: 'TRX450R', segment: 'atv', generations: [
        { name: 'I', from: 2004, to: 2014 },
      ] },
      { name: 'FourTrax Rancher', segment: 'atv', generations: [
        { name: 'TRX350', from: 2000, to: 2006 },
        { name: 'TRX420', from: 2007, to: 2013 },
        { name: 'TRX420 II', from: 2014, to: 2026 },
      ] },
      { name: 'FourTrax Foreman', segment: 'atv', generations: [
        { name: 'TRX400', from: 1995, to: 2003 },
        { name: 'TRX500', from: 2005, to: 2013 },
        { name: 'TRX520', from: 2020, to: 2026 },
      ] },
      { name: 'FourTrax Rincon', segment: 'atv', generations: [
        { name: 'TRX650', from: 2003, to: 2005 },
        { name: 'TRX680', from: 2006, to: 2026 },
      ] },
      { name: 'Big Red', segment: 'atv', generations: [
        { name: 'MUV700', from: 2009, to: 2013 },
      ] },
      { name: 'Pioneer 1000', segment: 'atv', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'Talon 1000', segment: 'atv', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Arctic Cat',
    family: 'atv',
    models: [
      { name: '500 4x4', segment: 'atv', generations: [
        { name: 'I', from: 1998, to: 2016 },
      ] },
      { name: 'Prowler', segment: 'atv', generations: [
        { name: 'I', from: 2006, to: 2014 },
        { name: 'Pro', from: 2019, to: 2024 },
      ] },
      { name: 'Thundercat', segment: 'atv', generations: [
        { name: 'I', from: 2008, to: 2014 },
      ] },
      { name: 'Mudpro', segment: 'atv', generations: [
        { name: 'I', from: 2011, to: 2016 },
      ] },
      { name: 'Wildcat', segment: 'atv', generations: [
        { name: 'I', from: 2012, to: 2019 },
        { name: 'XX', from: 2018, to: 2021 },
      ] },
      { name: 'Alterra', segment: 'atv', generations: [
        { name: 'I', from: 2017, to: 2024 },
      ] },
    ],
  },
  {
    name: 'Kawasaki ATV',
    family: 'atv',
    models: [
      { name: 'Prairie', segment: 'atv', generations: [
        { name: '400', from: 1997, to: 2002 },
        { name: '650', from: 2002, to: 2003 },
        { name: '700', from: 2004, to: 2006 },
      ] },
      { name: 'KFX700', segment: 'atv', generations: [
        { name: 'I', from: 2004, to: 2011 },
      ] },
      { name: 'KFX450R', segment: 'atv', generations: [
        { name: 'I', from: 2008, to: 2014 },
      ] },
      { name: 'Brute Force 300', segment: 'atv', generations: [
        { name: 'I', from: 2012, to: 2026 },
      ] },
      { name: 'Brute Force 750', segment: 'atv', generations: [
        { name: 'I', from: 2005, to: 2011 },
        { name: 'II', from: 2012, to: 2026 },
      ] },
      { name: 'Mule', segment: 'atv', generations: [
        { name: '2510', from: 1990, to: 2004 },
        { name: '3010', from: 2001, to: 2008 },
        { name: 'Pro-FX', from: 2015, to: 2026 },
      ] },
      { name: 'Teryx', segment: 'atv', generations: [
        { name: 'I', from: 2008, to: 2013 },
        { name: 'II', from: 2014, to: 2026 },
      ] },
      { name: 'Teryx KRX 1000', segment: 'atv', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'CFMoto ATV',
    family: 'atv',
    models: [
      { name: 'CForce 450', segment: 'atv', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
      { name: 'CForce 520', segment: 'atv', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'CForce 625', segment: 'atv', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'CForce 800', segment: 'atv', generations: [
        { name: 'I', from: 2014, to: 2019 },
        { name: 'II', from: 2019, to: 2026 },
      ] },
      { name: 'CForce 1000', segment: 'atv', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'UForce 1000', segment: 'atv', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'ZForce 950', segment: 'atv', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Suzuki ATV',
    family: 'atv',
    models: [
      { name: 'Ozark 250', segment: 'atv', generations: [
        { name: 'I', from: 2002, to: 2018 },
      ] },
      { name: 'Eiger 400', segment: 'atv', generations: [
        { name: 'I', from: 2002, to: 2007 },
      ] },
      { name: 'Vinson 500', segment: 'atv', generations: [
        { name: 'I', from: 2002, to: 2007 },
      ] },
      { name: 'QuadSport Z400', segment: 'atv', generations: [
        { name: 'I', from: 2003, to: 2014 },
      ] },
      { name: 'QuadRacer R450', segment: 'atv', generations: [
        { name: 'I', from: 2006, to: 2011 },
      ] },
      { name: 'KingQuad 400', segment: 'atv', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
      { name: 'KingQuad 500', segment: 'atv', generations: [
        { name: 'I', from: 2009, to: 2026 },
      ] },
      { name: 'KingQuad 750', segment: 'atv', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Segway Powersports',
    family: 'atv',
    models: [
      { name: 'Snarler AT5', segment: 'atv', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'Snarler AT6', segment: 'atv', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'Villain SX10', segment: 'atv', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
      { name: 'Fugleman UT10', segment: 'atv', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
    ],
  },
];
