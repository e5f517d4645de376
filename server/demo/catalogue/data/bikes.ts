import type { ManufacturerSpec } from './types';

/**
 * Motorcycles: hand-curated makes, models and generations, 1990-2026. Generation names are the
 * factory codes where the trade uses them ("PC40", "RN32", "K46"), otherwise "I", "II", ...
 */
export const bikes: ManufacturerSpec[] = [
  {
    name: 'Honda',
    family: 'bike',
    models: [
      { name: 'CBR125R', segment: 'bike-small', generations: [
        { name: 'JC34', from: 2004, to: 2010 },
        { name: 'JC50', from: 2011, to: 2017 },
      ] },
      { name: 'CB500F', segment: 'bike-mid', generations: [
        { name: 'PC45', from: 2013, to: 2018 },
        { name: 'PC63', from: 2019, to: 2023 },
      ] },
      { name: 'CBR600RR', segment: 'bike-mid', generations: [
        { name: 'PC37', from: 2003, to: 2006 },
        { name: 'PC40', from: 2007, to: 2016 },
        { name: 'PC40 Facelift', from: 2020, to: 2026 },
      ] },
      { name: 'Hornet 600', segment: 'bike-mid', generations: [
        { name: 'PC34', from: 1998, to: 2006 },
        { name: 'PC41', from: 2007, to: 2013 },
      ] },
      { name: 'CBF600', segment: 'bike-mid', generations: [
        { name: 'PC38', from: 2004, to: 2007 },
        { name: 'PC43', from: 2008, to: 2013 },
      ] },
      { name: 'CB650R', segment: 'bike-mid', generations: [
        { name: 'RH02', from: 2019, to: 2026 },
      ] },
      { name: 'NC750X', segment: 'bike-mid', generations: [
        { name: 'RC72', from: 2014, to: 2020 },
        { name: 'RH09', from: 2021, to: 2026 },
      ] },
      { name: 'VFR800', segment: 'bike-mid', generations: [
        { name: 'RC46', from: 1998, to: 2013 },
        { name: 'RC79', from: 2014, to: 2021 },
      ] },
      { name: 'Transalp', segment: 'bike-mid', generations: [
        { name: 'PD06', from: 1990, to: 1999 },
        { name: 'RD11', from: 2000, to: 2007 },
        { name: 'RD13', from: 2008, to: 2012 },
        { name: 'RD16', from: 2023, to: 2026 },
      ] },
      { name: 'CBR900RR Fireblade', segment: 'bike-big', generations: [
        { name: 'SC28', from: 1992, to: 1999 },
        { name: 'SC44', from: 2000, to: 2001 },
        { name: 'SC50', from: 2002, to: 2003 },
      ] },
      { name: 'CBR1000RR Fireblade', segment: 'bike-big', generations: [
        { name: 'SC57', from: 2004, to: 2007 },
        { name: 'SC59', from: 2008, to: 2016 },
        { name: 'SC77', from: 2017, to: 2019 },
        { name: 'SC82', from: 2020, to: 2026 },
      ] },
      { name: 'CB1000R', segment: 'bike-big', generations: [
        { name: 'SC60', from: 2008, to: 2016 },
        { name: 'SC80', from: 2018, to: 2026 },
      ] },
      { name: 'Africa Twin', segment: 'bike-big', generations: [
        { name: 'RD07', from: 1993, to: 2003 },
        { name: 'SD04', from: 2016, to: 2019 },
        { name: 'SD08', from: 2020, to: 2026 },
      ] },
      { name: 'Gold Wing', segment: 'bike-big', generations: [
        { name: 'SC22', from: 1990, to: 2000 },
        { name: 'SC47', from: 2001, to: 2017 },
        { name: 'SC79', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Yamaha',
    family: 'bike',
    models: [
      { name: 'YZF-R125', segment: 'bike-small', generations: [
        { name: 'RE06', from: 2008, to: 2013 },
        { name: 'RE11', from: 2014, to: 2018 },
        { name: 'RE40', from: 2019, to: 2026 },
      ] },
      { name: 'TMAX', segment: 'bike-mid', generations: [
        { name: 'SJ02', from: 2001, to: 2007 },
        { name: 'SJ08', from: 2008, to: 2011 },
        { name: 'SJ09', from: 2012, to: 2016 },
        { name: 'SJ15', from: 2017, to: 2026 },
      ] },
      { name: 'XT660', segment: 'bike-mid', generations: [
        { name: 'DM01', from: 2004, to: 2016 },
      ] },
      { name: 'FZ6', segment: 'bike-mid', generations: [
        { name: 'RJ07', from: 2004, to: 2010 },
      ] },
      { name: 'XJ6', segment: 'bike-mid', generations: [
        { name: 'RJ19', from: 2009, to: 2016 },
      ] },
      { name: 'YZF-R6', segment: 'bike-mid', generations: [
        { name: 'RJ05', from: 2003, to: 2005 },
        { name: 'RJ11', from: 2006, to: 2007 },
        { name: 'RJ15', from: 2008, to: 2016 },
        { name: 'RJ27', from: 2017, to: 2020 },
      ] },
      { name: 'MT-07', segment: 'bike-mid', generations: [
        { name: 'RM04', from: 2014, to: 2017 },
        { name: 'RM17', from: 2018, to: 2020 },
        { name: 'RM33', from: 2021, to: 2026 },
      ] },
      { name: 'Ténéré 700', segment: 'bike-mid', generations: [
        { name: 'DM08', from: 2019, to: 2026 },
      ] },
      { name: 'MT-09', segment: 'bike-big', generations: [
        { name: 'RN29', from: 2013, to: 2016 },
        { name: 'RN43', from: 2017, to: 2020 },
        { name: 'RN69', from: 2021, to: 2026 },
      ] },
      { name: 'Tracer 9', segment: 'bike-big', generations: [
        { name: 'RN51', from: 2015, to: 2020 },
        { name: 'RN70', from: 2021, to: 2026 },
      ] },
      { name: 'FZ1', segment: 'bike-big', generations: [
        { name: 'RN16', from: 2006, to: 2015 },
      ] },
      { name: 'YZF-R1', segment: 'bike-big', generations: [
        { name: 'RN19', from: 2007, to: 2008 },
        { name: 'RN22', from: 2009, to: 2014 },
        { name: 'RN32', from: 2015, to: 2019 },
        { name: 'RN65', from: 2020, to: 2026 },
      ] },
      { name: 'MT-10', segment: 'bike-big', generations: [
        { name: 'RN45', from: 2016, to: 2021 },
        { name: 'RN78', from: 2022, to: 2026 },
      ] },
      { name: 'XV1900 Midnight Star', segment: 'bike-big', generations: [
        { name: 'VP28', from: 2006, to: 2016 },
      ] },
    ],
  },
  {
    name: 'Kawasaki',
    family: 'bike',
    models: [
      { name: 'Ninja 300', segment: 'bike-small', generations: [
        { name: 'EX300A', from: 2013, to: 2017 },
      ] },
      { name: 'Ninja 400', segment: 'bike-mid', generations: [
        { name: 'EX400G', from: 2018, to: 2023 },
      ] },
      { name: 'ER-6n', segment: 'bike-mid', generations: [
        { name: 'ER650A', from: 2006, to: 2008 },
        { name: 'ER650C', from: 2009, to: 2011 },
        { name: 'ER650E', from: 2012, to: 2016 },
      ] },
      { name: 'Z650', segment: 'bike-mid', generations: [
        { name: 'ER650H', from: 2017, to: 2026 },
      ] },
      { name: 'Ninja 650', segment: 'bike-mid', generations: [
        { name: 'EX650E', from: 2012, to: 2016 },
        { name: 'EX650K', from: 2017, to: 2026 },
      ] },
      { name: 'Versys 650', segment: 'bike-mid', generations: [
        { name: 'LE650A', from: 2007, to: 2009 },
        { name: 'LE650C', from: 2010, to: 2014 },
        { name: 'LE650E', from: 2015, to: 2026 },
      ] },
      { name: 'Ninja ZX-6R', segment: 'bike-mid', generations: [
        { name: 'ZX636B', from: 2003, to: 2004 },
        { name: 'ZX600R', from: 2007, to: 2008 },
        { name: 'ZX600R Facelift', from: 2009, to: 2012 },
        { name: 'ZX636E', from: 2013, to: 2026 },
      ] },
      { name: 'Z800', segment: 'bike-mid', generations: [
        { name: 'ZR800A', from: 2013, to: 2016 },
      ] },
      { name: 'Z900', segment: 'bike-big', generations: [
        { name: 'ZR900B', from: 2017, to: 2026 },
      ] },
      { name: 'Z1000', segment: 'bike-big', generations: [
        { name: 'ZRT00A', from: 2003, to: 2006 },
        { name: 'ZRT00B', from: 2007, to: 2009 },
        { name: 'ZRT00D', from: 2010, to: 2013 },
        { name: 'ZRT00F', from: 2014, to: 2020 },
      ] },
      { name: 'Versys 1000', segment: 'bike-big', generations: [
        { name: 'LZT00A', from: 2012, to: 2014 },
        { name: 'LZT00B', from: 2015, to: 2018 },
        { name: 'LZT00D', from: 2019, to: 2026 },
      ] },
      { name: 'Ninja ZX-10R', segment: 'bike-big', generations: [
        { name: 'III', from: 2008, to: 2010 },
        { name: 'IV', from: 2011, to: 2015 },
        { name: 'V', from: 2016, to: 2020 },
        { name: 'VI', from: 2021, to: 2026 },
      ] },
      { name: 'ZZR1400', segment: 'bike-big', generations: [
        { name: 'ZXT40A', from: 2006, to: 2011 },
        { name: 'ZXT40E', from: 2012, to: 2020 },
      ] },
      { name: 'Ninja H2', segment: 'bike-big', generations: [
        { name: 'ZXT00H', from: 2015, to: 2026 },
      ] },
      { name: 'Vulcan S', segment: 'bike-mid', generations: [
        { name: 'EN650A', from: 2015, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Suzuki',
    family: 'bike',
    models: [
      { name: 'DR-Z400', segment: 'bike-mid', generations: [
        { name: 'I', from: 2000, to: 2024 },
      ] },
      { name: 'Burgman 400', segment: 'bike-mid', generations: [
        { name: 'AN400', from: 1998, to: 2006 },
        { name: 'AN400 K7', from: 2007, to: 2016 },
        { name: 'AN400 L7', from: 2017, to: 2026 },
      ] },
      { name: 'SV650', segment: 'bike-mid', generations: [
        { name: 'I', from: 1999, to: 2002 },
        { name: 'II', from: 2003, to: 2009 },
        { name: 'III', from: 2016, to: 2026 },
      ] },
      { name: 'Bandit 650', segment: 'bike-mid', generations: [
        { name: 'GSF600', from: 1995, to: 2004 },
        { name: 'GSF650', from: 2005, to: 2015 },
      ] },
      { name: 'V-Strom 650', segment: 'bike-mid', generations: [
        { name: 'DL650 K4', from: 2004, to: 2011 },
        { name: 'DL650 L2', from: 2012, to: 2016 },
        { name: 'DL650 L7', from: 2017, to: 2023 },
      ] },
      { name: 'GSX-8S', segment: 'bike-mid', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
      { name: 'GSX-R600', segment: 'bike-mid', generations: [
        { name: 'K4', from: 2004, to: 2005 },
        { name: 'K6', from: 2006, to: 2007 },
        { name: 'K8', from: 2008, to: 2010 },
        { name: 'L1', from: 2011, to: 2024 },
      ] },
      { name: 'GSX-R750', segment: 'bike-mid', generations: [
        { name: 'K4', from: 2004, to: 2005 },
        { name: 'K6', from: 2006, to: 2007 },
        { name: 'K8', from: 2008, to: 2010 },
        { name: 'L1', from: 2011, to: 2024 },
      ] },
      { name: 'GSX-R1000', segment: 'bike-big', generations: [
        { name: 'K5', from: 2005, to: 2006 },
        { name: 'K7', from: 2007, to: 2008 },
        { name: 'K9', from: 2009, to: 2016 },
        { name: 'L7', from: 2017, to: 2026 },
      ] },
      { name: 'GSX-S1000', segment: 'bike-big', generations: [
        { name: 'L5', from: 2015, to: 2020 },
        { name: 'M1', from: 2021, to: 2026 },
      ] },
      { name: 'Bandit 1250', segment: 'bike-big', generations: [
        { name: 'GSF1200', from: 1996, to: 2006 },
        { name: 'GSF1250', from: 2007, to: 2016 },
      ] },
      { name: 'V-Strom 1000', segment: 'bike-big', generations: [
        { name: 'DL1000 K2', from: 2002, to: 2012 },
        { name: 'DL1000 L4', from: 2014, to: 2019 },
        { name: 'DL1050', from: 2020, to: 2026 },
      ] },
      { name: 'Hayabusa', segment: 'bike-big', generations: [
        { name: 'I', from: 1999, to: 2007 },
        { name: 'II', from: 2008, to: 2020 },
        { name: 'III', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Ducati',
    family: 'bike',
    models: [
      { name: 'Scrambler 800', segment: 'bike-mid', generations: [
        { name: 'I', from: 2015, to: 2022 },
        { name: 'II', from: 2023, to: 2026 },
      ] },
      { name: 'Monster', segment: 'bike-mid', generations: [
        { name: 'M900', from: 1993, to: 2007 },
        { name: '696', from: 2008, to: 2014 },
        { name: '821', from: 2014, to: 2020 },
        { name: '937', from: 2021, to: 2026 },
      ] },
      { name: 'SuperSport', segment: 'bike-mid', generations: [
        { name: '939', from: 2017, to: 2020 },
        { name: '950', from: 2021, to: 2026 },
      ] },
      { name: 'Hypermotard', segment: 'bike-mid', generations: [
        { name: '1100', from: 2007, to: 2012 },
        { name: '821', from: 2013, to: 2015 },
        { name: '939', from: 2016, to: 2018 },
        { name: '950', from: 2019, to: 2026 },
      ] },
      { name: 'Monster 1200', segment: 'bike-big', generations: [
        { name: 'I', from: 2014, to: 2016 },
        { name: 'II', from: 2017, to: 2021 },
      ] },
      { name: '916', segment: 'bike-big', generations: [
        { name: '916', from: 1994, to: 1998 },
        { name: '996', from: 1999, to: 2001 },
        { name: '998', from: 2002, to: 2004 },
      ] },
      { name: '999', segment: 'bike-big', generations: [
        { name: 'I', from: 2003, to: 2006 },
      ] },
      { name: '1098', segment: 'bike-big', generations: [
        { name: '1098', from: 2007, to: 2008 },
        { name: '1198', from: 2009, to: 2011 },
      ] },
      { name: 'Panigale V2', segment: 'bike-big', generations: [
        { name: '899', from: 2013, to: 2015 },
        { name: '959', from: 2016, to: 2019 },
        { name: 'V2', from: 2020, to: 2024 },
        { name: 'V2 955', from: 2025, to: 2026 },
      ] },
      { name: '1299 Panigale', segment: 'bike-big', generations: [
        { name: '1199', from: 2012, to: 2014 },
        { name: '1299', from: 2015, to: 2017 },
      ] },
      { name: 'Panigale V4', segment: 'bike-big', generations: [
        { name: 'I', from: 2018, to: 2021 },
        { name: 'II', from: 2022, to: 2024 },
        { name: 'III', from: 2025, to: 2026 },
      ] },
      { name: 'Streetfighter', segment: 'bike-big', generations: [
        { name: '1098', from: 2009, to: 2013 },
        { name: 'V4', from: 2020, to: 2026 },
      ] },
      { name: 'Multistrada', segment: 'bike-big', generations: [
        { name: '1000DS', from: 2003, to: 2009 },
        { name: '1200', from: 2010, to: 2017 },
        { name: '1260', from: 2018, to: 2020 },
        { name: 'V4', from: 2021, to: 2026 },
      ] },
      { name: 'Diavel', segment: 'bike-big', generations: [
        { name: 'I', from: 2011, to: 2018 },
        { name: '1260', from: 2019, to: 2022 },
        { name: 'V4', from: 2023, to: 2026 },
      ] },
    ],
  },
  {
    name: 'BMW Motorrad',
    family: 'bike',
    models: [
      { name: 'G 310 R', segment: 'bike-small', generations: [
        { name: 'K03', from: 2016, to: 2026 },
      ] },
      { name: 'F 800 GS', segment: 'bike-mid', generations: [
        { name: 'K72', from: 2008, to: 2018 },
      ] },
      { name: 'F 850 GS', segment: 'bike-mid', generations: [
        { name: 'K81', from: 2018, to: 2023 },
      ] },
      { name: 'F 900 R', segment: 'bike-mid', generations: [
        { name: 'K83', from: 2020, to: 2026 },
      ] },
      { name: 'R 1150 GS', segment: 'bike-big', generations: [
        { name: 'R21', from: 1999, to: 2004 },
      ] },
      { name: 'R 1200 GS', segment: 'bike-big', generations: [
        { name: 'K25', from: 2004, to: 2012 },
        { name: 'K50', from: 2013, to: 2018 },
      ] },
      { name: 'R 1250 GS', segment: 'bike-big', generations: [
        { name: 'K50', from: 2019, to: 2023 },
      ] },
      { name: 'R 1300 GS', segment: 'bike-big', generations: [
        { name: 'K52', from: 2023, to: 2026 },
      ] },
      { name: 'R 1200 RT', segment: 'bike-big', generations: [
        { name: 'R1RT', from: 2005, to: 2013 },
        { name: 'K52', from: 2014, to: 2018 },
      ] },
      { name: 'R nineT', segment: 'bike-big', generations: [
        { name: 'K21', from: 2014, to: 2023 },
      ] },
      { name: 'K 1600 GT', segment: 'bike-big', generations: [
        { name: 'K48', from: 2011, to: 2026 },
      ] },
      { name: 'S 1000 RR', segment: 'bike-big', generations: [
        { name: 'K46', from: 2009, to: 2018 },
        { name: 'K67', from: 2019, to: 2026 },
      ] },
      { name: 'S 1000 R', segment: 'bike-big', generations: [
        { name: 'K47', from: 2014, to: 2020 },
        { name: 'K63', from: 2021, to: 2026 },
      ] },
      { name: 'S 1000 XR', segment: 'bike-big', generations: [
        { name: 'K49', from: 2015, to: 2019 },
        { name: 'K69', from: 2020, to: 2026 },
      ] },
      { name: 'M 1000 RR', segment: 'bike-big', generations: [
        { name: 'K66', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'KTM',
    family: 'bike',
    models: [
      { name: '125 Duke', segment: 'bike-small', generations: [
        { name: 'I', from: 2011, to: 2016 },
        { name: 'II', from: 2017, to: 2023 },
        { name: 'III', from: 2024, to: 2026 },
      ] },
      { name: '390 Duke', segment: 'bike-mid', generations: [
        { name: 'I', from: 2013, to: 2016 },
        { name: 'II', from: 2017, to: 2023 },
        { name: 'III', from: 2024, to: 2026 },
      ] },
      { name: 'RC 390', segment: 'bike-mid', generations: [
        { name: 'I', from: 2014, to: 2021 },
        { name: 'II', from: 2022, to: 2026 },
      ] },
      { name: '690 Duke', segment: 'bike-mid', generations: [
        { name: 'III', from: 2008, to: 2011 },
        { name: 'IV', from: 2012, to: 2019 },
      ] },
      { name: '690 Enduro R', segment: 'bike-mid', generations: [
        { name: 'I', from: 2008, to: 2018 },
        { name: 'II', from: 2019, to: 2026 },
      ] },
      { name: '790 Duke', segment: 'bike-mid', generations: [
        { name: 'I', from: 2018, to: 2020 },
        { name: 'II', from: 2023, to: 2026 },
      ] },
      { name: '890 Duke', segment: 'bike-mid', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: '890 Adventure', segment: 'bike-mid', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: '990 Adventure', segment: 'bike-big', generations: [
        { name: 'I', from: 2006, to: 2013 },
      ] },
      { name: '990 Super Duke', segment: 'bike-big', generations: [
        { name: 'I', from: 2005, to: 2013 },
      ] },
      { name: '1190 Adventure', segment: 'bike-big', generations: [
        { name: 'I', from: 2013, to: 2016 },
      ] },
      { name: '1290 Super Adventure', segment: 'bike-big', generations: [
        { name: 'I', from: 2015, to: 2016 },
        { name: 'II', from: 2017, to: 2020 },
        { name: 'III', from: 2021, to: 2026 },
      ] },
      { name: '1290 Super Duke R', segment: 'bike-big', generations: [
        { name: 'I', from: 2014, to: 2016 },
        { name: 'II', from: 2017, to: 2019 },
        { name: 'III', from: 2020, to: 2023 },
      ] },
      { name: '1390 Super Duke R', segment: 'bike-big', generations: [
        { name: 'I', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Triumph',
    family: 'bike',
    models: [
      { name: 'Trident 660', segment: 'bike-mid', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'Daytona 675', segment: 'bike-mid', generations: [
        { name: 'I', from: 2006, to: 2012 },
        { name: 'II', from: 2013, to: 2017 },
      ] },
      { name: 'Street Triple', segment: 'bike-mid', generations: [
        { name: '675', from: 2007, to: 2012 },
        { name: '675 II', from: 2013, to: 2016 },
        { name: '765', from: 2017, to: 2022 },
        { name: '765 II', from: 2023, to: 2026 },
      ] },
      { name: 'Tiger 800', segment: 'bike-mid', generations: [
        { name: 'I', from: 2010, to: 2014 },
        { name: 'II', from: 2015, to: 2020 },
      ] },
      { name: 'Tiger 900', segment: 'bike-big', generations: [
        { name: 'I', from: 2020, to: 2023 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'Speed Triple', segment: 'bike-big', generations: [
        { name: '955i', from: 1999, to: 2004 },
        { name: '1050', from: 2005, to: 2015 },
        { name: '1050 II', from: 2016, to: 2020 },
        { name: '1200 RS', from: 2021, to: 2026 },
      ] },
      { name: 'Tiger 1200', segment: 'bike-big', generations: [
        { name: 'Explorer', from: 2012, to: 2017 },
        { name: 'II', from: 2018, to: 2021 },
        { name: 'III', from: 2022, to: 2026 },
      ] },
      { name: 'Bonneville', segment: 'bike-mid', generations: [
        { name: '790', from: 2001, to: 2006 },
        { name: '865', from: 2007, to: 2015 },
      ] },
      { name: 'Bonneville T120', segment: 'bike-big', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'Thruxton 1200', segment: 'bike-big', generations: [
        { name: 'I', from: 2016, to: 2024 },
      ] },
      { name: 'Scrambler 1200', segment: 'bike-big', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'Rocket 3', segment: 'bike-big', generations: [
        { name: 'I', from: 2004, to: 2018 },
        { name: 'II', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Harley-Davidson',
    family: 'bike',
    models: [
      { name: 'Street 750', segment: 'bike-mid', generations: [
        { name: 'Revolution X', from: 2014, to: 2021 },
      ] },
      { name: 'Sportster 883', segment: 'bike-mid', generations: [
        { name: 'Evolution', from: 1990, to: 2003 },
        { name: 'Evolution Rubber Mount', from: 2004, to: 2022 },
      ] },
      { name: 'Sportster 1200', segment: 'bike-big', generations: [
        { name: 'Evolution', from: 1990, to: 2003 },
        { name: 'Evolution Rubber Mount', from: 2004, to: 2022 },
      ] },
      { name: 'Sportster S', segment: 'bike-big', generations: [
        { name: 'Revolution Max', from: 2021, to: 2026 },
      ] },
      { name: 'Pan America', segment: 'bike-big', generations: [
        { name: 'Revolution Max', from: 2021, to: 2026 },
      ] },
      { name: 'V-Rod', segment: 'bike-big', generations: [
        { name: 'Revolution', from: 2001, to: 2017 },
      ] },
      { name: 'Dyna Super Glide', segment: 'bike-big', generations: [
        { name: 'Evolution', from: 1991, to: 1998 },
        { name: 'Twin Cam', from: 1999, to: 2017 },
      ] },
      { name: 'Fat Boy', segment: 'bike-big', generations: [
        { name: 'Evolution', from: 1990, to: 1999 },
        { name: 'Twin Cam', from: 2000, to: 2017 },
        { name: 'Milwaukee-Eight', from: 2018, to: 2026 },
      ] },
      { name: 'Street Bob', segment: 'bike-big', generations: [
        { name: 'Twin Cam', from: 2006, to: 2017 },
        { name: 'Milwaukee-Eight', from: 2018, to: 2026 },
      ] },
      { name: 'Breakout', segment: 'bike-big', generations: [
        { name: 'Twin Cam', from: 2013, to: 2017 },
        { name: 'Milwaukee-Eight', from: 2018, to: 2026 },
      ] },
      { name: 'Road King', segment: 'bike-big', generations: [
        { name: 'Evolution', from: 1994, to: 1998 },
        { name: 'Twin Cam', from: 1999, to: 2016 },
        { name: 'Milwaukee-Eight', from: 2017, to: 2026 },
      ] },
      { name: 'Street Glide', segment: 'bike-big', generations: [
        { name: 'Twin Cam', from: 2006, to: 2016 },
        { name: 'Milwaukee-Eight', from: 2017, to: 2023 },
        { name: 'Milwaukee-Eight 117', from: 2024, to: 2026 },
      ] },
      { name: 'Road Glide', segment: 'bike-big', generations: [
        { name: 'Twin Cam', from: 1998, to: 2016 },
        { name: 'Milwaukee-Eight', from: 2017, to: 2023 },
        { name: 'Milwaukee-Eight 117', from: 2024, to: 2026 },
      ] },
      { name: 'Electra Glide', segment: 'bike-big', generations: [
        { name: 'Evolution', from: 1990, to: 1998 },
        { name: 'Twin Cam', from: 1999, to: 2016 },
        { name: 'Milwaukee-Eight', from: 2017, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Aprilia',
    family: 'bike',
    models: [
      { name: 'RS 125', segment: 'bike-small', generations: [
        { name: 'I', from: 1992, to: 2005 },
        { name: 'II', from: 2006, to: 2012 },
        { name: 'III', from: 2013, to: 2026 },
      ] },
      { name: 'RS 250', segment: 'bike-small', generations: [
        { name: 'I', from: 1995, to: 2003 },
      ] },
      { name: 'RS 660', segment: 'bike-mid', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'Tuono 660', segment: 'bike-mid', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'Tuareg 660', segment: 'bike-mid', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
      { name: 'Shiver', segment: 'bike-mid', generations: [
        { name: '750', from: 2007, to: 2016 },
        { name: '900', from: 2017, to: 2020 },
      ] },
      { name: 'Dorsoduro', segment: 'bike-mid', generations: [
        { name: '750', from: 2008, to: 2016 },
        { name: '900', from: 2017, to: 2020 },
      ] },
      { name: 'RSV Mille', segment: 'bike-big', generations: [
        { name: 'I', from: 1998, to: 2003 },
        { name: 'RSV 1000 R', from: 2004, to: 2008 },
      ] },
      { name: 'Tuono 1000', segment: 'bike-big', generations: [
        { name: 'I', from: 2002, to: 2005 },
        { name: 'R', from: 2006, to: 2010 },
      ] },
      { name: 'RSV4', segment: 'bike-big', generations: [
        { name: 'I', from: 2009, to: 2014 },
        { name: 'II', from: 2015, to: 2020 },
        { name: '1100', from: 2021, to: 2026 },
      ] },
      { name: 'Tuono V4', segment: 'bike-big', generations: [
        { name: 'I', from: 2011, to: 2014 },
        { name: 'II', from: 2015, to: 2020 },
        { name: '1100', from: 2021, to: 2026 },
      ] },
      { name: 'Caponord 1200', segment: 'bike-big', generations: [
        { name: 'I', from: 2013, to: 2016 },
      ] },
    ],
  },
  {
    name: 'MV Agusta',
    family: 'bike',
    models: [
      { name: 'F3', segment: 'bike-mid', generations: [
        { name: '675', from: 2011, to: 2018 },
        { name: '800', from: 2013, to: 2022 },
      ] },
      { name: 'Brutale 800', segment: 'bike-mid', generations: [
        { name: 'I', from: 2013, to: 2015 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'Dragster 800', segment: 'bike-mid', generations: [
        { name: 'I', from: 2014, to: 2023 },
      ] },
      { name: 'Turismo Veloce', segment: 'bike-mid', generations: [
        { name: 'I', from: 2014, to: 2020 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
      { name: 'Superveloce', segment: 'bike-mid', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'F4', segment: 'bike-big', generations: [
        { name: '750', from: 1999, to: 2004 },
        { name: '1000', from: 2005, to: 2009 },
        { name: '1000 II', from: 2010, to: 2019 },
      ] },
      { name: 'Brutale 1000', segment: 'bike-big', generations: [
        { name: 'B4', from: 2006, to: 2011 },
        { name: 'II', from: 2019, to: 2026 },
      ] },
      { name: 'Rush 1000', segment: 'bike-big', generations: [
        { name: 'I', from: 2020, to: 2022 },
      ] },
      { name: 'Enduro Veloce', segment: 'bike-mid', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Husqvarna',
    family: 'bike',
    models: [
      { name: 'Vitpilen 401', segment: 'bike-mid', generations: [
        { name: 'I', from: 2018, to: 2023 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'Svartpilen 401', segment: 'bike-mid', generations: [
        { name: 'I', from: 2018, to: 2023 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'Vitpilen 701', segment: 'bike-mid', generations: [
        { name: 'I', from: 2018, to: 2023 },
      ] },
      { name: 'Svartpilen 701', segment: 'bike-mid', generations: [
        { name: 'I', from: 2019, to: 2023 },
      ] },
      { name: '701 Enduro', segment: 'bike-mid', generations: [
        { name: 'I', from: 2016, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: '701 Supermoto', segment: 'bike-mid', generations: [
        { name: 'I', from: 2016, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'Norden 901', segment: 'bike-mid', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
      { name: 'TE 300', segment: 'bike-small', generations: [
        { name: 'I', from: 2014, to: 2019 },
        { name: 'TPI', from: 2020, to: 2026 },
      ] },
      { name: 'FE 450', segment: 'bike-mid', generations: [
        { name: 'I', from: 2014, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Moto Guzzi',
    family: 'bike',
    models: [
      { name: 'V7', segment: 'bike-mid', generations: [
        { name: 'I', from: 2008, to: 2014 },
        { name: 'II', from: 2015, to: 2016 },
        { name: 'III', from: 2017, to: 2020 },
        { name: '850', from: 2021, to: 2026 },
      ] },
      { name: 'Breva', segment: 'bike-mid', generations: [
        { name: '750', from: 2003, to: 2012 },
        { name: '1100', from: 2005, to: 2012 },
      ] },
      { name: 'V85 TT', segment: 'bike-mid', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: '1100 Sport', segment: 'bike-big', generations: [
        { name: 'I', from: 1994, to: 1999 },
      ] },
      { name: 'Griso', segment: 'bike-big', generations: [
        { name: '1100', from: 2005, to: 2008 },
        { name: '1200 8V', from: 2007, to: 2016 },
      ] },
      { name: 'Norge 1200', segment: 'bike-big', generations: [
        { name: 'I', from: 2006, to: 2016 },
      ] },
      { name: 'Stelvio', segment: 'bike-big', generations: [
        { name: '1200', from: 2008, to: 2016 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'California 1400', segment: 'bike-big', generations: [
        { name: 'I', from: 2012, to: 2020 },
      ] },
      { name: 'V100 Mandello', segment: 'bike-big', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Royal Enfield',
    family: 'bike',
    models: [
      { name: 'Bullet 350', segment: 'bike-small', generations: [
        { name: 'Iron Barrel', from: 1990, to: 2008 },
        { name: 'UCE', from: 2009, to: 2022 },
        { name: 'J', from: 2023, to: 2026 },
      ] },
      { name: 'Classic 350', segment: 'bike-small', generations: [
        { name: 'UCE', from: 2009, to: 2021 },
        { name: 'J', from: 2021, to: 2026 },
      ] },
      { name: 'Classic 500', segment: 'bike-mid', generations: [
        { name: 'UCE', from: 2009, to: 2020 },
      ] },
      { name: 'Meteor 350', segment: 'bike-small', generations: [
        { name: 'J', from: 2020, to: 2026 },
      ] },
      { name: 'Hunter 350', segment: 'bike-small', generations: [
        { name: 'J', from: 2022, to: 2026 },
      ] },
      { name: 'Himalayan', segment: 'bike-mid', generations: [
        { name: 'LS410', from: 2016, to: 2023 },
        { name: 'Sherpa 450', from: 2023, to: 2026 },
      ] },
      { name: 'Interceptor 650', segment: 'bike-mid', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
      { name: 'Continental GT 650', segment: 'bike-mid', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
      { name: 'Super Meteor 650', segment: 'bike-mid', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Benelli',
    family: 'bike',
    models: [
      { name: 'TNT 125', segment: 'bike-small', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'BN 302', segment: 'bike-small', generations: [
        { name: 'I', from: 2015, to: 2020 },
      ] },
      { name: 'Leoncino 500', segment: 'bike-mid', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
      { name: 'TRK 502', segment: 'bike-mid', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
      { name: '752S', segment: 'bike-mid', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'Tornado 900 Tre', segment: 'bike-big', generations: [
        { name: 'I', from: 2002, to: 2009 },
      ] },
      { name: 'TNT 1130', segment: 'bike-big', generations: [
        { name: 'I', from: 2004, to: 2016 },
      ] },
    ],
  },
  {
    name: 'Indian',
    family: 'bike',
    models: [
      { name: 'Scout', segment: 'bike-big', generations: [
        { name: 'I', from: 2015, to: 2024 },
        { name: 'II', from: 2025, to: 2026 },
      ] },
      { name: 'FTR', segment: 'bike-big', generations: [
        { name: 'FTR 1200', from: 2019, to: 2021 },
        { name: 'II', from: 2022, to: 2026 },
      ] },
      { name: 'Chief', segment: 'bike-big', generations: [
        { name: 'Thunder Stroke 111', from: 2014, to: 2021 },
        { name: 'Thunder Stroke 116', from: 2022, to: 2026 },
      ] },
      { name: 'Chieftain', segment: 'bike-big', generations: [
        { name: 'Thunder Stroke 111', from: 2014, to: 2019 },
        { name: 'Thunder Stroke 116', from: 2020, to: 2026 },
      ] },
      { name: 'Roadmaster', segment: 'bike-big', generations: [
        { name: 'Thunder Stroke 111', from: 2015, to: 2019 },
        { name: 'Thunder Stroke 116', from: 2020, to: 2026 },
      ] },
      { name: 'Springfield', segment: 'bike-big', generations: [
        { name: 'Thunder Stroke 111', from: 2016, to: 2019 },
        { name: 'Thunder Stroke 116', from: 2020, to: 2026 },
      ] },
      { name: 'Challenger', segment: 'bike-big', generations: [
        { name: 'PowerPlus', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'CFMoto',
    family: 'bike',
    models: [
      { name: '300NK', segment: 'bike-small', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
      { name: '450SR', segment: 'bike-mid', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
      { name: '450MT', segment: 'bike-mid', generations: [
        { name: 'I', from: 2024, to: 2026 },
      ] },
      { name: '650NK', segment: 'bike-mid', generations: [
        { name: 'I', from: 2012, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: '650MT', segment: 'bike-mid', generations: [
        { name: 'I', from: 2016, to: 2020 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
      { name: '700CL-X', segment: 'bike-mid', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: '800MT', segment: 'bike-mid', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: '800NK', segment: 'bike-mid', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Piaggio',
    family: 'bike',
    models: [
      { name: 'Liberty 125', segment: 'bike-small', generations: [
        { name: 'I', from: 1997, to: 2008 },
        { name: 'II', from: 2009, to: 2015 },
        { name: 'III', from: 2016, to: 2026 },
      ] },
      { name: 'Medley 125', segment: 'bike-small', generations: [
        { name: 'I', from: 2016, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'Beverly 300', segment: 'bike-mid', generations: [
        { name: 'I', from: 2010, to: 2019 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'X9', segment: 'bike-mid', generations: [
        { name: 'I', from: 2000, to: 2007 },
      ] },
      { name: 'MP3', segment: 'bike-mid', generations: [
        { name: 'I', from: 2006, to: 2013 },
        { name: 'II', from: 2014, to: 2021 },
        { name: 'III', from: 2022, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Vespa',
    family: 'bike',
    models: [
      { name: 'ET4', segment: 'bike-small', generations: [
        { name: 'I', from: 1996, to: 2005 },
      ] },
      { name: 'LX 125', segment: 'bike-small', generations: [
        { name: 'I', from: 2005, to: 2013 },
      ] },
      { name: 'Primavera', segment: 'bike-small', generations: [
        { name: 'I', from: 2013, to: 2023 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'GTS 300', segment: 'bike-mid', generations: [
        { name: 'I', from: 2008, to: 2016 },
        { name: 'HPE', from: 2017, to: 2022 },
        { name: 'III', from: 2023, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Buell',
    family: 'bike',
    models: [
      { name: 'S1 Lightning', segment: 'bike-big', generations: [
        { name: 'I', from: 1996, to: 1998 },
      ] },
      { name: 'X1 Lightning', segment: 'bike-big', generations: [
        { name: 'I', from: 1999, to: 2002 },
      ] },
      { name: 'XB9', segment: 'bike-mid', generations: [
        { name: 'I', from: 2003, to: 2009 },
      ] },
      { name: 'XB12', segment: 'bike-big', generations: [
        { name: 'I', from: 2004, to: 2010 },
      ] },
      { name: '1125R', segment: 'bike-big', generations: [
        { name: 'I', from: 2008, to: 2010 },
      ] },
    ],
  },
];
