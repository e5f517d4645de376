import type { ManufacturerSpec } from './types';

/**
 * Agriculture: tractors and harvesters, hand-curated makes, series and generations, 1990-2026.
 * Model names are the series the trade uses ("6R", "Vario 700", "Lexion", "Magnum", "T7").
 */
export const agriculture: ManufacturerSpec[] = [
  {
    name: 'John Deere',
    family: 'tractor',
    models: [
      { name: '5E', segment: 'tractor-small', generations: [
        { name: 'I', from: 2010, to: 2018 },
        { name: 'II', from: 2018, to: 2026 },
      ] },
      { name: '5R', segment: 'tractor-small', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: '6000 Series', segment: 'tractor-small', generations: [
        { name: '6000', from: 1992, to: 1998 },
        { name: '6010', from: 1998, to: 2001 },
        { name: '6020', from: 2001, to: 2007 },
        { name: '6030', from: 2007, to: 2012 },
      ] },
      { name: '6M', segment: 'tractor-small', generations: [
        { name: 'I', from: 2013, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: '6R', segment: 'tractor-big', generations: [
        { name: 'I', from: 2011, to: 2014 },
        { name: 'II', from: 2015, to: 2020 },
        { name: 'III', from: 2021, to: 2026 },
      ] },
      { name: '7000 Series', segment: 'tractor-big', generations: [
        { name: '7010', from: 1997, to: 2002 },
        { name: '7020', from: 2002, to: 2007 },
        { name: '7030', from: 2007, to: 2011 },
      ] },
      { name: '7R', segment: 'tractor-big', generations: [
        { name: 'I', from: 2011, to: 2020 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: '8000 Series', segment: 'tractor-big', generations: [
        { name: '8000', from: 1994, to: 1999 },
        { name: '8010', from: 1999, to: 2002 },
        { name: '8020', from: 2002, to: 2005 },
        { name: '8030', from: 2005, to: 2009 },
      ] },
      { name: '8R', segment: 'tractor-big', generations: [
        { name: 'I', from: 2009, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: '9R', segment: 'tractor-big', generations: [
        { name: 'I', from: 2012, to: 2021 },
        { name: 'II', from: 2022, to: 2026 },
      ] },
      { name: 'T-Series', segment: 'harvester', generations: [
        { name: 'T60', from: 2008, to: 2019 },
        { name: 'T6', from: 2020, to: 2026 },
      ] },
      { name: 'S-Series', segment: 'harvester', generations: [
        { name: 'S600', from: 2011, to: 2017 },
        { name: 'S700', from: 2018, to: 2022 },
        { name: 'X9', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Fendt',
    family: 'tractor',
    models: [
      { name: 'Farmer', segment: 'tractor-small', generations: [
        { name: '300', from: 1990, to: 1996 },
        { name: '400 Vario', from: 1999, to: 2007 },
      ] },
      { name: 'Favorit', segment: 'tractor-big', generations: [
        { name: '500', from: 1993, to: 1999 },
        { name: '800', from: 1993, to: 2003 },
      ] },
      { name: 'Vario 200', segment: 'tractor-small', generations: [
        { name: 'I', from: 2009, to: 2017 },
        { name: 'II', from: 2018, to: 2026 },
      ] },
      { name: 'Vario 300', segment: 'tractor-small', generations: [
        { name: 'I', from: 2007, to: 2013 },
        { name: 'S4', from: 2014, to: 2019 },
        { name: 'Gen4', from: 2020, to: 2026 },
      ] },
      { name: 'Vario 500', segment: 'tractor-small', generations: [
        { name: 'I', from: 2011, to: 2014 },
        { name: 'S4', from: 2015, to: 2026 },
      ] },
      { name: 'Vario 700', segment: 'tractor-big', generations: [
        { name: 'I', from: 2007, to: 2011 },
        { name: 'SCR', from: 2012, to: 2015 },
        { name: 'S4', from: 2016, to: 2019 },
        { name: 'Gen6', from: 2020, to: 2026 },
      ] },
      { name: 'Vario 800', segment: 'tractor-big', generations: [
        { name: 'I', from: 2009, to: 2014 },
        { name: 'S4', from: 2015, to: 2026 },
      ] },
      { name: 'Vario 900', segment: 'tractor-big', generations: [
        { name: 'Favorit 926', from: 1996, to: 2002 },
        { name: 'TMS', from: 2002, to: 2013 },
        { name: 'S4', from: 2014, to: 2020 },
        { name: 'Gen6', from: 2020, to: 2026 },
      ] },
      { name: 'Vario 1000', segment: 'tractor-big', generations: [
        { name: 'I', from: 2015, to: 2026 },
      ] },
      { name: 'Ideal', segment: 'harvester', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Claas',
    family: 'tractor',
    models: [
      { name: 'Elios', segment: 'tractor-small', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'Nexos', segment: 'tractor-small', generations: [
        { name: 'I', from: 2007, to: 2026 },
      ] },
      { name: 'Ares', segment: 'tractor-small', generations: [
        { name: 'I', from: 2000, to: 2008 },
      ] },
      { name: 'Arion', segment: 'tractor-small', generations: [
        { name: 'I', from: 2007, to: 2012 },
        { name: 'II', from: 2013, to: 2026 },
      ] },
      { name: 'Axion', segment: 'tractor-big', generations: [
        { name: '800', from: 2006, to: 2026 },
        { name: '900', from: 2010, to: 2026 },
      ] },
      { name: 'Xerion', segment: 'tractor-big', generations: [
        { name: 'I', from: 1997, to: 2013 },
        { name: 'II', from: 2014, to: 2026 },
      ] },
      { name: 'Dominator', segment: 'harvester', generations: [
        { name: 'I', from: 1990, to: 2004 },
      ] },
      { name: 'Mega', segment: 'harvester', generations: [
        { name: '200', from: 1993, to: 2000 },
        { name: '300', from: 2000, to: 2004 },
      ] },
      { name: 'Lexion', segment: 'harvester', generations: [
        { name: '400', from: 1996, to: 2004 },
        { name: '500', from: 2004, to: 2012 },
        { name: '700', from: 2013, to: 2019 },
        { name: '8000', from: 2019, to: 2026 },
      ] },
      { name: 'Tucano', segment: 'harvester', generations: [
        { name: 'I', from: 2007, to: 2016 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: 'Trion', segment: 'harvester', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'Jaguar', segment: 'harvester', generations: [
        { name: '800', from: 1993, to: 2010 },
        { name: '900', from: 2010, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Case IH',
    family: 'tractor',
    models: [
      { name: 'JX', segment: 'tractor-small', generations: [
        { name: 'I', from: 2000, to: 2010 },
      ] },
      { name: 'Farmall', segment: 'tractor-small', generations: [
        { name: 'I', from: 2012, to: 2026 },
      ] },
      { name: 'Vestrum', segment: 'tractor-small', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'Maxxum', segment: 'tractor-small', generations: [
        { name: '5100', from: 1990, to: 1997 },
        { name: 'MX', from: 1997, to: 2002 },
        { name: 'II', from: 2007, to: 2026 },
      ] },
      { name: 'Puma', segment: 'tractor-big', generations: [
        { name: 'I', from: 2007, to: 2012 },
        { name: 'II', from: 2013, to: 2026 },
      ] },
      { name: 'Optum', segment: 'tractor-big', generations: [
        { name: 'I', from: 2015, to: 2026 },
      ] },
      { name: 'Magnum', segment: 'tractor-big', generations: [
        { name: '7100', from: 1990, to: 1993 },
        { name: '7200', from: 1993, to: 1998 },
        { name: 'MX', from: 1998, to: 2006 },
        { name: 'II', from: 2007, to: 2026 },
      ] },
      { name: 'Steiger', segment: 'tractor-big', generations: [
        { name: '9300', from: 1995, to: 2000 },
        { name: 'STX', from: 2000, to: 2007 },
        { name: 'II', from: 2008, to: 2026 },
      ] },
      { name: 'Axial-Flow', segment: 'harvester', generations: [
        { name: '1600', from: 1990, to: 1996 },
        { name: '2300', from: 1997, to: 2008 },
        { name: '7010', from: 2007, to: 2012 },
        { name: '250', from: 2013, to: 2026 },
      ] },
    ],
  },
  {
    name: 'New Holland',
    family: 'tractor',
    models: [
      { name: 'T4', segment: 'tractor-small', generations: [
        { name: 'I', from: 2012, to: 2026 },
      ] },
      { name: 'T5', segment: 'tractor-small', generations: [
        { name: 'I', from: 2012, to: 2026 },
      ] },
      { name: 'TS', segment: 'tractor-small', generations: [
        { name: 'I', from: 1997, to: 2004 },
        { name: 'TSA', from: 2003, to: 2008 },
      ] },
      { name: 'T6', segment: 'tractor-small', generations: [
        { name: 'I', from: 2009, to: 2016 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: 'TM', segment: 'tractor-big', generations: [
        { name: 'I', from: 1999, to: 2007 },
      ] },
      { name: 'T7', segment: 'tractor-big', generations: [
        { name: 'T7000', from: 2007, to: 2011 },
        { name: 'I', from: 2011, to: 2019 },
        { name: 'HD', from: 2020, to: 2026 },
      ] },
      { name: 'T8', segment: 'tractor-big', generations: [
        { name: 'I', from: 2011, to: 2019 },
        { name: 'Genesis', from: 2020, to: 2026 },
      ] },
      { name: 'T9', segment: 'tractor-big', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
      { name: 'TC', segment: 'harvester', generations: [
        { name: 'I', from: 1998, to: 2010 },
        { name: 'TC5', from: 2010, to: 2026 },
      ] },
      { name: 'CX', segment: 'harvester', generations: [
        { name: 'CX', from: 2002, to: 2007 },
        { name: 'CX8000', from: 2007, to: 2026 },
      ] },
      { name: 'CR', segment: 'harvester', generations: [
        { name: 'CR', from: 2002, to: 2011 },
        { name: 'CR Revelation', from: 2019, to: 2026 },
      ] },
      { name: 'FR', segment: 'harvester', generations: [
        { name: 'FR9000', from: 2007, to: 2012 },
        { name: 'FR', from: 2012, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Massey Ferguson',
    family: 'tractor',
    models: [
      { name: '300 Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 1990, to: 1997 },
      ] },
      { name: '4200 Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 1997, to: 2003 },
      ] },
      { name: '5000 Series', segment: 'tractor-small', generations: [
        { name: '5400', from: 2003, to: 2011 },
        { name: '5600', from: 2012, to: 2018 },
        { name: '5700 S', from: 2018, to: 2026 },
      ] },
      { name: '6000 Series', segment: 'tractor-small', generations: [
        { name: '6100', from: 1995, to: 2003 },
        { name: '6400', from: 2003, to: 2011 },
        { name: '6600', from: 2012, to: 2018 },
        { name: '6700 S', from: 2018, to: 2026 },
      ] },
      { name: '7000 Series', segment: 'tractor-big', generations: [
        { name: '7400', from: 2003, to: 2011 },
        { name: '7600', from: 2011, to: 2017 },
        { name: '7700 S', from: 2017, to: 2026 },
      ] },
      { name: '8000 Series', segment: 'tractor-big', generations: [
        { name: '8200', from: 1997, to: 2003 },
        { name: '8400', from: 2003, to: 2008 },
        { name: '8600', from: 2011, to: 2015 },
        { name: '8700 S', from: 2015, to: 2026 },
      ] },
      { name: '8S', segment: 'tractor-big', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'Activa', segment: 'harvester', generations: [
        { name: 'I', from: 2005, to: 2015 },
      ] },
      { name: 'Ideal', segment: 'harvester', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Deutz-Fahr',
    family: 'tractor',
    models: [
      { name: 'AgroStar', segment: 'tractor-big', generations: [
        { name: 'I', from: 1990, to: 1996 },
      ] },
      { name: 'Agroplus', segment: 'tractor-small', generations: [
        { name: 'I', from: 2003, to: 2016 },
      ] },
      { name: 'Agrofarm', segment: 'tractor-small', generations: [
        { name: 'I', from: 2006, to: 2016 },
      ] },
      { name: 'Agrotron', segment: 'tractor-big', generations: [
        { name: 'I', from: 1995, to: 2004 },
        { name: 'TTV', from: 2005, to: 2012 },
      ] },
      { name: '5 Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: '6 Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 2013, to: 2020 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
      { name: '7 Series', segment: 'tractor-big', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
      { name: '9 Series', segment: 'tractor-big', generations: [
        { name: 'I', from: 2015, to: 2026 },
      ] },
      { name: 'C9000', segment: 'harvester', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Valtra',
    family: 'tractor',
    models: [
      { name: 'Valmet 6000', segment: 'tractor-small', generations: [
        { name: 'Mezzo', from: 1993, to: 2000 },
      ] },
      { name: 'Valmet 8000', segment: 'tractor-big', generations: [
        { name: 'Mega', from: 1993, to: 2000 },
      ] },
      { name: 'HiTech', segment: 'tractor-big', generations: [
        { name: 'I', from: 1998, to: 2003 },
      ] },
      { name: 'A Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 2005, to: 2017 },
        { name: 'A4', from: 2018, to: 2026 },
      ] },
      { name: 'G Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'N Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 2003, to: 2008 },
        { name: 'II', from: 2008, to: 2013 },
        { name: 'N4', from: 2014, to: 2020 },
        { name: 'N5', from: 2021, to: 2026 },
      ] },
      { name: 'T Series', segment: 'tractor-big', generations: [
        { name: 'I', from: 2003, to: 2009 },
        { name: 'II', from: 2010, to: 2014 },
        { name: 'T4', from: 2015, to: 2020 },
        { name: 'T5', from: 2021, to: 2026 },
      ] },
      { name: 'S Series', segment: 'tractor-big', generations: [
        { name: 'I', from: 2008, to: 2016 },
        { name: 'S4', from: 2017, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Kubota',
    family: 'tractor',
    models: [
      { name: 'BX', segment: 'tractor-small', generations: [
        { name: 'I', from: 1998, to: 2010 },
        { name: 'II', from: 2010, to: 2026 },
      ] },
      { name: 'B Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 1990, to: 2005 },
        { name: 'II', from: 2005, to: 2026 },
      ] },
      { name: 'L Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 1990, to: 2003 },
        { name: 'II', from: 2003, to: 2026 },
      ] },
      { name: 'Grand L', segment: 'tractor-small', generations: [
        { name: 'I', from: 2004, to: 2026 },
      ] },
      { name: 'M5', segment: 'tractor-small', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'MGX', segment: 'tractor-big', generations: [
        { name: 'I', from: 2012, to: 2018 },
      ] },
      { name: 'M7', segment: 'tractor-big', generations: [
        { name: 'I', from: 2014, to: 2020 },
        { name: 'Gen 3', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Same',
    family: 'tractor',
    models: [
      { name: 'Frutteto', segment: 'tractor-small', generations: [
        { name: 'I', from: 1990, to: 2005 },
        { name: 'II', from: 2006, to: 2026 },
      ] },
      { name: 'Dorado', segment: 'tractor-small', generations: [
        { name: 'I', from: 2004, to: 2026 },
      ] },
      { name: 'Explorer', segment: 'tractor-small', generations: [
        { name: 'I', from: 1990, to: 1999 },
        { name: 'II', from: 2000, to: 2013 },
        { name: 'III', from: 2014, to: 2026 },
      ] },
      { name: 'Silver', segment: 'tractor-big', generations: [
        { name: 'I', from: 1995, to: 2000 },
      ] },
      { name: 'Iron', segment: 'tractor-big', generations: [
        { name: 'I', from: 2002, to: 2013 },
      ] },
      { name: 'Virtus', segment: 'tractor-big', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Lamborghini Trattori',
    family: 'tractor',
    models: [
      { name: 'Racing', segment: 'tractor-big', generations: [
        { name: 'I', from: 1995, to: 2002 },
      ] },
      { name: 'R Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 2003, to: 2013 },
      ] },
      { name: 'Nitro', segment: 'tractor-small', generations: [
        { name: 'I', from: 2010, to: 2026 },
      ] },
      { name: 'Spark', segment: 'tractor-small', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
      { name: 'Strike', segment: 'tractor-small', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'Mach', segment: 'tractor-big', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
    ],
  },
  {
    name: 'McCormick',
    family: 'tractor',
    models: [
      { name: 'CX', segment: 'tractor-small', generations: [
        { name: 'I', from: 2001, to: 2006 },
      ] },
      { name: 'MTX', segment: 'tractor-big', generations: [
        { name: 'I', from: 2002, to: 2008 },
      ] },
      { name: 'TTX', segment: 'tractor-big', generations: [
        { name: 'I', from: 2006, to: 2012 },
      ] },
      { name: 'XTX', segment: 'tractor-big', generations: [
        { name: 'I', from: 2007, to: 2012 },
      ] },
      { name: 'X5', segment: 'tractor-small', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'X6', segment: 'tractor-small', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: 'X7', segment: 'tractor-big', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: 'X8', segment: 'tractor-big', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Steyr',
    family: 'tractor',
    models: [
      { name: '9000 Series', segment: 'tractor-big', generations: [
        { name: 'I', from: 1995, to: 2003 },
      ] },
      { name: 'Kompakt', segment: 'tractor-small', generations: [
        { name: 'I', from: 2005, to: 2026 },
      ] },
      { name: 'Multi', segment: 'tractor-small', generations: [
        { name: 'I', from: 2009, to: 2026 },
      ] },
      { name: 'Expert', segment: 'tractor-small', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
      { name: 'Profi', segment: 'tractor-big', generations: [
        { name: 'I', from: 2008, to: 2026 },
      ] },
      { name: 'CVT', segment: 'tractor-big', generations: [
        { name: 'I', from: 1999, to: 2009 },
        { name: 'II', from: 2010, to: 2016 },
      ] },
      { name: 'Terrus CVT', segment: 'tractor-big', generations: [
        { name: 'I', from: 2015, to: 2026 },
      ] },
    ],
  },
  {
    name: 'JCB',
    family: 'tractor',
    models: [
      { name: 'Loadall', segment: 'tractor-small', generations: [
        { name: 'I', from: 1990, to: 2008 },
        { name: 'II', from: 2008, to: 2026 },
      ] },
      { name: 'Fastrac 1000', segment: 'tractor-big', generations: [
        { name: 'I', from: 1991, to: 1998 },
      ] },
      { name: 'Fastrac 2000', segment: 'tractor-big', generations: [
        { name: 'I', from: 1994, to: 2007 },
      ] },
      { name: 'Fastrac 3000', segment: 'tractor-big', generations: [
        { name: 'I', from: 1998, to: 2015 },
      ] },
      { name: 'Fastrac 4000', segment: 'tractor-big', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
      { name: 'Fastrac 8000', segment: 'tractor-big', generations: [
        { name: '8250', from: 2006, to: 2016 },
        { name: 'iCON', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Landini',
    family: 'tractor',
    models: [
      { name: 'Legend', segment: 'tractor-big', generations: [
        { name: 'I', from: 1994, to: 2009 },
      ] },
      { name: 'Globus', segment: 'tractor-small', generations: [
        { name: 'I', from: 1999, to: 2006 },
      ] },
      { name: 'Rex', segment: 'tractor-small', generations: [
        { name: 'I', from: 2004, to: 2017 },
        { name: 'Rex4', from: 2018, to: 2026 },
      ] },
      { name: 'Powerfarm', segment: 'tractor-small', generations: [
        { name: 'I', from: 2004, to: 2013 },
      ] },
      { name: 'Powermaster', segment: 'tractor-big', generations: [
        { name: 'I', from: 2010, to: 2016 },
      ] },
      { name: '6 Series', segment: 'tractor-small', generations: [
        { name: 'I', from: 2015, to: 2026 },
      ] },
      { name: '7 Series', segment: 'tractor-big', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Zetor',
    family: 'tractor',
    models: [
      { name: 'UR I', segment: 'tractor-small', generations: [
        { name: 'I', from: 1990, to: 2007 },
      ] },
      { name: 'UR III', segment: 'tractor-big', generations: [
        { name: 'I', from: 1990, to: 2002 },
      ] },
      { name: 'Forterra', segment: 'tractor-big', generations: [
        { name: 'I', from: 2001, to: 2015 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'Proxima', segment: 'tractor-small', generations: [
        { name: 'I', from: 2004, to: 2015 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'Major', segment: 'tractor-small', generations: [
        { name: 'I', from: 2004, to: 2026 },
      ] },
      { name: 'Crystal', segment: 'tractor-big', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
    ],
  },
];
