import type { ManufacturerSpec } from './types';

/** Trucks & buses: hand-curated makes, models and generations, 1990-2026. */
export const trucks: ManufacturerSpec[] = [
  {
    name: 'Scania',
    family: 'truck',
    models: [
      { name: '3-series', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1990, to: 1996 },
      ] },
      { name: '4-series', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1995, to: 2004 },
      ] },
      { name: 'P-series', segment: 'truck-heavy', generations: [
        { name: 'PGR', from: 2004, to: 2016 },
        { name: 'NTG', from: 2016, to: 2026 },
      ] },
      { name: 'G-series', segment: 'truck-heavy', generations: [
        { name: 'PGR', from: 2007, to: 2016 },
        { name: 'NTG', from: 2016, to: 2026 },
      ] },
      { name: 'R-series', segment: 'truck-heavy', generations: [
        { name: 'PGR', from: 2004, to: 2009 },
        { name: 'PGR Facelift', from: 2009, to: 2016 },
        { name: 'NTG', from: 2016, to: 2026 },
      ] },
      { name: 'S-series', segment: 'truck-heavy', generations: [
        { name: 'NTG', from: 2016, to: 2026 },
      ] },
      { name: 'Touring', segment: 'bus', generations: [
        { name: 'I', from: 2009, to: 2026 },
      ] },
      { name: 'Citywide', segment: 'bus', generations: [
        { name: 'I', from: 2011, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Volvo Trucks',
    family: 'truck',
    models: [
      { name: 'FL', segment: 'truck-light', generations: [
        { name: 'I', from: 1990, to: 2000 },
        { name: 'II', from: 2000, to: 2006 },
        { name: 'III', from: 2006, to: 2026 },
      ] },
      { name: 'FE', segment: 'truck-light', generations: [
        { name: 'I', from: 2006, to: 2026 },
      ] },
      { name: 'FM', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1998, to: 2005 },
        { name: 'II', from: 2005, to: 2013 },
        { name: 'III', from: 2013, to: 2020 },
        { name: 'IV', from: 2020, to: 2026 },
      ] },
      { name: 'FMX', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2010, to: 2013 },
        { name: 'II', from: 2013, to: 2020 },
        { name: 'III', from: 2020, to: 2026 },
      ] },
      { name: 'FH', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1993, to: 2002 },
        { name: 'II', from: 2002, to: 2012 },
        { name: 'III', from: 2012, to: 2020 },
        { name: 'IV', from: 2020, to: 2026 },
      ] },
      { name: 'FH16', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1993, to: 2002 },
        { name: 'II', from: 2003, to: 2012 },
        { name: 'III', from: 2012, to: 2020 },
        { name: 'IV', from: 2020, to: 2026 },
      ] },
      { name: 'VNL', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1996, to: 2017 },
        { name: 'II', from: 2017, to: 2024 },
        { name: 'III', from: 2024, to: 2026 },
      ] },
      { name: '9700', segment: 'bus', generations: [
        { name: 'I', from: 2001, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Mercedes-Benz Trucks',
    family: 'truck',
    models: [
      { name: 'SK', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1990, to: 1998 },
      ] },
      { name: 'Atego', segment: 'truck-light', generations: [
        { name: 'I', from: 1998, to: 2004 },
        { name: 'II', from: 2004, to: 2013 },
        { name: 'III', from: 2013, to: 2026 },
      ] },
      { name: 'Axor', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2001, to: 2004 },
        { name: 'II', from: 2004, to: 2013 },
      ] },
      { name: 'Actros', segment: 'truck-heavy', generations: [
        { name: 'MP1', from: 1996, to: 2002 },
        { name: 'MP2', from: 2002, to: 2008 },
        { name: 'MP3', from: 2008, to: 2011 },
        { name: 'MP4', from: 2011, to: 2018 },
        { name: 'MP5', from: 2018, to: 2026 },
      ] },
      { name: 'Antos', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2012, to: 2026 },
      ] },
      { name: 'Arocs', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: 'Econic', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1998, to: 2013 },
        { name: 'II', from: 2013, to: 2026 },
      ] },
      { name: 'Unimog', segment: 'truck-light', generations: [
        { name: 'U400', from: 2000, to: 2013 },
        { name: 'U430', from: 2013, to: 2026 },
      ] },
      { name: 'Citaro', segment: 'bus', generations: [
        { name: 'O530', from: 1998, to: 2011 },
        { name: 'C2', from: 2011, to: 2026 },
      ] },
      { name: 'Tourismo', segment: 'bus', generations: [
        { name: 'I', from: 1994, to: 2006 },
        { name: 'II', from: 2006, to: 2017 },
        { name: 'III', from: 2017, to: 2026 },
      ] },
    ],
  },
  {
    name: 'MAN',
    family: 'truck',
    models: [
      { name: 'TGE', segment: 'truck-light', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
      { name: 'L2000', segment: 'truck-light', generations: [
        { name: 'I', from: 1993, to: 2005 },
      ] },
      { name: 'TGL', segment: 'truck-light', generations: [
        { name: 'I', from: 2005, to: 2020 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'TGM', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2005, to: 2020 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'F2000', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1994, to: 2001 },
      ] },
      { name: 'TGA', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2000, to: 2007 },
      ] },
      { name: 'TGS', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2007, to: 2020 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'TGX', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2007, to: 2020 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: "Lion's Coach", segment: 'bus', generations: [
        { name: 'I', from: 2001, to: 2017 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: "Lion's City", segment: 'bus', generations: [
        { name: 'I', from: 2004, to: 2018 },
        { name: 'II', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'DAF',
    family: 'truck',
    models: [
      { name: 'LF', segment: 'truck-light', generations: [
        { name: 'LF45', from: 2001, to: 2013 },
        { name: 'II', from: 2013, to: 2026 },
      ] },
      { name: '85', segment: 'truck-heavy', generations: [
        { name: '85CF', from: 1992, to: 2001 },
      ] },
      { name: '95', segment: 'truck-heavy', generations: [
        { name: '95', from: 1990, to: 1997 },
        { name: '95XF', from: 1997, to: 2002 },
      ] },
      { name: 'CF', segment: 'truck-heavy', generations: [
        { name: 'CF85', from: 2001, to: 2013 },
        { name: 'II', from: 2013, to: 2021 },
        { name: 'New Generation', from: 2021, to: 2026 },
      ] },
      { name: 'XF', segment: 'truck-heavy', generations: [
        { name: 'XF95', from: 2002, to: 2006 },
        { name: 'XF105', from: 2006, to: 2013 },
        { name: 'XF106', from: 2013, to: 2021 },
        { name: 'New Generation', from: 2021, to: 2026 },
      ] },
      { name: 'XG', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'XG+', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Iveco',
    family: 'truck',
    models: [
      { name: 'Daily', segment: 'truck-light', generations: [
        { name: 'II', from: 1990, to: 1999 },
        { name: 'III', from: 1999, to: 2006 },
        { name: 'IV', from: 2006, to: 2011 },
        { name: 'V', from: 2011, to: 2014 },
        { name: 'VI', from: 2014, to: 2026 },
      ] },
      { name: 'Eurocargo', segment: 'truck-light', generations: [
        { name: 'I', from: 1991, to: 2002 },
        { name: 'II', from: 2003, to: 2015 },
        { name: 'III', from: 2015, to: 2026 },
      ] },
      { name: 'EuroTech', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1992, to: 2002 },
      ] },
      { name: 'EuroStar', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1993, to: 2002 },
      ] },
      { name: 'Stralis', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2002, to: 2007 },
        { name: 'II', from: 2007, to: 2012 },
        { name: 'Hi-Way', from: 2012, to: 2019 },
      ] },
      { name: 'S-Way', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'Trakker', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2004, to: 2013 },
        { name: 'Hi-Land', from: 2013, to: 2022 },
      ] },
      { name: 'X-Way', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
      { name: 'Crossway', segment: 'bus', generations: [
        { name: 'I', from: 2006, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Renault Trucks',
    family: 'truck',
    models: [
      { name: 'Master', segment: 'truck-light', generations: [
        { name: 'III', from: 2010, to: 2024 },
        { name: 'IV', from: 2024, to: 2026 },
      ] },
      { name: 'Midlum', segment: 'truck-light', generations: [
        { name: 'I', from: 2000, to: 2013 },
      ] },
      { name: 'D', segment: 'truck-light', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: 'Premium', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1996, to: 2006 },
        { name: 'II', from: 2006, to: 2013 },
      ] },
      { name: 'Kerax', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1997, to: 2013 },
      ] },
      { name: 'Magnum', segment: 'truck-heavy', generations: [
        { name: 'AE', from: 1990, to: 2001 },
        { name: 'II', from: 2001, to: 2013 },
      ] },
      { name: 'C', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: 'K', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: 'T', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2013, to: 2021 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Ford Trucks',
    family: 'truck',
    models: [
      { name: 'F-650', segment: 'truck-light', generations: [
        { name: 'I', from: 2000, to: 2015 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'F-750', segment: 'truck-light', generations: [
        { name: 'I', from: 2000, to: 2015 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'Cargo', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2003, to: 2012 },
        { name: 'II', from: 2012, to: 2022 },
      ] },
      { name: 'F-Line', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
      { name: 'F-MAX', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Isuzu Trucks',
    family: 'truck',
    models: [
      { name: 'N-Series', segment: 'truck-light', generations: [
        { name: 'V', from: 1993, to: 2006 },
        { name: 'VI', from: 2006, to: 2023 },
        { name: 'VII', from: 2023, to: 2026 },
      ] },
      { name: 'F-Series', segment: 'truck-heavy', generations: [
        { name: 'V', from: 1994, to: 2007 },
        { name: 'VI', from: 2007, to: 2026 },
      ] },
      { name: 'Giga', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1994, to: 2015 },
        { name: 'II', from: 2015, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Hino',
    family: 'truck',
    models: [
      { name: '300 Series', segment: 'truck-light', generations: [
        { name: 'XZU', from: 1999, to: 2011 },
        { name: 'XZU Facelift', from: 2011, to: 2026 },
      ] },
      { name: '500 Series', segment: 'truck-heavy', generations: [
        { name: 'Ranger', from: 2002, to: 2017 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: '700 Series', segment: 'truck-heavy', generations: [
        { name: 'Profia', from: 2003, to: 2017 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: "S'elega", segment: 'bus', generations: [
        { name: 'I', from: 1990, to: 2005 },
        { name: 'II', from: 2005, to: 2026 },
      ] },
      { name: 'Blue Ribbon', segment: 'bus', generations: [
        { name: 'II', from: 2000, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Mitsubishi Fuso',
    family: 'truck',
    models: [
      { name: 'Canter', segment: 'truck-light', generations: [
        { name: 'VI', from: 1993, to: 2002 },
        { name: 'VII', from: 2002, to: 2010 },
        { name: 'VIII', from: 2010, to: 2026 },
      ] },
      { name: 'Fighter', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1992, to: 2026 },
      ] },
      { name: 'Super Great', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1996, to: 2007 },
        { name: 'II', from: 2007, to: 2017 },
        { name: 'III', from: 2017, to: 2026 },
      ] },
      { name: 'Rosa', segment: 'bus', generations: [
        { name: 'III', from: 1997, to: 2026 },
      ] },
      { name: 'Aero Queen', segment: 'bus', generations: [
        { name: 'I', from: 1990, to: 2007 },
        { name: 'II', from: 2007, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Tatra',
    family: 'truck',
    models: [
      { name: 'T815', segment: 'truck-heavy', generations: [
        { name: 'T815', from: 1990, to: 1997 },
        { name: 'T815-2', from: 1994, to: 2026 },
      ] },
      { name: 'T163 Jamal', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1997, to: 2012 },
      ] },
      { name: 'Terrno1', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2003, to: 2012 },
      ] },
      { name: 'Phoenix', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2011, to: 2026 },
      ] },
      { name: 'Force', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2011, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Kenworth',
    family: 'truck',
    models: [
      { name: 'T370', segment: 'truck-light', generations: [
        { name: 'I', from: 2007, to: 2026 },
      ] },
      { name: 'T800', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1990, to: 2026 },
      ] },
      { name: 'W900', segment: 'truck-heavy', generations: [
        { name: 'W900L', from: 1990, to: 2026 },
      ] },
      { name: 'T2000', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1996, to: 2010 },
      ] },
      { name: 'T660', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2007, to: 2014 },
      ] },
      { name: 'T680', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2012, to: 2021 },
        { name: 'Next Gen', from: 2021, to: 2026 },
      ] },
      { name: 'T880', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Peterbilt',
    family: 'truck',
    models: [
      { name: '337', segment: 'truck-light', generations: [
        { name: 'I', from: 2006, to: 2026 },
      ] },
      { name: '379', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1990, to: 2007 },
      ] },
      { name: '387', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2000, to: 2010 },
      ] },
      { name: '389', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2007, to: 2026 },
      ] },
      { name: '587', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2010, to: 2015 },
      ] },
      { name: '567', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2013, to: 2026 },
      ] },
      { name: '579', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2012, to: 2021 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Freightliner',
    family: 'truck',
    models: [
      { name: 'M2', segment: 'truck-light', generations: [
        { name: 'M2 106', from: 2002, to: 2026 },
      ] },
      { name: 'FLD', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1990, to: 2001 },
      ] },
      { name: 'Century Class', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1995, to: 2011 },
      ] },
      { name: 'Columbia', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2000, to: 2016 },
      ] },
      { name: 'Coronado', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2001, to: 2020 },
      ] },
      { name: 'Cascadia', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2007, to: 2017 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Mack',
    family: 'truck',
    models: [
      { name: 'CH', segment: 'truck-heavy', generations: [
        { name: 'I', from: 1990, to: 2006 },
      ] },
      { name: 'Vision', segment: 'truck-heavy', generations: [
        { name: 'CX', from: 1999, to: 2007 },
      ] },
      { name: 'Granite', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2001, to: 2026 },
      ] },
      { name: 'Pinnacle', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2006, to: 2026 },
      ] },
      { name: 'Anthem', segment: 'truck-heavy', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Setra',
    family: 'truck',
    models: [
      { name: '300 Series', segment: 'bus', generations: [
        { name: 'S 315', from: 1991, to: 2002 },
      ] },
      { name: 'MultiClass', segment: 'bus', generations: [
        { name: '400', from: 2005, to: 2015 },
        { name: '500', from: 2015, to: 2026 },
      ] },
      { name: 'ComfortClass', segment: 'bus', generations: [
        { name: '400', from: 2001, to: 2013 },
        { name: '500', from: 2012, to: 2026 },
      ] },
      { name: 'TopClass', segment: 'bus', generations: [
        { name: '400', from: 2001, to: 2013 },
        { name: '500', from: 2013, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Neoplan',
    family: 'truck',
    models: [
      { name: 'Starliner', segment: 'bus', generations: [
        { name: 'I', from: 1996, to: 2006 },
        { name: 'II', from: 2006, to: 2016 },
      ] },
      { name: 'Skyliner', segment: 'bus', generations: [
        { name: 'I', from: 1990, to: 2007 },
        { name: 'II', from: 2007, to: 2026 },
      ] },
      { name: 'Cityliner', segment: 'bus', generations: [
        { name: 'I', from: 2006, to: 2017 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: 'Tourliner', segment: 'bus', generations: [
        { name: 'I', from: 2004, to: 2016 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Irizar',
    family: 'truck',
    models: [
      { name: 'Century', segment: 'bus', generations: [
        { name: 'I', from: 1994, to: 2010 },
      ] },
      { name: 'PB', segment: 'bus', generations: [
        { name: 'I', from: 2002, to: 2026 },
      ] },
      { name: 'i4', segment: 'bus', generations: [
        { name: 'I', from: 2012, to: 2026 },
      ] },
      { name: 'i6', segment: 'bus', generations: [
        { name: 'I', from: 2010, to: 2017 },
        { name: 'i6S', from: 2017, to: 2026 },
      ] },
      { name: 'i8', segment: 'bus', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
    ],
  },
];
