import type { ManufacturerSpec } from './types';

/**
 * Marine: outboards, inboards / sterndrives and personal watercraft, 1990-2026.
 * "Yamaha Marine" is not listed here: the generator adds it itself.
 */
export const marine: ManufacturerSpec[] = [
  {
    name: 'Mercury',
    family: 'outboard',
    models: [
      { name: 'FourStroke 9.9', segment: 'outboard', generations: [
        { name: 'I', from: 1996, to: 2011 },
        { name: 'II', from: 2012, to: 2026 },
      ] },
      { name: 'FourStroke 60', segment: 'outboard', generations: [
        { name: 'I', from: 2002, to: 2013 },
        { name: 'II', from: 2014, to: 2026 },
      ] },
      { name: 'FourStroke 115', segment: 'outboard', generations: [
        { name: 'I', from: 2001, to: 2013 },
        { name: 'II', from: 2014, to: 2026 },
      ] },
      { name: 'FourStroke 150', segment: 'outboard', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: 'FourStroke V8', segment: 'outboard', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
      { name: 'OptiMax', segment: 'outboard', generations: [
        { name: 'I', from: 1998, to: 2019 },
      ] },
      { name: 'Pro XS', segment: 'outboard', generations: [
        { name: 'OptiMax', from: 2005, to: 2019 },
        { name: 'FourStroke', from: 2019, to: 2026 },
      ] },
      { name: 'SeaPro', segment: 'outboard', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
      { name: 'Verado', segment: 'outboard', generations: [
        { name: 'L6', from: 2005, to: 2018 },
        { name: 'V8', from: 2018, to: 2026 },
        { name: 'V12', from: 2021, to: 2026 },
      ] },
      { name: 'Racing 300R', segment: 'outboard', generations: [
        { name: 'I', from: 2006, to: 2018 },
      ] },
      { name: 'Racing 450R', segment: 'outboard', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Evinrude',
    family: 'outboard',
    models: [
      { name: '90 V4', segment: 'outboard', generations: [
        { name: 'Carb', from: 1990, to: 2001 },
      ] },
      { name: 'FICHT 150', segment: 'outboard', generations: [
        { name: 'I', from: 1997, to: 2001 },
      ] },
      { name: 'E-TEC 25', segment: 'outboard', generations: [
        { name: 'I', from: 2007, to: 2020 },
      ] },
      { name: 'E-TEC 90', segment: 'outboard', generations: [
        { name: 'I', from: 2004, to: 2020 },
      ] },
      { name: 'E-TEC 150', segment: 'outboard', generations: [
        { name: 'I', from: 2004, to: 2020 },
      ] },
      { name: 'E-TEC G2 200', segment: 'outboard', generations: [
        { name: 'G2', from: 2015, to: 2020 },
      ] },
      { name: 'E-TEC G2 300', segment: 'outboard', generations: [
        { name: 'G2', from: 2014, to: 2020 },
      ] },
    ],
  },
  {
    name: 'Volvo Penta',
    family: 'outboard',
    models: [
      { name: 'TAMD', segment: 'inboard', generations: [
        { name: 'TAMD 41', from: 1990, to: 1999 },
        { name: 'TAMD 63', from: 1995, to: 2006 },
      ] },
      { name: 'KAD', segment: 'inboard', generations: [
        { name: 'KAD 44', from: 1996, to: 2003 },
        { name: 'KAD 300', from: 2003, to: 2012 },
      ] },
      { name: '5.7 GXi', segment: 'inboard', generations: [
        { name: 'I', from: 1998, to: 2010 },
      ] },
      { name: 'V6', segment: 'inboard', generations: [
        { name: 'I', from: 2011, to: 2026 },
      ] },
      { name: 'V8', segment: 'inboard', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
      { name: 'D2', segment: 'inboard', generations: [
        { name: 'I', from: 2004, to: 2026 },
      ] },
      { name: 'D4', segment: 'inboard', generations: [
        { name: 'I', from: 2004, to: 2010 },
        { name: 'II', from: 2010, to: 2026 },
      ] },
      { name: 'D6', segment: 'inboard', generations: [
        { name: 'I', from: 2004, to: 2010 },
        { name: 'II', from: 2010, to: 2026 },
      ] },
      { name: 'D11', segment: 'inboard', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
      { name: 'D13', segment: 'inboard', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Suzuki Marine',
    family: 'outboard',
    models: [
      { name: 'DT40', segment: 'outboard', generations: [
        { name: 'I', from: 1990, to: 2010 },
      ] },
      { name: 'DT200', segment: 'outboard', generations: [
        { name: 'Exanté', from: 1990, to: 2003 },
      ] },
      { name: 'DF20', segment: 'outboard', generations: [
        { name: 'DF20', from: 2002, to: 2014 },
        { name: 'DF20A', from: 2015, to: 2026 },
      ] },
      { name: 'DF60', segment: 'outboard', generations: [
        { name: 'DF60', from: 1998, to: 2013 },
        { name: 'DF60A', from: 2014, to: 2026 },
      ] },
      { name: 'DF90', segment: 'outboard', generations: [
        { name: 'DF90', from: 2001, to: 2009 },
        { name: 'DF90A', from: 2010, to: 2026 },
      ] },
      { name: 'DF115', segment: 'outboard', generations: [
        { name: 'DF115', from: 2000, to: 2008 },
        { name: 'DF115A', from: 2009, to: 2026 },
      ] },
      { name: 'DF140', segment: 'outboard', generations: [
        { name: 'DF140', from: 2000, to: 2011 },
        { name: 'DF140A', from: 2012, to: 2026 },
      ] },
      { name: 'DF200', segment: 'outboard', generations: [
        { name: 'DF200', from: 2004, to: 2011 },
        { name: 'DF200A', from: 2012, to: 2026 },
      ] },
      { name: 'DF250', segment: 'outboard', generations: [
        { name: 'I', from: 2004, to: 2026 },
      ] },
      { name: 'DF300', segment: 'outboard', generations: [
        { name: 'DF300', from: 2006, to: 2010 },
        { name: 'DF300AP', from: 2011, to: 2026 },
      ] },
      { name: 'DF350A', segment: 'outboard', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Honda Marine',
    family: 'outboard',
    models: [
      { name: 'BF20', segment: 'outboard', generations: [
        { name: 'I', from: 1998, to: 2008 },
        { name: 'II', from: 2009, to: 2026 },
      ] },
      { name: 'BF50', segment: 'outboard', generations: [
        { name: 'I', from: 1998, to: 2012 },
        { name: 'II', from: 2013, to: 2026 },
      ] },
      { name: 'BF90', segment: 'outboard', generations: [
        { name: 'I', from: 1997, to: 2006 },
        { name: 'II', from: 2007, to: 2026 },
      ] },
      { name: 'BF115', segment: 'outboard', generations: [
        { name: 'I', from: 2001, to: 2011 },
        { name: 'II', from: 2012, to: 2026 },
      ] },
      { name: 'BF150', segment: 'outboard', generations: [
        { name: 'I', from: 2004, to: 2026 },
      ] },
      { name: 'BF225', segment: 'outboard', generations: [
        { name: 'I', from: 2002, to: 2012 },
        { name: 'II', from: 2013, to: 2026 },
      ] },
      { name: 'BF250', segment: 'outboard', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
      { name: 'BF350', segment: 'outboard', generations: [
        { name: 'I', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Tohatsu',
    family: 'outboard',
    models: [
      { name: 'M40', segment: 'outboard', generations: [
        { name: 'I', from: 1990, to: 2026 },
      ] },
      { name: 'TLDI 90', segment: 'outboard', generations: [
        { name: 'I', from: 2002, to: 2019 },
      ] },
      { name: 'TLDI 115', segment: 'outboard', generations: [
        { name: 'I', from: 2002, to: 2019 },
      ] },
      { name: 'MFS 9.8', segment: 'outboard', generations: [
        { name: 'B', from: 2005, to: 2026 },
      ] },
      { name: 'MFS 20', segment: 'outboard', generations: [
        { name: 'E', from: 2012, to: 2026 },
      ] },
      { name: 'MFS 50', segment: 'outboard', generations: [
        { name: 'A', from: 2008, to: 2026 },
      ] },
      { name: 'MFS 60', segment: 'outboard', generations: [
        { name: 'A', from: 2014, to: 2026 },
      ] },
      { name: 'MFS 115', segment: 'outboard', generations: [
        { name: 'A', from: 2011, to: 2026 },
      ] },
    ],
  },
  {
    name: 'MerCruiser',
    family: 'outboard',
    models: [
      { name: '3.0L', segment: 'inboard', generations: [
        { name: 'Carb', from: 1990, to: 2007 },
        { name: 'MPI', from: 2008, to: 2026 },
      ] },
      { name: '4.3L', segment: 'inboard', generations: [
        { name: 'Carb', from: 1990, to: 1998 },
        { name: 'MPI', from: 1999, to: 2019 },
      ] },
      { name: '4.5L V6', segment: 'inboard', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: '5.0L MPI', segment: 'inboard', generations: [
        { name: 'I', from: 1996, to: 2016 },
      ] },
      { name: '350 MAG', segment: 'inboard', generations: [
        { name: 'MPI', from: 1998, to: 2010 },
      ] },
      { name: '377 MAG', segment: 'inboard', generations: [
        { name: 'MPI', from: 2000, to: 2010 },
      ] },
      { name: '496 MAG', segment: 'inboard', generations: [
        { name: 'I', from: 2003, to: 2012 },
      ] },
      { name: '6.2L', segment: 'inboard', generations: [
        { name: 'I', from: 2009, to: 2026 },
      ] },
      { name: '8.2 MAG', segment: 'inboard', generations: [
        { name: 'I', from: 2007, to: 2026 },
      ] },
      { name: 'TDI 3.0', segment: 'inboard', generations: [
        { name: 'I', from: 2010, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Yanmar',
    family: 'outboard',
    models: [
      { name: '1GM10', segment: 'inboard', generations: [
        { name: 'I', from: 1990, to: 2026 },
      ] },
      { name: '2YM15', segment: 'inboard', generations: [
        { name: 'I', from: 2005, to: 2026 },
      ] },
      { name: '3YM30', segment: 'inboard', generations: [
        { name: 'I', from: 2005, to: 2026 },
      ] },
      { name: '3JH', segment: 'inboard', generations: [
        { name: '3JH2', from: 1990, to: 2001 },
        { name: '3JH3', from: 2001, to: 2007 },
        { name: '3JH5', from: 2008, to: 2026 },
      ] },
      { name: '4JH', segment: 'inboard', generations: [
        { name: '4JH2', from: 1990, to: 2001 },
        { name: '4JH3', from: 2001, to: 2007 },
        { name: '4JH4', from: 2008, to: 2014 },
        { name: '4JH5', from: 2015, to: 2026 },
      ] },
      { name: '6LPA', segment: 'inboard', generations: [
        { name: 'I', from: 1995, to: 2010 },
      ] },
      { name: '6LY', segment: 'inboard', generations: [
        { name: '6LY2', from: 1998, to: 2003 },
        { name: '6LY3', from: 2004, to: 2015 },
        { name: '6LY440', from: 2016, to: 2026 },
      ] },
      { name: '8LV', segment: 'inboard', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Sea-Doo',
    family: 'outboard',
    models: [
      { name: 'Spark', segment: 'pwc', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
      { name: 'XP', segment: 'pwc', generations: [
        { name: 'I', from: 1993, to: 2004 },
      ] },
      { name: 'GSX', segment: 'pwc', generations: [
        { name: 'I', from: 1996, to: 2002 },
      ] },
      { name: 'GTI', segment: 'pwc', generations: [
        { name: 'I', from: 1997, to: 2010 },
        { name: 'II', from: 2011, to: 2017 },
        { name: 'ST3', from: 2018, to: 2026 },
      ] },
      { name: 'GTX', segment: 'pwc', generations: [
        { name: 'I', from: 1992, to: 2001 },
        { name: '4-TEC', from: 2002, to: 2010 },
        { name: 'S3', from: 2011, to: 2017 },
        { name: 'ST3', from: 2018, to: 2026 },
      ] },
      { name: 'RXP', segment: 'pwc', generations: [
        { name: 'I', from: 2004, to: 2011 },
        { name: 'RXP-X', from: 2012, to: 2020 },
        { name: 'T3', from: 2021, to: 2026 },
      ] },
      { name: 'RXT', segment: 'pwc', generations: [
        { name: 'I', from: 2005, to: 2009 },
        { name: 'II', from: 2010, to: 2017 },
        { name: 'ST3', from: 2018, to: 2026 },
      ] },
      { name: 'Wake Pro', segment: 'pwc', generations: [
        { name: 'I', from: 2010, to: 2017 },
        { name: 'ST3', from: 2018, to: 2026 },
      ] },
      { name: 'Fish Pro', segment: 'pwc', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Kawasaki Jet Ski',
    family: 'outboard',
    models: [
      { name: '750 SX', segment: 'pwc', generations: [
        { name: 'I', from: 1992, to: 1998 },
      ] },
      { name: 'STX-12F', segment: 'pwc', generations: [
        { name: 'I', from: 2003, to: 2007 },
      ] },
      { name: 'STX-15F', segment: 'pwc', generations: [
        { name: 'I', from: 2004, to: 2026 },
      ] },
      { name: 'SX-R', segment: 'pwc', generations: [
        { name: '800', from: 2003, to: 2011 },
        { name: '1500', from: 2017, to: 2026 },
      ] },
      { name: 'Ultra', segment: 'pwc', generations: [
        { name: '250X', from: 2007, to: 2008 },
        { name: '260X', from: 2009, to: 2013 },
        { name: '310', from: 2014, to: 2026 },
      ] },
    ],
  },
];
