import type { ManufacturerSpec } from './types';

/**
 * Cars & LCV: hand-curated makes, models and generations (combustion models only), 1990-2026.
 * Generation years are the years of manufacture; a generation still built ends in 2026.
 */
export const cars: ManufacturerSpec[] = [
  // ---------------------------------------------------------------- VAG
  {
    name: 'Volkswagen',
    family: 'vag',
    models: [
      { name: 'Golf', segment: 'compact', generations: [
        { name: 'Mk3', from: 1991, to: 1997 },
        { name: 'Mk4', from: 1997, to: 2006 },
        { name: 'Mk5', from: 2003, to: 2009 },
        { name: 'Mk6', from: 2008, to: 2013 },
        { name: 'Mk7', from: 2012, to: 2020 },
        { name: 'Mk8', from: 2019, to: 2026 },
      ] },
      { name: 'Golf Plus', segment: 'mpv', generations: [
        { name: '5M', from: 2004, to: 2009 },
        { name: '5M Facelift', from: 2009, to: 2014 },
      ] },
      { name: 'Golf Sportsvan', segment: 'mpv', generations: [
        { name: 'AM', from: 2014, to: 2017 },
        { name: 'AM Facelift', from: 2017, to: 2020 },
      ] },
      { name: 'Polo', segment: 'city', generations: [
        { name: '86C 2F', from: 1990, to: 1994 },
        { name: '6N', from: 1994, to: 1999 },
        { name: '6N2', from: 1999, to: 2001 },
        { name: '9N', from: 2001, to: 2005 },
        { name: '9N3', from: 2005, to: 2009 },
        { name: '6R', from: 2009, to: 2014 },
        { name: '6C', from: 2014, to: 2017 },
        { name: 'AW', from: 2017, to: 2021 },
        { name: 'AW Facelift', from: 2021, to: 2026 },
      ] },
      { name: 'Passat', segment: 'midsize', generations: [
        { name: 'B3', from: 1990, to: 1993 },
        { name: 'B4', from: 1993, to: 1996 },
        { name: 'B5', from: 1996, to: 2000 },
        { name: 'B5.5', from: 2000, to: 2005 },
        { name: 'B6', from: 2005, to: 2010 },
        { name: 'B7', from: 2010, to: 2014 },
        { name: 'B8', from: 2014, to: 2023 },
        { name: 'B9', from: 2023, to: 2026 },
      ] },
      { name: 'Passat CC', segment: 'midsize', generations: [
        { name: '35', from: 2008, to: 2012 },
      ] },
      { name: 'CC', segment: 'midsize', generations: [
        { name: '35 Facelift', from: 2012, to: 2017 },
      ] },
      { name: 'Arteon', segment: 'executive', generations: [
        { name: '3H', from: 2017, to: 2020 },
        { name: '3H Facelift', from: 2020, to: 2024 },
      ] },
      { name: 'Phaeton', segment: 'luxury', generations: [
        { name: '3D', from: 2002, to: 2010 },
        { name: '3D Facelift', from: 2010, to: 2016 },
      ] },
      { name: 'Jetta', segment: 'compact', generations: [
        { name: 'Mk5', from: 2005, to: 2010 },
        { name: 'Mk6', from: 2010, to: 2018 },
        { name: 'Mk7', from: 2018, to: 2026 },
      ] },
      { name: 'Vento', segment: 'compact', generations: [
        { name: '1H', from: 1992, to: 1998 },
      ] },
      { name: 'Bora', segment: 'compact', generations: [
        { name: '1J', from: 1998, to: 2005 },
      ] },
      { name: 'Scirocco', segment: 'sports', generations: [
        { name: 'Mk3', from: 2008, to: 2014 },
        { name: 'Mk3 Facelift', from: 2014, to: 2017 },
      ] },
      { name: 'Corrado', segment: 'sports', generations: [
        { name: '53i', from: 1990, to: 1995 },
      ] },
      { name: 'Eos', segment: 'sports', generations: [
        { name: '1F', from: 2006, to: 2010 },
        { name: '1F Facelift', from: 2010, to: 2015 },
      ] },
      { name: 'Beetle', segment: 'compact', generations: [
        { name: 'New Beetle', from: 1997, to: 2011 },
        { name: '5C', from: 2011, to: 2019 },
      ] },
      { name: 'Lupo', segment: 'city', generations: [
        { name: '6X', from: 1998, to: 2005 },
      ] },
      { name: 'Fox', segment: 'city', generations: [
        { name: '5Z', from: 2005, to: 2011 },
      ] },
      { name: 'Up!', segment: 'city', generations: [
        { name: '121', from: 2011, to: 2016 },
        { name: '121 Facelift', from: 2016, to: 2023 },
      ] },
      { name: 'T-Cross', segment: 'suv', generations: [
        { name: 'C1', from: 2018, to: 2024 },
        { name: 'C1 Facelift', from: 2024, to: 2026 },
      ] },
      { name: 'Taigo', segment: 'suv', generations: [
        { name: 'CS', from: 2021, to: 2026 },
      ] },
      { name: 'T-Roc', segment: 'suv', generations: [
        { name: 'A1', from: 2017, to: 2022 },
        { name: 'A1 Facelift', from: 2022, to: 2025 },
        { name: 'II', from: 2025, to: 2026 },
      ] },
      { name: 'Tiguan', segment: 'suv', generations: [
        { name: '5N', from: 2007, to: 2011 },
        { name: '5N Facelift', from: 2011, to: 2016 },
        { name: 'AD1', from: 2016, to: 2020 },
        { name: 'AD1 Facelift', from: 2020, to: 2024 },
        { name: 'CT1', from: 2024, to: 2026 },
      ] },
      { name: 'Tiguan Allspace', segment: 'suv', generations: [
        { name: 'BW2', from: 2017, to: 2024 },
      ] },
      { name: 'Tayron', segment: 'suv', generations: [
        { name: 'I', from: 2024, to: 2026 },
      ] },
      { name: 'Touareg', segment: 'suv', generations: [
        { name: '7L', from: 2002, to: 2010 },
        { name: '7P', from: 2010, to: 2018 },
        { name: 'CR', from: 2018, to: 2026 },
      ] },
      { name: 'Atlas', segment: 'suv', generations: [
        { name: 'CA1', from: 2017, to: 2020 },
        { name: 'CA1 Facelift', from: 2020, to: 2026 },
      ] },
      { name: 'Touran', segment: 'mpv', generations: [
        { name: '1T', from: 2003, to: 2010 },
        { name: '1T3', from: 2010, to: 2015 },
        { name: '5T', from: 2015, to: 2025 },
      ] },
      { name: 'Sharan', segment: 'mpv', generations: [
        { name: '7M', from: 1995, to: 2010 },
        { name: '7N', from: 2010, to: 2022 },
      ] },
      { name: 'Caddy', segment: 'van', generations: [
        { name: '9K', from: 1995, to: 2004 },
        { name: '2K', from: 2003, to: 2015 },
        { name: 'SA', from: 2015, to: 2020 },
        { name: 'SB', from: 2020, to: 2026 },
      ] },
      { name: 'Transporter', segment: 'van', generations: [
        { name: 'T4', from: 1990, to: 2003 },
        { name: 'T5', from: 2003, to: 2009 },
        { name: 'T5.1', from: 2009, to: 2015 },
        { name: 'T6', from: 2015, to: 2019 },
        { name: 'T6.1', from: 2019, to: 2025 },
        { name: 'T7', from: 2025, to: 2026 },
      ] },
      { name: 'Caravelle', segment: 'van', generations: [
        { name: 'T4', from: 1990, to: 2003 },
        { name: 'T5', from: 2003, to: 2015 },
        { name: 'T6', from: 2015, to: 2019 },
        { name: 'T6.1', from: 2019, to: 2025 },
      ] },
      { name: 'Multivan', segment: 'mpv', generations: [
        { name: 'T4', from: 1992, to: 2003 },
        { name: 'T5', from: 2003, to: 2015 },
        { name: 'T6', from: 2015, to: 2019 },
        { name: 'T6.1', from: 2019, to: 2022 },
        { name: 'T7', from: 2021, to: 2026 },
      ] },
      { name: 'California', segment: 'van', generations: [
        { name: 'T4', from: 1991, to: 2003 },
        { name: 'T5', from: 2003, to: 2015 },
        { name: 'T6', from: 2015, to: 2019 },
        { name: 'T6.1', from: 2019, to: 2024 },
        { name: 'T7', from: 2024, to: 2026 },
      ] },
      { name: 'LT', segment: 'van', generations: [
        { name: 'LT1', from: 1990, to: 1996 },
        { name: 'LT2', from: 1996, to: 2006 },
      ] },
      { name: 'Crafter', segment: 'van', generations: [
        { name: '2E', from: 2006, to: 2016 },
        { name: 'SY', from: 2016, to: 2026 },
      ] },
      { name: 'Amarok', segment: 'pickup', generations: [
        { name: '2H', from: 2010, to: 2016 },
        { name: '2H Facelift', from: 2016, to: 2020 },
        { name: 'II', from: 2022, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Audi',
    family: 'vag',
    models: [
      { name: '80', segment: 'midsize', generations: [
        { name: 'B3', from: 1990, to: 1991 },
        { name: 'B4', from: 1991, to: 1996 },
      ] },
      { name: '100', segment: 'executive', generations: [
        { name: 'C3', from: 1990, to: 1991 },
        { name: 'C4', from: 1990, to: 1994 },
      ] },
      { name: 'Coupe', segment: 'sports', generations: [
        { name: 'B3', from: 1990, to: 1996 },
      ] },
      { name: 'A1', segment: 'city', generations: [
        { name: '8X', from: 2010, to: 2018 },
        { name: 'GB', from: 2018, to: 2026 },
      ] },
      { name: 'A2', segment: 'city', generations: [
        { name: '8Z', from: 1999, to: 2005 },
      ] },
      { name: 'A3', segment: 'compact', generations: [
        { name: '8L', from: 1996, to: 2003, number: 1 },
        { name: '8P', from: 2003, to: 2013, number: 2 },
        { name: '8V', from: 2012, to: 2020, number: 3 },
        { name: '8Y', from: 2020, to: 2026, number: 4 },
      ] },
      { name: 'S3', segment: 'compact', generations: [
        { name: '8L', from: 1999, to: 2003 },
        { name: '8P', from: 2006, to: 2013 },
        { name: '8V', from: 2013, to: 2020 },
        { name: '8Y', from: 2020, to: 2026 },
      ] },
      { name: 'RS3', segment: 'compact', generations: [
        { name: '8P', from: 2011, to: 2012 },
        { name: '8V', from: 2015, to: 2020 },
        { name: '8Y', from: 2021, to: 2026 },
      ] },
      { name: 'A4', segment: 'midsize', generations: [
        { name: 'B5', from: 1994, to: 2001 },
        { name: 'B6', from: 2000, to: 2004 },
        { name: 'B7', from: 2004, to: 2008 },
        { name: 'B8', from: 2007, to: 2015 },
        { name: 'B9', from: 2015, to: 2026 },
      ] },
      { name: 'A4 Allroad', segment: 'midsize', generations: [
        { name: 'B8', from: 2009, to: 2015 },
        { name: 'B9', from: 2016, to: 2025 },
      ] },
      { name: 'S4', segment: 'midsize', generations: [
        { name: 'B5', from: 1997, to: 2001 },
        { name: 'B6', from: 2003, to: 2005 },
        { name: 'B7', from: 2005, to: 2008 },
        { name: 'B8', from: 2009, to: 2016 },
        { name: 'B9', from: 2016, to: 2024 },
      ] },
      { name: 'RS4', segment: 'midsize', generations: [
        { name: 'B5', from: 2000, to: 2001 },
        { name: 'B7', from: 2006, to: 2008 },
        { name: 'B8', from: 2012, to: 2015 },
        { name: 'B9', from: 2017, to: 2025 },
      ] },
      { name: 'A5', segment: 'midsize', generations: [
        { name: '8T', from: 2007, to: 2016 },
        { name: 'F5', from: 2016, to: 2024 },
        { name: 'B10', from: 2024, to: 2026 },
      ] },
      { name: 'S5', segment: 'midsize', generations: [
        { name: '8T', from: 2007, to: 2016 },
        { name: 'F5', from: 2017, to: 2024 },
        { name: 'B10', from: 2024, to: 2026 },
      ] },
      { name: 'RS5', segment: 'sports', generations: [
        { name: '8T', from: 2010, to: 2015 },
        { name: 'F5', from: 2017, to: 2024 },
      ] },
      { name: 'A6', segment: 'executive', generations: [
        { name: 'C4', from: 1994, to: 1997 },
        { name: 'C5', from: 1997, to: 2004 },
        { name: 'C6', from: 2004, to: 2011 },
        { name: 'C7', from: 2011, to: 2018 },
        { name: 'C8', from: 2018, to: 2025 },
        { name: 'C9', from: 2025, to: 2026 },
      ] },
      { name: 'A6 Allroad', segment: 'executive', generations: [
        { name: 'C5', from: 2000, to: 2005 },
        { name: 'C6', from: 2006, to: 2011 },
        { name: 'C7', from: 2012, to: 2018 },
        { name: 'C8', from: 2019, to: 2025 },
      ] },
      { name: 'S6', segment: 'executive', generations: [
        { name: 'C4', from: 1994, to: 1997 },
        { name: 'C5', from: 1999, to: 2004 },
        { name: 'C6', from: 2006, to: 2011 },
        { name: 'C7', from: 2012, to: 2018 },
        { name: 'C8', from: 2019, to: 2025 },
      ] },
      { name: 'RS6', segment: 'executive', generations: [
        { name: 'C5', from: 2002, to: 2004 },
        { name: 'C6', from: 2008, to: 2010 },
        { name: 'C7', from: 2013, to: 2018 },
        { name: 'C8', from: 2019, to: 2026 },
      ] },
      { name: 'A7', segment: 'executive', generations: [
        { name: '4G', from: 2010, to: 2018 },
        { name: '4K', from: 2018, to: 2026 },
      ] },
      { name: 'RS7', segment: 'executive', generations: [
        { name: '4G', from: 2013, to: 2018 },
        { name: '4K', from: 2019, to: 2026 },
      ] },
      { name: 'A8', segment: 'luxury', generations: [
        { name: 'D2', from: 1994, to: 2002 },
        { name: 'D3', from: 2002, to: 2010 },
        { name: 'D4', from: 2010, to: 2017 },
        { name: 'D5', from: 2017, to: 2026 },
      ] },
      { name: 'S8', segment: 'luxury', generations: [
        { name: 'D2', from: 1996, to: 2002 },
        { name: 'D3', from: 2006, to: 2010 },
        { name: 'D4', from: 2012, to: 2017 },
        { name: 'D5', from: 2019, to: 2026 },
      ] },
      { name: 'Q2', segment: 'suv', generations: [
        { name: 'GA', from: 2016, to: 2020 },
        { name: 'GA Facelift', from: 2020, to: 2026 },
      ] },
      { name: 'Q3', segment: 'suv', generations: [
        { name: '8U', from: 2011, to: 2018 },
        { name: 'F3', from: 2018, to: 2025 },
        { name: 'III', from: 2025, to: 2026 },
      ] },
      { name: 'RS Q3', segment: 'suv', generations: [
        { name: '8U', from: 2013, to: 2018 },
        { name: 'F3', from: 2019, to: 2025 },
      ] },
      { name: 'Q5', segment: 'suv', generations: [
        { name: '8R', from: 2008, to: 2017 },
        { name: 'FY', from: 2016, to: 2024 },
        { name: 'GU', from: 2024, to: 2026 },
      ] },
      { name: 'SQ5', segment: 'suv', generations: [
        { name: '8R', from: 2013, to: 2017 },
        { name: 'FY', from: 2017, to: 2024 },
        { name: 'GU', from: 2024, to: 2026 },
      ] },
      { name: 'Q7', segment: 'suv', generations: [
        { name: '4L', from: 2005, to: 2015 },
        { name: '4M', from: 2015, to: 2026 },
      ] },
      { name: 'SQ7', segment: 'suv', generations: [
        { name: '4M', from: 2016, to: 2026 },
      ] },
      { name: 'Q8', segment: 'suv', generations: [
        { name: '4M', from: 2018, to: 2026 },
      ] },
      { name: 'RS Q8', segment: 'suv', generations: [
        { name: '4M', from: 2020, to: 2026 },
      ] },
      { name: 'TT', segment: 'sports', generations: [
        { name: '8N', from: 1998, to: 2006 },
        { name: '8J', from: 2006, to: 2014 },
        { name: '8S', from: 2014, to: 2023 },
      ] },
      { name: 'R8', segment: 'sports', generations: [
        { name: '42', from: 2006, to: 2015 },
        { name: '4S', from: 2015, to: 2024 },
      ] },
    ],
  },
  {
    name: 'Skoda',
    family: 'vag',
    models: [
      { name: 'Favorit', segment: 'city', generations: [
        { name: '781', from: 1990, to: 1994 },
      ] },
      { name: 'Felicia', segment: 'city', generations: [
        { name: '6U', from: 1994, to: 1998 },
        { name: '6U Facelift', from: 1998, to: 2001 },
      ] },
      { name: 'Fabia', segment: 'city', generations: [
        { name: '6Y', from: 1999, to: 2007, number: 1 },
        { name: '5J', from: 2007, to: 2014, number: 2 },
        { name: 'NJ', from: 2014, to: 2021, number: 3 },
        { name: 'PJ', from: 2021, to: 2026, number: 4 },
      ] },
      { name: 'Citigo', segment: 'city', generations: [
        { name: 'NF', from: 2011, to: 2020 },
      ] },
      { name: 'Rapid', segment: 'compact', generations: [
        { name: 'NH', from: 2012, to: 2019 },
      ] },
      { name: 'Scala', segment: 'compact', generations: [
        { name: 'NW', from: 2019, to: 2026 },
      ] },
      { name: 'Octavia', segment: 'compact', generations: [
        { name: '1U', from: 1996, to: 2010, number: 1 },
        { name: '1Z', from: 2004, to: 2013, number: 2 },
        { name: '5E', from: 2012, to: 2020, number: 3 },
        { name: 'NX', from: 2019, to: 2026, number: 4 },
      ] },
      { name: 'Superb', segment: 'executive', generations: [
        { name: '3U', from: 2001, to: 2008, number: 1 },
        { name: '3T', from: 2008, to: 2015, number: 2 },
        { name: '3V', from: 2015, to: 2023, number: 3 },
        { name: '3Y', from: 2023, to: 2026, number: 4 },
      ] },
      { name: 'Roomster', segment: 'mpv', generations: [
        { name: '5J', from: 2006, to: 2015 },
      ] },
      { name: 'Yeti', segment: 'suv', generations: [
        { name: '5L', from: 2009, to: 2013 },
        { name: '5L Facelift', from: 2013, to: 2017 },
      ] },
      { name: 'Kamiq', segment: 'suv', generations: [
        { name: 'NW4', from: 2019, to: 2026 },
      ] },
      { name: 'Karoq', segment: 'suv', generations: [
        { name: 'NU', from: 2017, to: 2026 },
      ] },
      { name: 'Kodiaq', segment: 'suv', generations: [
        { name: 'NS', from: 2016, to: 2024 },
        { name: 'PS', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'SEAT',
    family: 'vag',
    models: [
      { name: 'Marbella', segment: 'city', generations: [
        { name: 'I', from: 1990, to: 1998 },
      ] },
      { name: 'Arosa', segment: 'city', generations: [
        { name: '6H', from: 1997, to: 2004 },
      ] },
      { name: 'Mii', segment: 'city', generations: [
        { name: 'KF', from: 2011, to: 2019 },
      ] },
      { name: 'Ibiza', segment: 'city', generations: [
        { name: '6K', from: 1993, to: 2002 },
        { name: '6L', from: 2002, to: 2008 },
        { name: '6J', from: 2008, to: 2017 },
        { name: 'KJ', from: 2017, to: 2026 },
      ] },
      { name: 'Cordoba', segment: 'compact', generations: [
        { name: '6K', from: 1993, to: 2002 },
        { name: '6L', from: 2002, to: 2009 },
      ] },
      { name: 'Leon', segment: 'compact', generations: [
        { name: '1M', from: 1999, to: 2005, number: 1 },
        { name: '1P', from: 2005, to: 2012, number: 2 },
        { name: '5F', from: 2012, to: 2020, number: 3 },
        { name: 'KL', from: 2020, to: 2026, number: 4 },
      ] },
      { name: 'Toledo', segment: 'compact', generations: [
        { name: '1L', from: 1991, to: 1999 },
        { name: '1M', from: 1998, to: 2004 },
        { name: '5P', from: 2004, to: 2009 },
        { name: 'NH', from: 2012, to: 2019 },
      ] },
      { name: 'Altea', segment: 'mpv', generations: [
        { name: '5P', from: 2004, to: 2015 },
      ] },
      { name: 'Exeo', segment: 'midsize', generations: [
        { name: '3R', from: 2008, to: 2013 },
      ] },
      { name: 'Alhambra', segment: 'mpv', generations: [
        { name: '7M', from: 1996, to: 2010 },
        { name: '7N', from: 2010, to: 2020 },
      ] },
      { name: 'Arona', segment: 'suv', generations: [
        { name: 'KJ7', from: 2017, to: 2026 },
      ] },
      { name: 'Ateca', segment: 'suv', generations: [
        { name: 'KH', from: 2016, to: 2026 },
      ] },
      { name: 'Tarraco', segment: 'suv', generations: [
        { name: 'KN', from: 2018, to: 2025 },
      ] },
      { name: 'Inca', segment: 'van', generations: [
        { name: '6K9', from: 1995, to: 2003 },
      ] },
    ],
  },
  {
    name: 'Cupra',
    family: 'vag',
    models: [
      { name: 'Leon', segment: 'compact', generations: [
        { name: 'KL', from: 2020, to: 2026 },
      ] },
      { name: 'Formentor', segment: 'suv', generations: [
        { name: 'KM', from: 2020, to: 2024 },
        { name: 'KM Facelift', from: 2024, to: 2026 },
      ] },
      { name: 'Ateca', segment: 'suv', generations: [
        { name: 'KH', from: 2018, to: 2026 },
      ] },
      { name: 'Terramar', segment: 'suv', generations: [
        { name: 'I', from: 2024, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Porsche, BMW, MINI
  {
    name: 'Porsche',
    family: 'porsche',
    models: [
      { name: '911', segment: 'sports', generations: [
        { name: '964', from: 1990, to: 1994 },
        { name: '993', from: 1994, to: 1998 },
        { name: '996', from: 1997, to: 2005 },
        { name: '997', from: 2004, to: 2012 },
        { name: '991', from: 2011, to: 2019 },
        { name: '992', from: 2019, to: 2026 },
      ] },
      { name: '928', segment: 'sports', generations: [
        { name: 'GTS', from: 1990, to: 1995 },
      ] },
      { name: '968', segment: 'sports', generations: [
        { name: 'I', from: 1991, to: 1995 },
      ] },
      { name: 'Boxster', segment: 'sports', generations: [
        { name: '986', from: 1996, to: 2004 },
        { name: '987', from: 2004, to: 2012 },
        { name: '981', from: 2012, to: 2016 },
        { name: '982', from: 2016, to: 2025 },
      ] },
      { name: 'Cayman', segment: 'sports', generations: [
        { name: '987', from: 2005, to: 2012 },
        { name: '981', from: 2013, to: 2016 },
        { name: '982', from: 2016, to: 2025 },
      ] },
      { name: 'Cayenne', segment: 'suv', generations: [
        { name: '9PA', from: 2002, to: 2010 },
        { name: '92A', from: 2010, to: 2017 },
        { name: '9YA', from: 2017, to: 2026 },
      ] },
      { name: 'Macan', segment: 'suv', generations: [
        { name: '95B', from: 2014, to: 2018 },
        { name: '95B Facelift', from: 2018, to: 2025 },
      ] },
      { name: 'Panamera', segment: 'executive', generations: [
        { name: '970', from: 2009, to: 2016 },
        { name: '971', from: 2016, to: 2023 },
        { name: '976', from: 2023, to: 2026 },
      ] },
    ],
  },
  {
    name: 'BMW',
    family: 'bmw',
    models: [
      { name: '1 Series', segment: 'compact', generations: [
        { name: 'E87', from: 2004, to: 2011 },
        { name: 'F20', from: 2011, to: 2019 },
        { name: 'F40', from: 2019, to: 2024 },
        { name: 'F70', from: 2024, to: 2026 },
      ] },
      { name: '2 Series', segment: 'sports', generations: [
        { name: 'F22', from: 2014, to: 2021 },
        { name: 'G42', from: 2021, to: 2026 },
      ] },
      { name: '2 Series Active Tourer', segment: 'mpv', generations: [
        { name: 'F45', from: 2014, to: 2021 },
        { name: 'U06', from: 2021, to: 2026 },
      ] },
      { name: '2 Series Gran Coupe', segment: 'compact', generations: [
        { name: 'F44', from: 2019, to: 2024 },
        { name: 'F74', from: 2024, to: 2026 },
      ] },
      { name: '3 Series', segment: 'midsize', generations: [
        { name: 'E30', from: 1990, to: 1994 },
        { name: 'E36', from: 1990, to: 2000 },
        { name: 'E46', from: 1998, to: 2006 },
        { name: 'E90', from: 2005, to: 2013 },
        { name: 'F30', from: 2011, to: 2019 },
        { name: 'G20', from: 2018, to: 2026 },
      ] },
      { name: '4 Series', segment: 'midsize', generations: [
        { name: 'F32', from: 2013, to: 2020 },
        { name: 'G22', from: 2020, to: 2026 },
      ] },
      { name: '5 Series', segment: 'executive', generations: [
        { name: 'E34', from: 1990, to: 1996 },
        { name: 'E39', from: 1995, to: 2004 },
        { name: 'E60', from: 2003, to: 2010 },
        { name: 'F10', from: 2010, to: 2017 },
        { name: 'G30', from: 2017, to: 2023 },
        { name: 'G60', from: 2023, to: 2026 },
      ] },
      { name: '6 Series', segment: 'executive', generations: [
        { name: 'E63', from: 2003, to: 2010 },
        { name: 'F12', from: 2011, to: 2018 },
        { name: 'G32', from: 2017, to: 2024 },
      ] },
      { name: '7 Series', segment: 'luxury', generations: [
        { name: 'E32', from: 1990, to: 1994 },
        { name: 'E38', from: 1994, to: 2001 },
        { name: 'E65', from: 2001, to: 2008 },
        { name: 'F01', from: 2008, to: 2015 },
        { name: 'G11', from: 2015, to: 2022 },
        { name: 'G70', from: 2022, to: 2026 },
      ] },
      { name: '8 Series', segment: 'luxury', generations: [
        { name: 'E31', from: 1990, to: 1999 },
        { name: 'G15', from: 2018, to: 2025 },
      ] },
      { name: 'M3', segment: 'sports', generations: [
        { name: 'E36', from: 1992, to: 1999 },
        { name: 'E46', from: 2000, to: 2006 },
        { name: 'E90', from: 2007, to: 2013 },
        { name: 'F80', from: 2014, to: 2018 },
        { name: 'G80', from: 2020, to: 2026 },
      ] },
      { name: 'M4', segment: 'sports', generations: [
        { name: 'F82', from: 2014, to: 2020 },
        { name: 'G82', from: 2020, to: 2026 },
      ] },
      { name: 'M5', segment: 'executive', generations: [
        { name: 'E34', from: 1990, to: 1995 },
        { name: 'E39', from: 1998, to: 2003 },
        { name: 'E60', from: 2005, to: 2010 },
        { name: 'F10', from: 2011, to: 2016 },
        { name: 'F90', from: 2017, to: 2023 },
        { name: 'G90', from: 2024, to: 2026 },
      ] },
      { name: 'X1', segment: 'suv', generations: [
        { name: 'E84', from: 2009, to: 2015 },
        { name: 'F48', from: 2015, to: 2022 },
        { name: 'U11', from: 2022, to: 2026 },
      ] },
      { name: 'X2', segment: 'suv', generations: [
        { name: 'F39', from: 2017, to: 2023 },
        { name: 'U10', from: 2023, to: 2026 },
      ] },
      { name: 'X3', segment: 'suv', generations: [
        { name: 'E83', from: 2003, to: 2010 },
        { name: 'F25', from: 2010, to: 2017 },
        { name: 'G01', from: 2017, to: 2024 },
        { name: 'G45', from: 2024, to: 2026 },
      ] },
      { name: 'X4', segment: 'suv', generations: [
        { name: 'F26', from: 2014, to: 2018 },
        { name: 'G02', from: 2018, to: 2026 },
      ] },
      { name: 'X5', segment: 'suv', generations: [
        { name: 'E53', from: 1999, to: 2006 },
        { name: 'E70', from: 2006, to: 2013 },
        { name: 'F15', from: 2013, to: 2018 },
        { name: 'G05', from: 2018, to: 2026 },
      ] },
      { name: 'X6', segment: 'suv', generations: [
        { name: 'E71', from: 2008, to: 2014 },
        { name: 'F16', from: 2014, to: 2019 },
        { name: 'G06', from: 2019, to: 2026 },
      ] },
      { name: 'X7', segment: 'suv', generations: [
        { name: 'G07', from: 2018, to: 2022 },
        { name: 'G07 Facelift', from: 2022, to: 2026 },
      ] },
      { name: 'XM', segment: 'suv', generations: [
        { name: 'G09', from: 2022, to: 2026 },
      ] },
      { name: 'Z3', segment: 'sports', generations: [
        { name: 'E36/7', from: 1995, to: 2002 },
      ] },
      { name: 'Z4', segment: 'sports', generations: [
        { name: 'E85', from: 2002, to: 2008 },
        { name: 'E89', from: 2009, to: 2016 },
        { name: 'G29', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'MINI',
    family: 'mini',
    models: [
      { name: 'Hatch', segment: 'city', generations: [
        { name: 'R50', from: 2001, to: 2006 },
        { name: 'R56', from: 2006, to: 2013 },
        { name: 'F56', from: 2013, to: 2024 },
        { name: 'F66', from: 2024, to: 2026 },
      ] },
      { name: 'Convertible', segment: 'city', generations: [
        { name: 'R52', from: 2004, to: 2008 },
        { name: 'R57', from: 2009, to: 2015 },
        { name: 'F57', from: 2016, to: 2024 },
        { name: 'F67', from: 2024, to: 2026 },
      ] },
      { name: 'Clubman', segment: 'compact', generations: [
        { name: 'R55', from: 2007, to: 2014 },
        { name: 'F54', from: 2015, to: 2024 },
      ] },
      { name: 'Countryman', segment: 'suv', generations: [
        { name: 'R60', from: 2010, to: 2016 },
        { name: 'F60', from: 2017, to: 2024 },
        { name: 'U25', from: 2023, to: 2026 },
      ] },
      { name: 'Paceman', segment: 'suv', generations: [
        { name: 'R61', from: 2012, to: 2016 },
      ] },
      { name: 'Coupe', segment: 'sports', generations: [
        { name: 'R58', from: 2011, to: 2015 },
      ] },
      { name: 'Roadster', segment: 'sports', generations: [
        { name: 'R59', from: 2012, to: 2015 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Mercedes-Benz, Smart
  {
    name: 'Mercedes-Benz',
    family: 'mercedes',
    models: [
      { name: '190', segment: 'compact', generations: [
        { name: 'W201', from: 1990, to: 1993 },
      ] },
      { name: 'A-Class', segment: 'compact', generations: [
        { name: 'W168', from: 1997, to: 2004 },
        { name: 'W169', from: 2004, to: 2012 },
        { name: 'W176', from: 2012, to: 2018 },
        { name: 'W177', from: 2018, to: 2026 },
      ] },
      { name: 'B-Class', segment: 'mpv', generations: [
        { name: 'W245', from: 2005, to: 2011 },
        { name: 'W246', from: 2011, to: 2018 },
        { name: 'W247', from: 2018, to: 2026 },
      ] },
      { name: 'CLA', segment: 'compact', generations: [
        { name: 'C117', from: 2013, to: 2019 },
        { name: 'C118', from: 2019, to: 2025 },
      ] },
      { name: 'C-Class', segment: 'midsize', generations: [
        { name: 'W202', from: 1993, to: 2000 },
        { name: 'W203', from: 2000, to: 2007 },
        { name: 'W204', from: 2007, to: 2014 },
        { name: 'W205', from: 2014, to: 2021 },
        { name: 'W206', from: 2021, to: 2026 },
      ] },
      { name: 'CLK', segment: 'sports', generations: [
        { name: 'C208', from: 1997, to: 2003 },
        { name: 'C209', from: 2002, to: 2010 },
      ] },
      { name: 'E-Class', segment: 'executive', generations: [
        { name: 'W124', from: 1990, to: 1995 },
        { name: 'W210', from: 1995, to: 2002 },
        { name: 'W211', from: 2002, to: 2009 },
        { name: 'W212', from: 2009, to: 2016 },
        { name: 'W213', from: 2016, to: 2023 },
        { name: 'W214', from: 2023, to: 2026 },
      ] },
      { name: 'CLS', segment: 'executive', generations: [
        { name: 'C219', from: 2004, to: 2010 },
        { name: 'C218', from: 2010, to: 2018 },
        { name: 'C257', from: 2018, to: 2023 },
      ] },
      { name: 'S-Class', segment: 'luxury', generations: [
        { name: 'W126', from: 1990, to: 1991 },
        { name: 'W140', from: 1991, to: 1998 },
        { name: 'W220', from: 1998, to: 2005 },
        { name: 'W221', from: 2005, to: 2013 },
        { name: 'W222', from: 2013, to: 2020 },
        { name: 'W223', from: 2020, to: 2026 },
      ] },
      { name: 'CL-Class', segment: 'luxury', generations: [
        { name: 'C215', from: 1999, to: 2006 },
        { name: 'C216', from: 2006, to: 2014 },
      ] },
      { name: 'SL', segment: 'sports', generations: [
        { name: 'R129', from: 1990, to: 2001 },
        { name: 'R230', from: 2001, to: 2011 },
        { name: 'R231', from: 2012, to: 2020 },
        { name: 'R232', from: 2021, to: 2026 },
      ] },
      { name: 'SLK', segment: 'sports', generations: [
        { name: 'R170', from: 1996, to: 2004 },
        { name: 'R171', from: 2004, to: 2011 },
        { name: 'R172', from: 2011, to: 2020 },
      ] },
      { name: 'AMG GT', segment: 'sports', generations: [
        { name: 'C190', from: 2014, to: 2021 },
        { name: 'C192', from: 2023, to: 2026 },
      ] },
      { name: 'GLA', segment: 'suv', generations: [
        { name: 'X156', from: 2013, to: 2019 },
        { name: 'H247', from: 2020, to: 2026 },
      ] },
      { name: 'GLB', segment: 'suv', generations: [
        { name: 'X247', from: 2019, to: 2026 },
      ] },
      { name: 'GLK', segment: 'suv', generations: [
        { name: 'X204', from: 2008, to: 2015 },
      ] },
      { name: 'GLC', segment: 'suv', generations: [
        { name: 'X253', from: 2015, to: 2022 },
        { name: 'X254', from: 2022, to: 2026 },
      ] },
      { name: 'M-Class', segment: 'suv', generations: [
        { name: 'W163', from: 1997, to: 2005 },
        { name: 'W164', from: 2005, to: 2011 },
        { name: 'W166', from: 2011, to: 2015 },
      ] },
      { name: 'GLE', segment: 'suv', generations: [
        { name: 'W166', from: 2015, to: 2019 },
        { name: 'V167', from: 2019, to: 2026 },
      ] },
      { name: 'GL-Class', segment: 'suv', generations: [
        { name: 'X164', from: 2006, to: 2012 },
        { name: 'X166', from: 2012, to: 2015 },
      ] },
      { name: 'GLS', segment: 'suv', generations: [
        { name: 'X166', from: 2015, to: 2019 },
        { name: 'X167', from: 2019, to: 2026 },
      ] },
      { name: 'G-Class', segment: 'suv', generations: [
        { name: 'W463', from: 1990, to: 2018 },
        { name: 'W463A', from: 2018, to: 2026 },
      ] },
      { name: 'R-Class', segment: 'mpv', generations: [
        { name: 'W251', from: 2005, to: 2013 },
      ] },
      { name: 'V-Class', segment: 'mpv', generations: [
        { name: 'W638', from: 1996, to: 2003 },
        { name: 'W639', from: 2003, to: 2014 },
        { name: 'W447', from: 2014, to: 2026 },
      ] },
      { name: 'Vito', segment: 'van', generations: [
        { name: 'W638', from: 1996, to: 2003 },
        { name: 'W639', from: 2003, to: 2014 },
        { name: 'W447', from: 2014, to: 2026 },
      ] },
      { name: 'Sprinter', segment: 'van', generations: [
        { name: 'T1N', from: 1995, to: 2006 },
        { name: '906', from: 2006, to: 2018 },
        { name: '907', from: 2018, to: 2026 },
      ] },
      { name: 'Citan', segment: 'van', generations: [
        { name: 'W415', from: 2012, to: 2021 },
        { name: 'W420', from: 2021, to: 2026 },
      ] },
      { name: 'X-Class', segment: 'pickup', generations: [
        { name: 'W470', from: 2017, to: 2020 },
      ] },
    ],
  },
  {
    name: 'Smart',
    family: 'mercedes',
    models: [
      { name: 'Fortwo', segment: 'city', generations: [
        { name: 'W450', from: 1998, to: 2007 },
        { name: 'W451', from: 2007, to: 2014 },
        { name: 'W453', from: 2014, to: 2024 },
      ] },
      { name: 'Fortwo Cabrio', segment: 'city', generations: [
        { name: 'A450', from: 2000, to: 2007 },
        { name: 'A451', from: 2007, to: 2014 },
        { name: 'A453', from: 2016, to: 2024 },
      ] },
      { name: 'Forfour', segment: 'city', generations: [
        { name: 'W454', from: 2004, to: 2006 },
        { name: 'W453', from: 2014, to: 2021 },
      ] },
      { name: 'Roadster', segment: 'sports', generations: [
        { name: 'W452', from: 2003, to: 2006 },
      ] },
      { name: 'Crossblade', segment: 'city', generations: [
        { name: 'W450', from: 2002, to: 2003 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Ford
  {
    name: 'Ford',
    family: 'ford',
    models: [
      { name: 'Ka', segment: 'city', generations: [
        { name: 'Mk1', from: 1996, to: 2008 },
        { name: 'Mk2', from: 2008, to: 2016 },
        { name: 'Ka+', from: 2016, to: 2021 },
      ] },
      { name: 'Fiesta', segment: 'city', generations: [
        { name: 'Mk3', from: 1990, to: 1997 },
        { name: 'Mk4', from: 1995, to: 2002 },
        { name: 'Mk5', from: 2002, to: 2008 },
        { name: 'Mk6', from: 2008, to: 2017 },
        { name: 'Mk7', from: 2017, to: 2023 },
      ] },
      { name: 'Fusion', segment: 'city', generations: [
        { name: 'JU', from: 2002, to: 2012 },
      ] },
      { name: 'Escort', segment: 'compact', generations: [
        { name: 'Mk5', from: 1990, to: 1992 },
        { name: 'Mk6', from: 1992, to: 1995 },
        { name: 'Mk7', from: 1995, to: 2000 },
      ] },
      { name: 'Focus', segment: 'compact', generations: [
        { name: 'Mk1', from: 1998, to: 2005 },
        { name: 'Mk2', from: 2004, to: 2011 },
        { name: 'Mk3', from: 2010, to: 2018 },
        { name: 'Mk4', from: 2018, to: 2025 },
      ] },
      { name: 'C-Max', segment: 'mpv', generations: [
        { name: 'Mk1', from: 2003, to: 2010 },
        { name: 'Mk2', from: 2010, to: 2019 },
      ] },
      { name: 'B-Max', segment: 'mpv', generations: [
        { name: 'JK', from: 2012, to: 2017 },
      ] },
      { name: 'Sierra', segment: 'midsize', generations: [
        { name: 'Mk2', from: 1990, to: 1993 },
      ] },
      { name: 'Mondeo', segment: 'midsize', generations: [
        { name: 'Mk1', from: 1993, to: 1996 },
        { name: 'Mk2', from: 1996, to: 2000 },
        { name: 'Mk3', from: 2000, to: 2007 },
        { name: 'Mk4', from: 2007, to: 2014 },
        { name: 'Mk5', from: 2014, to: 2022 },
      ] },
      { name: 'Scorpio', segment: 'executive', generations: [
        { name: 'Mk1', from: 1990, to: 1994 },
        { name: 'Mk2', from: 1994, to: 1998 },
      ] },
      { name: 'Cougar', segment: 'sports', generations: [
        { name: 'MC', from: 1998, to: 2002 },
      ] },
      { name: 'Mustang', segment: 'sports', generations: [
        { name: 'Fox', from: 1990, to: 1993 },
        { name: 'SN95', from: 1994, to: 2004 },
        { name: 'S197', from: 2004, to: 2014 },
        { name: 'S550', from: 2014, to: 2023 },
        { name: 'S650', from: 2023, to: 2026 },
      ] },
      { name: 'Puma', segment: 'suv', generations: [
        { name: 'J2K', from: 2019, to: 2026 },
      ] },
      { name: 'EcoSport', segment: 'suv', generations: [
        { name: 'B515', from: 2013, to: 2017 },
        { name: 'B515 Facelift', from: 2017, to: 2022 },
      ] },
      { name: 'Kuga', segment: 'suv', generations: [
        { name: 'Mk1', from: 2008, to: 2012 },
        { name: 'Mk2', from: 2012, to: 2019 },
        { name: 'Mk3', from: 2019, to: 2026 },
      ] },
      { name: 'Edge', segment: 'suv', generations: [
        { name: 'I', from: 2006, to: 2014 },
        { name: 'II', from: 2014, to: 2024 },
      ] },
      { name: 'Explorer', segment: 'suv', generations: [
        { name: 'I', from: 1990, to: 1994 },
        { name: 'II', from: 1994, to: 2001 },
        { name: 'III', from: 2001, to: 2005 },
        { name: 'IV', from: 2005, to: 2010 },
        { name: 'V', from: 2010, to: 2019 },
        { name: 'VI', from: 2019, to: 2026 },
      ] },
      { name: 'Galaxy', segment: 'mpv', generations: [
        { name: 'Mk1', from: 1995, to: 2006 },
        { name: 'Mk2', from: 2006, to: 2015 },
        { name: 'Mk3', from: 2015, to: 2023 },
      ] },
      { name: 'S-Max', segment: 'mpv', generations: [
        { name: 'Mk1', from: 2006, to: 2015 },
        { name: 'Mk2', from: 2015, to: 2023 },
      ] },
      { name: 'Ranger', segment: 'pickup', generations: [
        { name: 'I', from: 1998, to: 2006 },
        { name: 'II', from: 2006, to: 2011 },
        { name: 'T6', from: 2011, to: 2022 },
        { name: 'P703', from: 2022, to: 2026 },
      ] },
      { name: 'F-150', segment: 'pickup', generations: [
        { name: 'VIII', from: 1990, to: 1991 },
        { name: 'IX', from: 1992, to: 1996 },
        { name: 'X', from: 1997, to: 2003 },
        { name: 'XI', from: 2004, to: 2008 },
        { name: 'XII', from: 2009, to: 2014 },
        { name: 'XIII', from: 2015, to: 2020 },
        { name: 'XIV', from: 2021, to: 2026 },
      ] },
      { name: 'Transit Courier', segment: 'van', generations: [
        { name: 'I', from: 2014, to: 2023 },
        { name: 'II', from: 2023, to: 2026 },
      ] },
      { name: 'Transit Connect', segment: 'van', generations: [
        { name: 'I', from: 2002, to: 2013 },
        { name: 'II', from: 2013, to: 2022 },
        { name: 'III', from: 2022, to: 2026 },
      ] },
      { name: 'Transit Custom', segment: 'van', generations: [
        { name: 'I', from: 2012, to: 2018 },
        { name: 'I Facelift', from: 2018, to: 2023 },
        { name: 'II', from: 2023, to: 2026 },
      ] },
      { name: 'Transit', segment: 'van', generations: [
        { name: 'Mk3', from: 1990, to: 2000 },
        { name: 'Mk6', from: 2000, to: 2006 },
        { name: 'Mk7', from: 2006, to: 2014 },
        { name: 'Mk8', from: 2014, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Stellantis (PSA)
  {
    name: 'Peugeot',
    family: 'stellantis-psa',
    models: [
      { name: '106', segment: 'city', generations: [
        { name: 'I', from: 1991, to: 1996 },
        { name: 'I Facelift', from: 1996, to: 2003 },
      ] },
      { name: '107', segment: 'city', generations: [
        { name: 'I', from: 2005, to: 2014 },
      ] },
      { name: '108', segment: 'city', generations: [
        { name: 'I', from: 2014, to: 2021 },
      ] },
      { name: '1007', segment: 'city', generations: [
        { name: 'I', from: 2005, to: 2009 },
      ] },
      { name: '205', segment: 'city', generations: [
        { name: 'I', from: 1990, to: 1998 },
      ] },
      { name: '206', segment: 'city', generations: [
        { name: 'I', from: 1998, to: 2012 },
      ] },
      { name: '207', segment: 'city', generations: [
        { name: 'I', from: 2006, to: 2014 },
      ] },
      { name: '208', segment: 'city', generations: [
        { name: 'I', from: 2012, to: 2019 },
        { name: 'II', from: 2019, to: 2026 },
      ] },
      { name: '306', segment: 'compact', generations: [
        { name: 'I', from: 1993, to: 1997 },
        { name: 'I Facelift', from: 1997, to: 2002 },
      ] },
      { name: '307', segment: 'compact', generations: [
        { name: 'I', from: 2001, to: 2008 },
      ] },
      { name: '308', segment: 'compact', generations: [
        { name: 'T7', from: 2007, to: 2013 },
        { name: 'T9', from: 2013, to: 2021 },
        { name: 'P5', from: 2021, to: 2026 },
      ] },
      { name: 'RCZ', segment: 'sports', generations: [
        { name: 'I', from: 2010, to: 2015 },
      ] },
      { name: '405', segment: 'midsize', generations: [
        { name: 'I', from: 1990, to: 1997 },
      ] },
      { name: '406', segment: 'midsize', generations: [
        { name: 'I', from: 1995, to: 1999 },
        { name: 'I Facelift', from: 1999, to: 2004 },
      ] },
      { name: '407', segment: 'midsize', generations: [
        { name: 'I', from: 2004, to: 2011 },
      ] },
      { name: '508', segment: 'midsize', generations: [
        { name: 'I', from: 2010, to: 2018 },
        { name: 'II', from: 2018, to: 2025 },
      ] },
      { name: '605', segment: 'executive', generations: [
        { name: 'I', from: 1990, to: 1999 },
      ] },
      { name: '607', segment: 'executive', generations: [
        { name: 'I', from: 2000, to: 2010 },
      ] },
      { name: '806', segment: 'mpv', generations: [
        { name: 'I', from: 1994, to: 2002 },
      ] },
      { name: '807', segment: 'mpv', generations: [
        { name: 'I', from: 2002, to: 2014 },
      ] },
      { name: '2008', segment: 'suv', generations: [
        { name: 'I', from: 2013, to: 2019 },
        { name: 'II', from: 2019, to: 2026 },
      ] },
      { name: '3008', segment: 'suv', generations: [
        { name: 'I', from: 2008, to: 2016 },
        { name: 'II', from: 2016, to: 2023 },
        { name: 'III', from: 2023, to: 2026 },
      ] },
      { name: '4007', segment: 'suv', generations: [
        { name: 'I', from: 2007, to: 2012 },
      ] },
      { name: '4008', segment: 'suv', generations: [
        { name: 'I', from: 2012, to: 2017 },
      ] },
      { name: '5008', segment: 'suv', generations: [
        { name: 'I', from: 2009, to: 2016 },
        { name: 'II', from: 2017, to: 2023 },
        { name: 'III', from: 2024, to: 2026 },
      ] },
      { name: 'Bipper', segment: 'van', generations: [
        { name: 'I', from: 2008, to: 2017 },
      ] },
      { name: 'Partner', segment: 'van', generations: [
        { name: 'I', from: 1996, to: 2008 },
        { name: 'II', from: 2008, to: 2018 },
        { name: 'III', from: 2018, to: 2026 },
      ] },
      { name: 'Rifter', segment: 'mpv', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
      { name: 'Expert', segment: 'van', generations: [
        { name: 'I', from: 1995, to: 2006 },
        { name: 'II', from: 2007, to: 2016 },
        { name: 'III', from: 2016, to: 2026 },
      ] },
      { name: 'Boxer', segment: 'van', generations: [
        { name: 'I', from: 1994, to: 2006 },
        { name: 'II', from: 2006, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Citroën',
    family: 'stellantis-psa',
    models: [
      { name: 'AX', segment: 'city', generations: [
        { name: 'I', from: 1990, to: 1998 },
      ] },
      { name: 'Saxo', segment: 'city', generations: [
        { name: 'I', from: 1996, to: 2004 },
      ] },
      { name: 'C1', segment: 'city', generations: [
        { name: 'I', from: 2005, to: 2014 },
        { name: 'II', from: 2014, to: 2022 },
      ] },
      { name: 'C2', segment: 'city', generations: [
        { name: 'I', from: 2003, to: 2010 },
      ] },
      { name: 'C3', segment: 'city', generations: [
        { name: 'I', from: 2002, to: 2009 },
        { name: 'II', from: 2009, to: 2016 },
        { name: 'III', from: 2016, to: 2024 },
        { name: 'IV', from: 2024, to: 2026 },
      ] },
      { name: 'ZX', segment: 'compact', generations: [
        { name: 'I', from: 1991, to: 1998 },
      ] },
      { name: 'Xsara', segment: 'compact', generations: [
        { name: 'I', from: 1997, to: 2006 },
      ] },
      { name: 'C4', segment: 'compact', generations: [
        { name: 'I', from: 2004, to: 2010 },
        { name: 'II', from: 2010, to: 2018 },
        { name: 'III', from: 2020, to: 2026 },
      ] },
      { name: 'C4 Cactus', segment: 'compact', generations: [
        { name: 'I', from: 2014, to: 2018 },
        { name: 'I Facelift', from: 2018, to: 2020 },
      ] },
      { name: 'Xantia', segment: 'midsize', generations: [
        { name: 'X1', from: 1993, to: 1998 },
        { name: 'X2', from: 1998, to: 2001 },
      ] },
      { name: 'C5', segment: 'midsize', generations: [
        { name: 'I', from: 2001, to: 2008 },
        { name: 'II', from: 2008, to: 2017 },
      ] },
      { name: 'C6', segment: 'executive', generations: [
        { name: 'I', from: 2005, to: 2012 },
      ] },
      { name: 'Xsara Picasso', segment: 'mpv', generations: [
        { name: 'I', from: 1999, to: 2012 },
      ] },
      { name: 'C4 Picasso', segment: 'mpv', generations: [
        { name: 'I', from: 2006, to: 2013 },
        { name: 'II', from: 2013, to: 2018 },
      ] },
      { name: 'C8', segment: 'mpv', generations: [
        { name: 'I', from: 2002, to: 2014 },
      ] },
      { name: 'C3 Aircross', segment: 'suv', generations: [
        { name: 'I', from: 2017, to: 2024 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'C5 Aircross', segment: 'suv', generations: [
        { name: 'I', from: 2018, to: 2025 },
        { name: 'II', from: 2025, to: 2026 },
      ] },
      { name: 'Berlingo', segment: 'van', generations: [
        { name: 'I', from: 1996, to: 2008 },
        { name: 'II', from: 2008, to: 2018 },
        { name: 'III', from: 2018, to: 2026 },
      ] },
      { name: 'Jumpy', segment: 'van', generations: [
        { name: 'I', from: 1995, to: 2006 },
        { name: 'II', from: 2007, to: 2016 },
        { name: 'III', from: 2016, to: 2026 },
      ] },
      { name: 'Jumper', segment: 'van', generations: [
        { name: 'I', from: 1994, to: 2006 },
        { name: 'II', from: 2006, to: 2026 },
      ] },
    ],
  },
  {
    name: 'DS',
    family: 'stellantis-psa',
    models: [
      { name: 'DS 3', segment: 'city', generations: [
        { name: 'I', from: 2010, to: 2019 },
        { name: 'Crossback', from: 2019, to: 2026 },
      ] },
      { name: 'DS 4', segment: 'compact', generations: [
        { name: 'I', from: 2011, to: 2018 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
      { name: 'DS 5', segment: 'midsize', generations: [
        { name: 'I', from: 2011, to: 2018 },
      ] },
      { name: 'DS 7', segment: 'suv', generations: [
        { name: 'I', from: 2017, to: 2022 },
        { name: 'I Facelift', from: 2022, to: 2026 },
      ] },
      { name: 'DS 9', segment: 'executive', generations: [
        { name: 'I', from: 2020, to: 2025 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Fiat group
  {
    name: 'Fiat',
    family: 'fiat',
    models: [
      { name: 'Uno', segment: 'city', generations: [
        { name: '146', from: 1990, to: 1995 },
      ] },
      { name: 'Cinquecento', segment: 'city', generations: [
        { name: '170', from: 1991, to: 1998 },
      ] },
      { name: 'Seicento', segment: 'city', generations: [
        { name: '187', from: 1998, to: 2010 },
      ] },
      { name: 'Panda', segment: 'city', generations: [
        { name: '141', from: 1990, to: 2003 },
        { name: '169', from: 2003, to: 2012 },
        { name: '312', from: 2012, to: 2026 },
      ] },
      { name: '500', segment: 'city', generations: [
        { name: '312', from: 2007, to: 2015 },
        { name: '312 Facelift', from: 2015, to: 2024 },
      ] },
      { name: 'Punto', segment: 'city', generations: [
        { name: '176', from: 1993, to: 1999 },
        { name: '188', from: 1999, to: 2010 },
        { name: '199', from: 2005, to: 2018 },
      ] },
      { name: 'Tipo', segment: 'compact', generations: [
        { name: '160', from: 1990, to: 1995 },
        { name: '356', from: 2015, to: 2026 },
      ] },
      { name: 'Bravo', segment: 'compact', generations: [
        { name: '182', from: 1995, to: 2001 },
        { name: '198', from: 2007, to: 2014 },
      ] },
      { name: 'Brava', segment: 'compact', generations: [
        { name: '182', from: 1995, to: 2001 },
      ] },
      { name: 'Stilo', segment: 'compact', generations: [
        { name: '192', from: 2001, to: 2007 },
      ] },
      { name: 'Marea', segment: 'midsize', generations: [
        { name: '185', from: 1996, to: 2002 },
      ] },
      { name: 'Croma', segment: 'midsize', generations: [
        { name: '154', from: 1990, to: 1996 },
        { name: '194', from: 2005, to: 2010 },
      ] },
      { name: 'Coupe', segment: 'sports', generations: [
        { name: '175', from: 1993, to: 2000 },
      ] },
      { name: 'Barchetta', segment: 'sports', generations: [
        { name: '183', from: 1995, to: 2005 },
      ] },
      { name: 'Multipla', segment: 'mpv', generations: [
        { name: '186', from: 1998, to: 2004 },
        { name: '186 Facelift', from: 2004, to: 2010 },
      ] },
      { name: '500L', segment: 'mpv', generations: [
        { name: '330', from: 2012, to: 2022 },
      ] },
      { name: '500X', segment: 'suv', generations: [
        { name: '334', from: 2014, to: 2018 },
        { name: '334 Facelift', from: 2018, to: 2024 },
      ] },
      { name: 'Doblo', segment: 'van', generations: [
        { name: '119', from: 2000, to: 2010 },
        { name: '263', from: 2010, to: 2022 },
        { name: 'III', from: 2022, to: 2026 },
      ] },
      { name: 'Scudo', segment: 'van', generations: [
        { name: '220', from: 1995, to: 2007 },
        { name: '270', from: 2007, to: 2016 },
        { name: 'III', from: 2022, to: 2026 },
      ] },
      { name: 'Ducato', segment: 'van', generations: [
        { name: '230', from: 1994, to: 2002 },
        { name: '244', from: 2002, to: 2006 },
        { name: '250', from: 2006, to: 2014 },
        { name: '290', from: 2014, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Lancia',
    family: 'fiat',
    models: [
      { name: 'Ypsilon', segment: 'city', generations: [
        { name: '840', from: 1996, to: 2003 },
        { name: '843', from: 2003, to: 2011 },
        { name: '846', from: 2011, to: 2024 },
        { name: 'IV', from: 2024, to: 2026 },
      ] },
      { name: 'Delta', segment: 'compact', generations: [
        { name: 'I', from: 1990, to: 1993 },
        { name: 'II', from: 1993, to: 1999 },
        { name: 'III', from: 2008, to: 2014 },
      ] },
      { name: 'Dedra', segment: 'midsize', generations: [
        { name: '835', from: 1990, to: 1999 },
      ] },
      { name: 'Lybra', segment: 'midsize', generations: [
        { name: '839', from: 1999, to: 2005 },
      ] },
      { name: 'Thema', segment: 'executive', generations: [
        { name: '834', from: 1990, to: 1994 },
        { name: 'II', from: 2011, to: 2014 },
      ] },
      { name: 'Kappa', segment: 'executive', generations: [
        { name: '838', from: 1994, to: 2001 },
      ] },
      { name: 'Thesis', segment: 'executive', generations: [
        { name: '841', from: 2002, to: 2009 },
      ] },
      { name: 'Musa', segment: 'mpv', generations: [
        { name: '350', from: 2004, to: 2012 },
      ] },
      { name: 'Zeta', segment: 'mpv', generations: [
        { name: '220', from: 1994, to: 2002 },
      ] },
      { name: 'Phedra', segment: 'mpv', generations: [
        { name: '179', from: 2002, to: 2010 },
      ] },
      { name: 'Voyager', segment: 'mpv', generations: [
        { name: 'RT', from: 2011, to: 2015 },
      ] },
    ],
  },
  {
    name: 'Abarth',
    family: 'fiat',
    models: [
      { name: 'Grande Punto', segment: 'city', generations: [
        { name: '199', from: 2007, to: 2010 },
        { name: 'Punto Evo', from: 2010, to: 2015 },
      ] },
      { name: '500', segment: 'city', generations: [
        { name: '312', from: 2008, to: 2016 },
      ] },
      { name: '595', segment: 'city', generations: [
        { name: '312', from: 2012, to: 2016 },
        { name: '312 Facelift', from: 2016, to: 2024 },
      ] },
      { name: '695', segment: 'city', generations: [
        { name: '312', from: 2012, to: 2016 },
        { name: '312 Facelift', from: 2016, to: 2024 },
      ] },
      { name: '124 Spider', segment: 'sports', generations: [
        { name: '348', from: 2016, to: 2019 },
      ] },
    ],
  },
  {
    name: 'Jeep',
    family: 'fiat',
    models: [
      { name: 'Avenger', segment: 'suv', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
      { name: 'Renegade', segment: 'suv', generations: [
        { name: 'BU', from: 2014, to: 2018 },
        { name: 'BU Facelift', from: 2018, to: 2026 },
      ] },
      { name: 'Compass', segment: 'suv', generations: [
        { name: 'MK', from: 2006, to: 2016 },
        { name: 'MP', from: 2016, to: 2025 },
        { name: 'III', from: 2025, to: 2026 },
      ] },
      { name: 'Patriot', segment: 'suv', generations: [
        { name: 'MK', from: 2006, to: 2017 },
      ] },
      { name: 'Cherokee', segment: 'suv', generations: [
        { name: 'XJ', from: 1990, to: 2001 },
        { name: 'KJ', from: 2001, to: 2007 },
        { name: 'KK', from: 2007, to: 2013 },
        { name: 'KL', from: 2013, to: 2023 },
      ] },
      { name: 'Grand Cherokee', segment: 'suv', generations: [
        { name: 'ZJ', from: 1993, to: 1998 },
        { name: 'WJ', from: 1998, to: 2004 },
        { name: 'WK', from: 2004, to: 2010 },
        { name: 'WK2', from: 2010, to: 2021 },
        { name: 'WL', from: 2021, to: 2026 },
      ] },
      { name: 'Commander', segment: 'suv', generations: [
        { name: 'XK', from: 2005, to: 2010 },
      ] },
      { name: 'Wrangler', segment: 'suv', generations: [
        { name: 'YJ', from: 1990, to: 1995 },
        { name: 'TJ', from: 1996, to: 2006 },
        { name: 'JK', from: 2006, to: 2018 },
        { name: 'JL', from: 2018, to: 2026 },
      ] },
      { name: 'Gladiator', segment: 'pickup', generations: [
        { name: 'JT', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Alfa Romeo',
    family: 'alfa',
    models: [
      { name: 'MiTo', segment: 'city', generations: [
        { name: '955', from: 2008, to: 2018 },
      ] },
      { name: '145', segment: 'compact', generations: [
        { name: '930', from: 1994, to: 2001 },
      ] },
      { name: '146', segment: 'compact', generations: [
        { name: '930', from: 1994, to: 2001 },
      ] },
      { name: '147', segment: 'compact', generations: [
        { name: '937', from: 2000, to: 2004 },
        { name: '937 Facelift', from: 2004, to: 2010 },
      ] },
      { name: 'Giulietta', segment: 'compact', generations: [
        { name: '940', from: 2010, to: 2016 },
        { name: '940 Facelift', from: 2016, to: 2020 },
      ] },
      { name: '155', segment: 'midsize', generations: [
        { name: '167', from: 1992, to: 1998 },
      ] },
      { name: '156', segment: 'midsize', generations: [
        { name: '932', from: 1997, to: 2003 },
        { name: '932 Facelift', from: 2003, to: 2007 },
      ] },
      { name: '159', segment: 'midsize', generations: [
        { name: '939', from: 2005, to: 2011 },
      ] },
      { name: 'Giulia', segment: 'midsize', generations: [
        { name: '952', from: 2016, to: 2026 },
      ] },
      { name: '164', segment: 'executive', generations: [
        { name: 'I', from: 1990, to: 1998 },
      ] },
      { name: '166', segment: 'executive', generations: [
        { name: '936', from: 1998, to: 2003 },
        { name: '936 Facelift', from: 2003, to: 2007 },
      ] },
      { name: 'GT', segment: 'sports', generations: [
        { name: '937', from: 2003, to: 2010 },
      ] },
      { name: 'GTV', segment: 'sports', generations: [
        { name: '916', from: 1995, to: 2005 },
      ] },
      { name: 'Spider', segment: 'sports', generations: [
        { name: '916', from: 1995, to: 2006 },
        { name: '939', from: 2006, to: 2010 },
      ] },
      { name: 'Brera', segment: 'sports', generations: [
        { name: '939', from: 2005, to: 2010 },
      ] },
      { name: '4C', segment: 'sports', generations: [
        { name: '960', from: 2013, to: 2020 },
      ] },
      { name: 'Junior', segment: 'suv', generations: [
        { name: 'I', from: 2024, to: 2026 },
      ] },
      { name: 'Tonale', segment: 'suv', generations: [
        { name: '965', from: 2022, to: 2026 },
      ] },
      { name: 'Stelvio', segment: 'suv', generations: [
        { name: '949', from: 2017, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Opel / Vauxhall
  {
    name: 'Opel',
    family: 'opel',
    models: [
      { name: 'Agila', segment: 'city', generations: [
        { name: 'A', from: 2000, to: 2007 },
        { name: 'B', from: 2008, to: 2014 },
      ] },
      { name: 'Adam', segment: 'city', generations: [
        { name: 'I', from: 2013, to: 2019 },
      ] },
      { name: 'Karl', segment: 'city', generations: [
        { name: 'I', from: 2015, to: 2019 },
      ] },
      { name: 'Corsa', segment: 'city', generations: [
        { name: 'A', from: 1990, to: 1993 },
        { name: 'B', from: 1993, to: 2000 },
        { name: 'C', from: 2000, to: 2006 },
        { name: 'D', from: 2006, to: 2014 },
        { name: 'E', from: 2014, to: 2019 },
        { name: 'F', from: 2019, to: 2026 },
      ] },
      { name: 'Tigra', segment: 'sports', generations: [
        { name: 'A', from: 1994, to: 2001 },
        { name: 'B TwinTop', from: 2004, to: 2009 },
      ] },
      { name: 'Kadett', segment: 'compact', generations: [
        { name: 'E', from: 1990, to: 1991 },
      ] },
      { name: 'Astra', segment: 'compact', generations: [
        { name: 'F', from: 1991, to: 1998 },
        { name: 'G', from: 1998, to: 2004 },
        { name: 'H', from: 2004, to: 2010 },
        { name: 'J', from: 2009, to: 2015 },
        { name: 'K', from: 2015, to: 2021 },
        { name: 'L', from: 2021, to: 2026 },
      ] },
      { name: 'Vectra', segment: 'midsize', generations: [
        { name: 'A', from: 1990, to: 1995 },
        { name: 'B', from: 1995, to: 2002 },
        { name: 'C', from: 2002, to: 2008 },
      ] },
      { name: 'Signum', segment: 'midsize', generations: [
        { name: 'C', from: 2003, to: 2008 },
      ] },
      { name: 'Insignia', segment: 'midsize', generations: [
        { name: 'A', from: 2008, to: 2017 },
        { name: 'B', from: 2017, to: 2022 },
      ] },
      { name: 'Calibra', segment: 'sports', generations: [
        { name: 'A', from: 1990, to: 1997 },
      ] },
      { name: 'Speedster', segment: 'sports', generations: [
        { name: 'I', from: 2000, to: 2005 },
      ] },
      { name: 'GT', segment: 'sports', generations: [
        { name: 'II', from: 2007, to: 2009 },
      ] },
      { name: 'Cascada', segment: 'sports', generations: [
        { name: 'I', from: 2013, to: 2019 },
      ] },
      { name: 'Omega', segment: 'executive', generations: [
        { name: 'A', from: 1990, to: 1994 },
        { name: 'B', from: 1994, to: 2003 },
      ] },
      { name: 'Sintra', segment: 'mpv', generations: [
        { name: 'I', from: 1996, to: 1999 },
      ] },
      { name: 'Meriva', segment: 'mpv', generations: [
        { name: 'A', from: 2003, to: 2010 },
        { name: 'B', from: 2010, to: 2017 },
      ] },
      { name: 'Zafira', segment: 'mpv', generations: [
        { name: 'A', from: 1999, to: 2005 },
        { name: 'B', from: 2005, to: 2014 },
        { name: 'C', from: 2011, to: 2019 },
      ] },
      { name: 'Mokka', segment: 'suv', generations: [
        { name: 'A', from: 2012, to: 2019 },
        { name: 'B', from: 2020, to: 2026 },
      ] },
      { name: 'Crossland', segment: 'suv', generations: [
        { name: 'I', from: 2017, to: 2020 },
        { name: 'I Facelift', from: 2020, to: 2024 },
      ] },
      { name: 'Grandland', segment: 'suv', generations: [
        { name: 'A', from: 2017, to: 2024 },
        { name: 'B', from: 2024, to: 2026 },
      ] },
      { name: 'Antara', segment: 'suv', generations: [
        { name: 'A', from: 2006, to: 2015 },
      ] },
      { name: 'Frontera', segment: 'suv', generations: [
        { name: 'A', from: 1991, to: 1998 },
        { name: 'B', from: 1998, to: 2004 },
        { name: 'C', from: 2024, to: 2026 },
      ] },
      { name: 'Monterey', segment: 'suv', generations: [
        { name: 'A', from: 1992, to: 1998 },
      ] },
      { name: 'Combo', segment: 'van', generations: [
        { name: 'B', from: 1994, to: 2001 },
        { name: 'C', from: 2001, to: 2011 },
        { name: 'D', from: 2011, to: 2018 },
        { name: 'E', from: 2018, to: 2026 },
      ] },
      { name: 'Vivaro', segment: 'van', generations: [
        { name: 'A', from: 2001, to: 2014 },
        { name: 'B', from: 2014, to: 2019 },
        { name: 'C', from: 2019, to: 2026 },
      ] },
      { name: 'Movano', segment: 'van', generations: [
        { name: 'A', from: 1998, to: 2010 },
        { name: 'B', from: 2010, to: 2021 },
        { name: 'C', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Vauxhall',
    family: 'opel',
    models: [
      { name: 'Nova', segment: 'city', generations: [
        { name: 'I', from: 1990, to: 1993 },
      ] },
      { name: 'Agila', segment: 'city', generations: [
        { name: 'A', from: 2000, to: 2007 },
        { name: 'B', from: 2008, to: 2014 },
      ] },
      { name: 'Adam', segment: 'city', generations: [
        { name: 'I', from: 2013, to: 2019 },
      ] },
      { name: 'Corsa', segment: 'city', generations: [
        { name: 'B', from: 1993, to: 2000 },
        { name: 'C', from: 2000, to: 2006 },
        { name: 'D', from: 2006, to: 2014 },
        { name: 'E', from: 2014, to: 2019 },
        { name: 'F', from: 2019, to: 2026 },
      ] },
      { name: 'Tigra', segment: 'sports', generations: [
        { name: 'A', from: 1994, to: 2001 },
        { name: 'B TwinTop', from: 2004, to: 2009 },
      ] },
      { name: 'Astra', segment: 'compact', generations: [
        { name: 'Mk3', from: 1991, to: 1998 },
        { name: 'Mk4', from: 1998, to: 2004 },
        { name: 'Mk5', from: 2004, to: 2010 },
        { name: 'Mk6', from: 2009, to: 2015 },
        { name: 'Mk7', from: 2015, to: 2021 },
        { name: 'Mk8', from: 2021, to: 2026 },
      ] },
      { name: 'Cavalier', segment: 'midsize', generations: [
        { name: 'Mk3', from: 1990, to: 1995 },
      ] },
      { name: 'Vectra', segment: 'midsize', generations: [
        { name: 'B', from: 1995, to: 2002 },
        { name: 'C', from: 2002, to: 2008 },
      ] },
      { name: 'Insignia', segment: 'midsize', generations: [
        { name: 'A', from: 2008, to: 2017 },
        { name: 'B', from: 2017, to: 2022 },
      ] },
      { name: 'Carlton', segment: 'executive', generations: [
        { name: 'Mk2', from: 1990, to: 1994 },
      ] },
      { name: 'Omega', segment: 'executive', generations: [
        { name: 'B', from: 1994, to: 2003 },
      ] },
      { name: 'Monaro', segment: 'sports', generations: [
        { name: 'V2', from: 2004, to: 2006 },
      ] },
      { name: 'VXR8', segment: 'sports', generations: [
        { name: 'VE', from: 2007, to: 2013 },
        { name: 'VF', from: 2013, to: 2017 },
      ] },
      { name: 'Meriva', segment: 'mpv', generations: [
        { name: 'A', from: 2003, to: 2010 },
        { name: 'B', from: 2010, to: 2017 },
      ] },
      { name: 'Zafira', segment: 'mpv', generations: [
        { name: 'A', from: 1999, to: 2005 },
        { name: 'B', from: 2005, to: 2014 },
        { name: 'Tourer C', from: 2011, to: 2019 },
      ] },
      { name: 'Mokka', segment: 'suv', generations: [
        { name: 'A', from: 2012, to: 2019 },
        { name: 'B', from: 2020, to: 2026 },
      ] },
      { name: 'Crossland', segment: 'suv', generations: [
        { name: 'I', from: 2017, to: 2020 },
        { name: 'I Facelift', from: 2020, to: 2024 },
      ] },
      { name: 'Grandland', segment: 'suv', generations: [
        { name: 'A', from: 2017, to: 2024 },
        { name: 'B', from: 2024, to: 2026 },
      ] },
      { name: 'Vivaro', segment: 'van', generations: [
        { name: 'A', from: 2001, to: 2014 },
        { name: 'B', from: 2014, to: 2019 },
        { name: 'C', from: 2019, to: 2026 },
      ] },
      { name: 'Movano', segment: 'van', generations: [
        { name: 'A', from: 1998, to: 2010 },
        { name: 'B', from: 2010, to: 2021 },
        { name: 'C', from: 2021, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Renault, Dacia
  {
    name: 'Renault',
    family: 'renault',
    models: [
      { name: 'Twingo', segment: 'city', generations: [
        { name: 'I', from: 1993, to: 2007 },
        { name: 'II', from: 2007, to: 2014 },
        { name: 'III', from: 2014, to: 2024 },
      ] },
      { name: '5', segment: 'city', generations: [
        { name: 'Supercinq', from: 1990, to: 1996 },
      ] },
      { name: 'Clio', segment: 'city', generations: [
        { name: 'I', from: 1990, to: 1998 },
        { name: 'II', from: 1998, to: 2012 },
        { name: 'III', from: 2005, to: 2014 },
        { name: 'IV', from: 2012, to: 2019 },
        { name: 'V', from: 2019, to: 2026 },
      ] },
      { name: 'Modus', segment: 'mpv', generations: [
        { name: 'I', from: 2004, to: 2012 },
      ] },
      { name: '19', segment: 'compact', generations: [
        { name: 'I', from: 1990, to: 1992 },
        { name: 'II', from: 1992, to: 1996 },
      ] },
      { name: 'Megane', segment: 'compact', generations: [
        { name: 'I', from: 1995, to: 2002 },
        { name: 'II', from: 2002, to: 2009 },
        { name: 'III', from: 2008, to: 2016 },
        { name: 'IV', from: 2016, to: 2024 },
      ] },
      { name: 'Fluence', segment: 'compact', generations: [
        { name: 'I', from: 2009, to: 2016 },
      ] },
      { name: '21', segment: 'midsize', generations: [
        { name: 'I', from: 1990, to: 1995 },
      ] },
      { name: 'Laguna', segment: 'midsize', generations: [
        { name: 'I', from: 1994, to: 2001 },
        { name: 'II', from: 2001, to: 2007 },
        { name: 'III', from: 2007, to: 2015 },
      ] },
      { name: 'Talisman', segment: 'midsize', generations: [
        { name: 'I', from: 2015, to: 2022 },
      ] },
      { name: 'Safrane', segment: 'executive', generations: [
        { name: 'I', from: 1992, to: 2000 },
      ] },
      { name: 'Vel Satis', segment: 'executive', generations: [
        { name: 'I', from: 2001, to: 2009 },
      ] },
      { name: 'Latitude', segment: 'executive', generations: [
        { name: 'I', from: 2010, to: 2015 },
      ] },
      { name: 'Scenic', segment: 'mpv', generations: [
        { name: 'I', from: 1996, to: 2003 },
        { name: 'II', from: 2003, to: 2009 },
        { name: 'III', from: 2009, to: 2016 },
        { name: 'IV', from: 2016, to: 2022 },
      ] },
      { name: 'Espace', segment: 'mpv', generations: [
        { name: 'II', from: 1991, to: 1996 },
        { name: 'III', from: 1996, to: 2002 },
        { name: 'IV', from: 2002, to: 2015 },
        { name: 'V', from: 2015, to: 2023 },
        { name: 'VI', from: 2023, to: 2026 },
      ] },
      { name: 'Avantime', segment: 'mpv', generations: [
        { name: 'I', from: 2001, to: 2003 },
      ] },
      { name: 'Captur', segment: 'suv', generations: [
        { name: 'I', from: 2013, to: 2019 },
        { name: 'II', from: 2019, to: 2026 },
      ] },
      { name: 'Kadjar', segment: 'suv', generations: [
        { name: 'I', from: 2015, to: 2022 },
      ] },
      { name: 'Arkana', segment: 'suv', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
      { name: 'Austral', segment: 'suv', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
      { name: 'Rafale', segment: 'suv', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
      { name: 'Koleos', segment: 'suv', generations: [
        { name: 'I', from: 2008, to: 2015 },
        { name: 'II', from: 2016, to: 2023 },
      ] },
      { name: 'Alaskan', segment: 'pickup', generations: [
        { name: 'I', from: 2017, to: 2020 },
      ] },
      { name: 'Kangoo', segment: 'van', generations: [
        { name: 'I', from: 1997, to: 2008 },
        { name: 'II', from: 2008, to: 2021 },
        { name: 'III', from: 2021, to: 2026 },
      ] },
      { name: 'Trafic', segment: 'van', generations: [
        { name: 'I', from: 1990, to: 2001 },
        { name: 'II', from: 2001, to: 2014 },
        { name: 'III', from: 2014, to: 2026 },
      ] },
      { name: 'Master', segment: 'van', generations: [
        { name: 'I', from: 1990, to: 1997 },
        { name: 'II', from: 1997, to: 2010 },
        { name: 'III', from: 2010, to: 2024 },
        { name: 'IV', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Dacia',
    family: 'dacia',
    models: [
      { name: 'Sandero', segment: 'city', generations: [
        { name: 'I', from: 2008, to: 2012 },
        { name: 'II', from: 2012, to: 2020 },
        { name: 'III', from: 2020, to: 2026 },
      ] },
      { name: 'Logan', segment: 'compact', generations: [
        { name: 'I', from: 2004, to: 2012 },
        { name: 'II', from: 2012, to: 2020 },
        { name: 'III', from: 2020, to: 2026 },
      ] },
      { name: 'Solenza', segment: 'compact', generations: [
        { name: 'I', from: 2003, to: 2005 },
      ] },
      { name: 'Lodgy', segment: 'mpv', generations: [
        { name: 'I', from: 2012, to: 2022 },
      ] },
      { name: 'Jogger', segment: 'mpv', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'Duster', segment: 'suv', generations: [
        { name: 'I', from: 2010, to: 2017 },
        { name: 'II', from: 2017, to: 2024 },
        { name: 'III', from: 2024, to: 2026 },
      ] },
      { name: 'Bigster', segment: 'suv', generations: [
        { name: 'I', from: 2025, to: 2026 },
      ] },
      { name: 'Dokker', segment: 'van', generations: [
        { name: 'I', from: 2012, to: 2021 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Toyota, Lexus
  {
    name: 'Toyota',
    family: 'toyota',
    models: [
      { name: 'Aygo', segment: 'city', generations: [
        { name: 'AB10', from: 2005, to: 2014 },
        { name: 'AB40', from: 2014, to: 2022 },
      ] },
      { name: 'Aygo X', segment: 'city', generations: [
        { name: 'AB70', from: 2022, to: 2026 },
      ] },
      { name: 'Yaris', segment: 'city', generations: [
        { name: 'XP10', from: 1999, to: 2005 },
        { name: 'XP90', from: 2005, to: 2011 },
        { name: 'XP130', from: 2011, to: 2020 },
        { name: 'XP210', from: 2020, to: 2026 },
      ] },
      { name: 'GR Yaris', segment: 'sports', generations: [
        { name: 'GXPA16', from: 2020, to: 2024 },
        { name: 'GXPA16 Facelift', from: 2024, to: 2026 },
      ] },
      { name: 'Starlet', segment: 'city', generations: [
        { name: 'P80', from: 1990, to: 1996 },
        { name: 'P90', from: 1996, to: 1999 },
      ] },
      { name: 'Corolla', segment: 'compact', generations: [
        { name: 'E90', from: 1990, to: 1992 },
        { name: 'E100', from: 1991, to: 1997 },
        { name: 'E110', from: 1997, to: 2002 },
        { name: 'E120', from: 2001, to: 2007 },
        { name: 'E150', from: 2006, to: 2013 },
        { name: 'E170', from: 2013, to: 2019 },
        { name: 'E210', from: 2018, to: 2026 },
      ] },
      { name: 'Auris', segment: 'compact', generations: [
        { name: 'E150', from: 2006, to: 2012 },
        { name: 'E180', from: 2012, to: 2018 },
      ] },
      { name: 'Prius', segment: 'compact', generations: [
        { name: 'XW10', from: 1997, to: 2003 },
        { name: 'XW20', from: 2003, to: 2009 },
        { name: 'XW30', from: 2009, to: 2015 },
        { name: 'XW50', from: 2015, to: 2022 },
        { name: 'XW60', from: 2022, to: 2026 },
      ] },
      { name: 'Carina E', segment: 'midsize', generations: [
        { name: 'T190', from: 1992, to: 1997 },
      ] },
      { name: 'Avensis', segment: 'midsize', generations: [
        { name: 'T220', from: 1997, to: 2003 },
        { name: 'T250', from: 2003, to: 2009 },
        { name: 'T270', from: 2009, to: 2018 },
      ] },
      { name: 'Camry', segment: 'midsize', generations: [
        { name: 'XV10', from: 1991, to: 1996 },
        { name: 'XV20', from: 1996, to: 2001 },
        { name: 'XV30', from: 2001, to: 2006 },
        { name: 'XV40', from: 2006, to: 2011 },
        { name: 'XV50', from: 2011, to: 2017 },
        { name: 'XV70', from: 2017, to: 2024 },
        { name: 'XV80', from: 2024, to: 2026 },
      ] },
      { name: 'Celica', segment: 'sports', generations: [
        { name: 'T180', from: 1990, to: 1993 },
        { name: 'T200', from: 1993, to: 1999 },
        { name: 'T230', from: 1999, to: 2006 },
      ] },
      { name: 'MR2', segment: 'sports', generations: [
        { name: 'W20', from: 1990, to: 1999 },
        { name: 'W30', from: 1999, to: 2007 },
      ] },
      { name: 'Supra', segment: 'sports', generations: [
        { name: 'A70', from: 1990, to: 1993 },
        { name: 'A80', from: 1993, to: 2002 },
        { name: 'A90', from: 2019, to: 2026 },
      ] },
      { name: 'GT86', segment: 'sports', generations: [
        { name: 'ZN6', from: 2012, to: 2021 },
        { name: 'GR86 ZN8', from: 2021, to: 2026 },
      ] },
      { name: 'Corolla Verso', segment: 'mpv', generations: [
        { name: 'E120', from: 2001, to: 2004 },
        { name: 'AR10', from: 2004, to: 2009 },
      ] },
      { name: 'Verso', segment: 'mpv', generations: [
        { name: 'R20', from: 2009, to: 2018 },
      ] },
      { name: 'Previa', segment: 'mpv', generations: [
        { name: 'XR10', from: 1990, to: 2000 },
        { name: 'XR30', from: 2000, to: 2006 },
        { name: 'XR50', from: 2006, to: 2019 },
      ] },
      { name: 'C-HR', segment: 'suv', generations: [
        { name: 'AX10', from: 2016, to: 2023 },
        { name: 'AX20', from: 2023, to: 2026 },
      ] },
      { name: 'RAV4', segment: 'suv', generations: [
        { name: 'XA10', from: 1994, to: 2000 },
        { name: 'XA20', from: 2000, to: 2005 },
        { name: 'XA30', from: 2005, to: 2012 },
        { name: 'XA40', from: 2012, to: 2018 },
        { name: 'XA50', from: 2018, to: 2026 },
      ] },
      { name: 'Highlander', segment: 'suv', generations: [
        { name: 'XU20', from: 2000, to: 2007 },
        { name: 'XU40', from: 2007, to: 2013 },
        { name: 'XU50', from: 2013, to: 2019 },
        { name: 'XU70', from: 2019, to: 2026 },
      ] },
      { name: 'Land Cruiser', segment: 'suv', generations: [
        { name: 'J80', from: 1990, to: 1997 },
        { name: 'J100', from: 1998, to: 2007 },
        { name: 'J200', from: 2007, to: 2021 },
        { name: 'J300', from: 2021, to: 2026 },
      ] },
      { name: 'Land Cruiser Prado', segment: 'suv', generations: [
        { name: 'J90', from: 1996, to: 2002 },
        { name: 'J120', from: 2002, to: 2009 },
        { name: 'J150', from: 2009, to: 2023 },
        { name: 'J250', from: 2023, to: 2026 },
      ] },
      { name: 'Hilux', segment: 'pickup', generations: [
        { name: 'N80', from: 1990, to: 1997 },
        { name: 'N140', from: 1997, to: 2005 },
        { name: 'AN10', from: 2005, to: 2015 },
        { name: 'AN120', from: 2015, to: 2026 },
      ] },
      { name: 'Hiace', segment: 'van', generations: [
        { name: 'H100', from: 1990, to: 2004 },
        { name: 'H200', from: 2004, to: 2012 },
        { name: 'H300', from: 2019, to: 2026 },
      ] },
      { name: 'Proace', segment: 'van', generations: [
        { name: 'I', from: 2013, to: 2016 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'Proace City', segment: 'van', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Lexus',
    family: 'lexus',
    models: [
      { name: 'CT', segment: 'compact', generations: [
        { name: 'A10', from: 2011, to: 2022 },
      ] },
      { name: 'IS', segment: 'midsize', generations: [
        { name: 'XE10', from: 1998, to: 2005 },
        { name: 'XE20', from: 2005, to: 2013 },
        { name: 'XE30', from: 2013, to: 2026 },
      ] },
      { name: 'GS', segment: 'executive', generations: [
        { name: 'S140', from: 1993, to: 1997 },
        { name: 'S160', from: 1997, to: 2005 },
        { name: 'S190', from: 2005, to: 2011 },
        { name: 'L10', from: 2012, to: 2020 },
      ] },
      { name: 'ES', segment: 'executive', generations: [
        { name: 'XV60', from: 2012, to: 2018 },
        { name: 'XZ10', from: 2018, to: 2026 },
      ] },
      { name: 'LS', segment: 'luxury', generations: [
        { name: 'XF10', from: 1990, to: 1994 },
        { name: 'XF20', from: 1994, to: 2000 },
        { name: 'XF30', from: 2000, to: 2006 },
        { name: 'XF40', from: 2006, to: 2017 },
        { name: 'XF50', from: 2017, to: 2026 },
      ] },
      { name: 'SC', segment: 'sports', generations: [
        { name: 'Z30', from: 1991, to: 2000 },
        { name: 'Z40', from: 2001, to: 2010 },
      ] },
      { name: 'RC', segment: 'sports', generations: [
        { name: 'XC10', from: 2014, to: 2026 },
      ] },
      { name: 'LC', segment: 'sports', generations: [
        { name: 'Z100', from: 2017, to: 2026 },
      ] },
      { name: 'UX', segment: 'suv', generations: [
        { name: 'ZA10', from: 2018, to: 2026 },
      ] },
      { name: 'NX', segment: 'suv', generations: [
        { name: 'AZ10', from: 2014, to: 2021 },
        { name: 'AZ20', from: 2021, to: 2026 },
      ] },
      { name: 'RX', segment: 'suv', generations: [
        { name: 'XU10', from: 1998, to: 2003 },
        { name: 'XU30', from: 2003, to: 2009 },
        { name: 'AL10', from: 2009, to: 2015 },
        { name: 'AL20', from: 2015, to: 2022 },
        { name: 'ALA10', from: 2022, to: 2026 },
      ] },
      { name: 'LX', segment: 'suv', generations: [
        { name: 'J80', from: 1995, to: 1997 },
        { name: 'J100', from: 1998, to: 2007 },
        { name: 'J200', from: 2007, to: 2021 },
        { name: 'J300', from: 2021, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Honda
  {
    name: 'Honda',
    family: 'honda',
    models: [
      { name: 'Jazz', segment: 'city', generations: [
        { name: 'GD', from: 2001, to: 2008 },
        { name: 'GE', from: 2008, to: 2014 },
        { name: 'GK', from: 2015, to: 2020 },
        { name: 'GR', from: 2020, to: 2026 },
      ] },
      { name: 'Civic', segment: 'compact', generations: [
        { name: 'EG', from: 1991, to: 1995 },
        { name: 'EK', from: 1995, to: 2001 },
        { name: 'EP', from: 2001, to: 2005 },
        { name: 'FN', from: 2005, to: 2011 },
        { name: 'FK', from: 2011, to: 2017 },
        { name: 'FK7', from: 2017, to: 2021 },
        { name: 'FL', from: 2021, to: 2026 },
      ] },
      { name: 'Civic Type R', segment: 'sports', generations: [
        { name: 'EP3', from: 2001, to: 2005 },
        { name: 'FN2', from: 2007, to: 2011 },
        { name: 'FK2', from: 2015, to: 2017 },
        { name: 'FK8', from: 2017, to: 2021 },
        { name: 'FL5', from: 2022, to: 2026 },
      ] },
      { name: 'Insight', segment: 'compact', generations: [
        { name: 'ZE1', from: 1999, to: 2006 },
        { name: 'ZE2', from: 2009, to: 2014 },
      ] },
      { name: 'CR-Z', segment: 'sports', generations: [
        { name: 'ZF1', from: 2010, to: 2016 },
      ] },
      { name: 'Accord', segment: 'midsize', generations: [
        { name: 'CB', from: 1990, to: 1993 },
        { name: 'CC', from: 1993, to: 1998 },
        { name: 'CG', from: 1998, to: 2002 },
        { name: 'CL', from: 2002, to: 2008 },
        { name: 'CU', from: 2008, to: 2015 },
      ] },
      { name: 'Legend', segment: 'executive', generations: [
        { name: 'KA7', from: 1990, to: 1996 },
        { name: 'KA9', from: 1996, to: 2004 },
        { name: 'KB1', from: 2004, to: 2012 },
      ] },
      { name: 'Prelude', segment: 'sports', generations: [
        { name: 'BA4', from: 1990, to: 1991 },
        { name: 'BB1', from: 1991, to: 1996 },
        { name: 'BB5', from: 1996, to: 2001 },
        { name: 'BF1', from: 2025, to: 2026 },
      ] },
      { name: 'Integra', segment: 'sports', generations: [
        { name: 'DC2', from: 1993, to: 2001 },
        { name: 'DC5', from: 2001, to: 2006 },
      ] },
      { name: 'S2000', segment: 'sports', generations: [
        { name: 'AP1', from: 1999, to: 2003 },
        { name: 'AP2', from: 2004, to: 2009 },
      ] },
      { name: 'NSX', segment: 'sports', generations: [
        { name: 'NA1', from: 1990, to: 2005 },
        { name: 'NC1', from: 2016, to: 2022 },
      ] },
      { name: 'Stream', segment: 'mpv', generations: [
        { name: 'RN', from: 2001, to: 2006 },
      ] },
      { name: 'FR-V', segment: 'mpv', generations: [
        { name: 'BE', from: 2004, to: 2009 },
      ] },
      { name: 'HR-V', segment: 'suv', generations: [
        { name: 'GH', from: 1998, to: 2006 },
        { name: 'RU', from: 2015, to: 2021 },
        { name: 'RV', from: 2021, to: 2026 },
      ] },
      { name: 'ZR-V', segment: 'suv', generations: [
        { name: 'RZ', from: 2023, to: 2026 },
      ] },
      { name: 'CR-V', segment: 'suv', generations: [
        { name: 'RD1', from: 1995, to: 2001 },
        { name: 'RD4', from: 2001, to: 2006 },
        { name: 'RE', from: 2006, to: 2012 },
        { name: 'RM', from: 2012, to: 2018 },
        { name: 'RW', from: 2018, to: 2023 },
        { name: 'RS', from: 2023, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Hyundai / Kia group
  {
    name: 'Hyundai',
    family: 'hyundai-kia',
    models: [
      { name: 'Atos', segment: 'city', generations: [
        { name: 'MX', from: 1997, to: 2008 },
      ] },
      { name: 'i10', segment: 'city', generations: [
        { name: 'PA', from: 2007, to: 2013 },
        { name: 'IA', from: 2013, to: 2019 },
        { name: 'AC3', from: 2019, to: 2026 },
      ] },
      { name: 'Getz', segment: 'city', generations: [
        { name: 'TB', from: 2002, to: 2011 },
      ] },
      { name: 'Accent', segment: 'city', generations: [
        { name: 'X3', from: 1994, to: 1999 },
        { name: 'LC', from: 1999, to: 2005 },
        { name: 'MC', from: 2005, to: 2011 },
        { name: 'RB', from: 2011, to: 2017 },
      ] },
      { name: 'i20', segment: 'city', generations: [
        { name: 'PB', from: 2008, to: 2014 },
        { name: 'GB', from: 2014, to: 2020 },
        { name: 'BC3', from: 2020, to: 2026 },
      ] },
      { name: 'i30', segment: 'compact', generations: [
        { name: 'FD', from: 2007, to: 2012 },
        { name: 'GD', from: 2012, to: 2017 },
        { name: 'PD', from: 2017, to: 2026 },
      ] },
      { name: 'Elantra', segment: 'compact', generations: [
        { name: 'J1', from: 1990, to: 1995 },
        { name: 'J2', from: 1995, to: 2000 },
        { name: 'XD', from: 2000, to: 2006 },
        { name: 'HD', from: 2006, to: 2011 },
        { name: 'MD', from: 2010, to: 2015 },
        { name: 'AD', from: 2015, to: 2020 },
        { name: 'CN7', from: 2020, to: 2026 },
      ] },
      { name: 'Veloster', segment: 'sports', generations: [
        { name: 'FS', from: 2011, to: 2017 },
        { name: 'JS', from: 2018, to: 2022 },
      ] },
      { name: 'Coupe', segment: 'sports', generations: [
        { name: 'RD', from: 1996, to: 2002 },
        { name: 'GK', from: 2002, to: 2009 },
      ] },
      { name: 'i40', segment: 'midsize', generations: [
        { name: 'VF', from: 2011, to: 2019 },
      ] },
      { name: 'Matrix', segment: 'mpv', generations: [
        { name: 'FC', from: 2001, to: 2010 },
      ] },
      { name: 'ix20', segment: 'mpv', generations: [
        { name: 'JC', from: 2010, to: 2019 },
      ] },
      { name: 'H-1', segment: 'van', generations: [
        { name: 'A1', from: 1997, to: 2007 },
        { name: 'TQ', from: 2007, to: 2021 },
      ] },
      { name: 'Bayon', segment: 'suv', generations: [
        { name: 'BC3 CUV', from: 2021, to: 2026 },
      ] },
      { name: 'Kona', segment: 'suv', generations: [
        { name: 'OS', from: 2017, to: 2023 },
        { name: 'SX2', from: 2023, to: 2026 },
      ] },
      { name: 'ix35', segment: 'suv', generations: [
        { name: 'LM', from: 2009, to: 2015 },
      ] },
      { name: 'Tucson', segment: 'suv', generations: [
        { name: 'JM', from: 2004, to: 2010 },
        { name: 'TL', from: 2015, to: 2020 },
        { name: 'NX4', from: 2020, to: 2026 },
      ] },
      { name: 'Santa Fe', segment: 'suv', generations: [
        { name: 'SM', from: 2000, to: 2006 },
        { name: 'CM', from: 2006, to: 2012 },
        { name: 'DM', from: 2012, to: 2018 },
        { name: 'TM', from: 2018, to: 2023 },
        { name: 'MX5', from: 2023, to: 2026 },
      ] },
      { name: 'Terracan', segment: 'suv', generations: [
        { name: 'HP', from: 2001, to: 2007 },
      ] },
      { name: 'Galloper', segment: 'suv', generations: [
        { name: 'I', from: 1991, to: 1997 },
        { name: 'II', from: 1997, to: 2003 },
      ] },
    ],
  },
  {
    name: 'Kia',
    family: 'hyundai-kia',
    models: [
      { name: 'Pride', segment: 'city', generations: [
        { name: 'I', from: 1990, to: 2000 },
      ] },
      { name: 'Picanto', segment: 'city', generations: [
        { name: 'SA', from: 2004, to: 2011 },
        { name: 'TA', from: 2011, to: 2017 },
        { name: 'JA', from: 2017, to: 2026 },
      ] },
      { name: 'Rio', segment: 'city', generations: [
        { name: 'DC', from: 2000, to: 2005 },
        { name: 'JB', from: 2005, to: 2011 },
        { name: 'UB', from: 2011, to: 2017 },
        { name: 'YB', from: 2017, to: 2023 },
      ] },
      { name: 'Shuma', segment: 'compact', generations: [
        { name: 'I', from: 1997, to: 2001 },
        { name: 'II', from: 2001, to: 2004 },
      ] },
      { name: 'Cerato', segment: 'compact', generations: [
        { name: 'LD', from: 2003, to: 2008 },
        { name: 'TD', from: 2008, to: 2013 },
      ] },
      { name: 'Ceed', segment: 'compact', generations: [
        { name: 'ED', from: 2006, to: 2012 },
        { name: 'JD', from: 2012, to: 2018 },
        { name: 'CD', from: 2018, to: 2026 },
      ] },
      { name: 'Soul', segment: 'compact', generations: [
        { name: 'AM', from: 2008, to: 2014 },
        { name: 'PS', from: 2014, to: 2019 },
      ] },
      { name: 'Magentis', segment: 'midsize', generations: [
        { name: 'GD', from: 2000, to: 2005 },
        { name: 'MG', from: 2005, to: 2010 },
      ] },
      { name: 'Optima', segment: 'midsize', generations: [
        { name: 'TF', from: 2010, to: 2015 },
        { name: 'JF', from: 2015, to: 2020 },
      ] },
      { name: 'Stinger', segment: 'sports', generations: [
        { name: 'CK', from: 2017, to: 2023 },
      ] },
      { name: 'Venga', segment: 'mpv', generations: [
        { name: 'YN', from: 2010, to: 2019 },
      ] },
      { name: 'Carens', segment: 'mpv', generations: [
        { name: 'FC', from: 1999, to: 2006 },
        { name: 'UN', from: 2006, to: 2013 },
        { name: 'RP', from: 2013, to: 2019 },
      ] },
      { name: 'Carnival', segment: 'mpv', generations: [
        { name: 'UP', from: 1998, to: 2006 },
        { name: 'VQ', from: 2006, to: 2014 },
        { name: 'YP', from: 2014, to: 2020 },
        { name: 'KA4', from: 2020, to: 2026 },
      ] },
      { name: 'Stonic', segment: 'suv', generations: [
        { name: 'YB CUV', from: 2017, to: 2026 },
      ] },
      { name: 'XCeed', segment: 'suv', generations: [
        { name: 'CD', from: 2019, to: 2026 },
      ] },
      { name: 'Niro', segment: 'suv', generations: [
        { name: 'DE', from: 2016, to: 2022 },
        { name: 'SG2', from: 2022, to: 2026 },
      ] },
      { name: 'Sportage', segment: 'suv', generations: [
        { name: 'NB', from: 1993, to: 2004 },
        { name: 'KM', from: 2004, to: 2010 },
        { name: 'SL', from: 2010, to: 2015 },
        { name: 'QL', from: 2015, to: 2021 },
        { name: 'NQ5', from: 2021, to: 2026 },
      ] },
      { name: 'Sorento', segment: 'suv', generations: [
        { name: 'BL', from: 2002, to: 2009 },
        { name: 'XM', from: 2009, to: 2014 },
        { name: 'UM', from: 2014, to: 2020 },
        { name: 'MQ4', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Genesis',
    family: 'hyundai-kia',
    models: [
      { name: 'G70', segment: 'midsize', generations: [
        { name: 'IK', from: 2017, to: 2026 },
      ] },
      { name: 'G80', segment: 'executive', generations: [
        { name: 'DH', from: 2016, to: 2020 },
        { name: 'RG3', from: 2020, to: 2026 },
      ] },
      { name: 'G90', segment: 'luxury', generations: [
        { name: 'HI', from: 2016, to: 2022 },
        { name: 'RS4', from: 2022, to: 2026 },
      ] },
      { name: 'GV70', segment: 'suv', generations: [
        { name: 'JK1', from: 2020, to: 2026 },
      ] },
      { name: 'GV80', segment: 'suv', generations: [
        { name: 'JX1', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'SsangYong',
    family: 'hyundai-kia',
    models: [
      { name: 'Tivoli', segment: 'suv', generations: [
        { name: 'X100', from: 2015, to: 2026 },
      ] },
      { name: 'XLV', segment: 'suv', generations: [
        { name: 'X100', from: 2016, to: 2021 },
      ] },
      { name: 'Korando', segment: 'suv', generations: [
        { name: 'KJ', from: 1996, to: 2006 },
        { name: 'C200', from: 2010, to: 2019 },
        { name: 'C300', from: 2019, to: 2026 },
      ] },
      { name: 'Kyron', segment: 'suv', generations: [
        { name: 'D100', from: 2005, to: 2014 },
      ] },
      { name: 'Actyon', segment: 'suv', generations: [
        { name: 'C100', from: 2005, to: 2018 },
      ] },
      { name: 'Torres', segment: 'suv', generations: [
        { name: 'J100', from: 2022, to: 2026 },
      ] },
      { name: 'Rexton', segment: 'suv', generations: [
        { name: 'Y200', from: 2001, to: 2017 },
        { name: 'Y400', from: 2017, to: 2026 },
      ] },
      { name: 'Musso', segment: 'pickup', generations: [
        { name: 'FJ', from: 1993, to: 2005 },
        { name: 'Q200', from: 2018, to: 2026 },
      ] },
      { name: 'Rodius', segment: 'mpv', generations: [
        { name: 'A100', from: 2004, to: 2013 },
        { name: 'A200', from: 2013, to: 2019 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Mazda
  {
    name: 'Mazda',
    family: 'mazda',
    models: [
      { name: '121', segment: 'city', generations: [
        { name: 'DB', from: 1990, to: 1996 },
        { name: 'JA', from: 1996, to: 2002 },
      ] },
      { name: '2', segment: 'city', generations: [
        { name: 'DY', from: 2002, to: 2007 },
        { name: 'DE', from: 2007, to: 2014 },
        { name: 'DJ', from: 2014, to: 2026 },
      ] },
      { name: '323', segment: 'compact', generations: [
        { name: 'BG', from: 1990, to: 1994 },
        { name: 'BA', from: 1994, to: 1998 },
        { name: 'BJ', from: 1998, to: 2003 },
      ] },
      { name: '3', segment: 'compact', generations: [
        { name: 'BK', from: 2003, to: 2009 },
        { name: 'BL', from: 2009, to: 2013 },
        { name: 'BM', from: 2013, to: 2019 },
        { name: 'BP', from: 2019, to: 2026 },
      ] },
      { name: '626', segment: 'midsize', generations: [
        { name: 'GD', from: 1990, to: 1992 },
        { name: 'GE', from: 1991, to: 1997 },
        { name: 'GF', from: 1997, to: 2002 },
      ] },
      { name: 'Xedos 6', segment: 'midsize', generations: [
        { name: 'CA', from: 1992, to: 1999 },
      ] },
      { name: '6', segment: 'midsize', generations: [
        { name: 'GG', from: 2002, to: 2008 },
        { name: 'GH', from: 2007, to: 2012 },
        { name: 'GJ', from: 2012, to: 2024 },
      ] },
      { name: 'MX-5', segment: 'sports', generations: [
        { name: 'NA', from: 1990, to: 1998 },
        { name: 'NB', from: 1998, to: 2005 },
        { name: 'NC', from: 2005, to: 2015 },
        { name: 'ND', from: 2015, to: 2026 },
      ] },
      { name: 'RX-7', segment: 'sports', generations: [
        { name: 'FC', from: 1990, to: 1992 },
        { name: 'FD', from: 1992, to: 2002 },
      ] },
      { name: 'RX-8', segment: 'sports', generations: [
        { name: 'SE3P', from: 2003, to: 2012 },
      ] },
      { name: 'Premacy', segment: 'mpv', generations: [
        { name: 'CP', from: 1999, to: 2005 },
      ] },
      { name: '5', segment: 'mpv', generations: [
        { name: 'CR', from: 2005, to: 2010 },
        { name: 'CW', from: 2010, to: 2015 },
      ] },
      { name: 'MPV', segment: 'mpv', generations: [
        { name: 'LW', from: 1999, to: 2006 },
      ] },
      { name: 'CX-3', segment: 'suv', generations: [
        { name: 'DK', from: 2015, to: 2026 },
      ] },
      { name: 'CX-30', segment: 'suv', generations: [
        { name: 'DM', from: 2019, to: 2026 },
      ] },
      { name: 'CX-5', segment: 'suv', generations: [
        { name: 'KE', from: 2012, to: 2017 },
        { name: 'KF', from: 2017, to: 2026 },
      ] },
      { name: 'CX-7', segment: 'suv', generations: [
        { name: 'ER', from: 2006, to: 2012 },
      ] },
      { name: 'CX-60', segment: 'suv', generations: [
        { name: 'KH', from: 2022, to: 2026 },
      ] },
      { name: 'Tribute', segment: 'suv', generations: [
        { name: 'EP', from: 2000, to: 2007 },
      ] },
      { name: 'BT-50', segment: 'pickup', generations: [
        { name: 'UN', from: 2006, to: 2011 },
        { name: 'UP', from: 2011, to: 2020 },
        { name: 'TF', from: 2020, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Nissan, Infiniti
  {
    name: 'Nissan',
    family: 'nissan',
    models: [
      { name: 'Micra', segment: 'city', generations: [
        { name: 'K10', from: 1990, to: 1992 },
        { name: 'K11', from: 1992, to: 2003 },
        { name: 'K12', from: 2002, to: 2010 },
        { name: 'K13', from: 2010, to: 2017 },
        { name: 'K14', from: 2017, to: 2023 },
      ] },
      { name: 'Note', segment: 'city', generations: [
        { name: 'E11', from: 2005, to: 2013 },
        { name: 'E12', from: 2013, to: 2020 },
      ] },
      { name: 'Sunny', segment: 'compact', generations: [
        { name: 'N14', from: 1990, to: 1995 },
      ] },
      { name: 'Almera', segment: 'compact', generations: [
        { name: 'N15', from: 1995, to: 2000 },
        { name: 'N16', from: 2000, to: 2006 },
      ] },
      { name: 'Primera', segment: 'midsize', generations: [
        { name: 'P10', from: 1990, to: 1996 },
        { name: 'P11', from: 1996, to: 2002 },
        { name: 'P12', from: 2002, to: 2008 },
      ] },
      { name: 'Skyline', segment: 'sports', generations: [
        { name: 'R32', from: 1990, to: 1993 },
        { name: 'R33', from: 1993, to: 1998 },
        { name: 'R34', from: 1998, to: 2002 },
      ] },
      { name: '200SX', segment: 'sports', generations: [
        { name: 'S13', from: 1990, to: 1994 },
        { name: 'S14', from: 1994, to: 1999 },
      ] },
      { name: '350Z', segment: 'sports', generations: [
        { name: 'Z33', from: 2002, to: 2009 },
      ] },
      { name: '370Z', segment: 'sports', generations: [
        { name: 'Z34', from: 2009, to: 2020 },
      ] },
      { name: 'GT-R', segment: 'sports', generations: [
        { name: 'R35', from: 2007, to: 2025 },
      ] },
      { name: 'Juke', segment: 'suv', generations: [
        { name: 'F15', from: 2010, to: 2019 },
        { name: 'F16', from: 2019, to: 2026 },
      ] },
      { name: 'Qashqai', segment: 'suv', generations: [
        { name: 'J10', from: 2006, to: 2013 },
        { name: 'J11', from: 2013, to: 2021 },
        { name: 'J12', from: 2021, to: 2026 },
      ] },
      { name: 'X-Trail', segment: 'suv', generations: [
        { name: 'T30', from: 2001, to: 2007 },
        { name: 'T31', from: 2007, to: 2014 },
        { name: 'T32', from: 2014, to: 2022 },
        { name: 'T33', from: 2022, to: 2026 },
      ] },
      { name: 'Murano', segment: 'suv', generations: [
        { name: 'Z50', from: 2002, to: 2008 },
        { name: 'Z51', from: 2008, to: 2015 },
        { name: 'Z52', from: 2015, to: 2024 },
      ] },
      { name: 'Terrano', segment: 'suv', generations: [
        { name: 'WD21', from: 1990, to: 1995 },
        { name: 'R20', from: 1993, to: 2006 },
      ] },
      { name: 'Pathfinder', segment: 'suv', generations: [
        { name: 'R50', from: 1995, to: 2004 },
        { name: 'R51', from: 2004, to: 2014 },
        { name: 'R52', from: 2012, to: 2021 },
        { name: 'R53', from: 2021, to: 2026 },
      ] },
      { name: 'Patrol', segment: 'suv', generations: [
        { name: 'Y60', from: 1990, to: 1997 },
        { name: 'Y61', from: 1997, to: 2010 },
        { name: 'Y62', from: 2010, to: 2024 },
        { name: 'Y63', from: 2024, to: 2026 },
      ] },
      { name: 'Navara', segment: 'pickup', generations: [
        { name: 'D22', from: 1997, to: 2005 },
        { name: 'D40', from: 2005, to: 2015 },
        { name: 'D23', from: 2014, to: 2026 },
      ] },
      { name: 'Primastar', segment: 'van', generations: [
        { name: 'X83', from: 2002, to: 2014 },
        { name: 'X82', from: 2021, to: 2026 },
      ] },
      { name: 'NV200', segment: 'van', generations: [
        { name: 'M20', from: 2009, to: 2021 },
      ] },
    ],
  },
  {
    name: 'Infiniti',
    family: 'nissan',
    models: [
      { name: 'Q30', segment: 'compact', generations: [
        { name: 'H15', from: 2015, to: 2019 },
      ] },
      { name: 'G', segment: 'midsize', generations: [
        { name: 'V35', from: 2002, to: 2007 },
        { name: 'V36', from: 2007, to: 2013 },
      ] },
      { name: 'Q50', segment: 'midsize', generations: [
        { name: 'V37', from: 2013, to: 2024 },
      ] },
      { name: 'Q60', segment: 'sports', generations: [
        { name: 'CV36', from: 2013, to: 2015 },
        { name: 'CV37', from: 2016, to: 2022 },
      ] },
      { name: 'M', segment: 'executive', generations: [
        { name: 'Y50', from: 2005, to: 2010 },
        { name: 'Y51', from: 2010, to: 2013 },
      ] },
      { name: 'Q70', segment: 'executive', generations: [
        { name: 'Y51', from: 2013, to: 2019 },
      ] },
      { name: 'FX', segment: 'suv', generations: [
        { name: 'S50', from: 2003, to: 2008 },
        { name: 'S51', from: 2008, to: 2013 },
      ] },
      { name: 'QX70', segment: 'suv', generations: [
        { name: 'S51', from: 2013, to: 2017 },
      ] },
      { name: 'QX50', segment: 'suv', generations: [
        { name: 'J50', from: 2013, to: 2017 },
        { name: 'J55', from: 2017, to: 2025 },
      ] },
      { name: 'QX80', segment: 'suv', generations: [
        { name: 'Z62', from: 2013, to: 2024 },
        { name: 'Z63', from: 2024, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Mitsubishi, Subaru, Suzuki
  {
    name: 'Mitsubishi',
    family: 'mitsubishi',
    models: [
      { name: 'Space Star', segment: 'city', generations: [
        { name: 'DG0', from: 1998, to: 2005 },
        { name: 'A0', from: 2012, to: 2026 },
      ] },
      { name: 'Colt', segment: 'city', generations: [
        { name: 'CA0', from: 1992, to: 1996 },
        { name: 'CJ0', from: 1995, to: 2004 },
        { name: 'Z30', from: 2004, to: 2012 },
      ] },
      { name: 'Lancer', segment: 'compact', generations: [
        { name: 'CB', from: 1991, to: 1996 },
        { name: 'CK', from: 1995, to: 2003 },
        { name: 'CS', from: 2003, to: 2008 },
        { name: 'CY', from: 2007, to: 2017 },
      ] },
      { name: 'Lancer Evolution', segment: 'sports', generations: [
        { name: 'I', from: 1992, to: 1994 },
        { name: 'II', from: 1994, to: 1995 },
        { name: 'III', from: 1995, to: 1996 },
        { name: 'IV', from: 1996, to: 1998 },
        { name: 'V', from: 1998, to: 1999 },
        { name: 'VI', from: 1999, to: 2001 },
        { name: 'VII', from: 2001, to: 2003 },
        { name: 'VIII', from: 2003, to: 2005 },
        { name: 'IX', from: 2005, to: 2007 },
        { name: 'X', from: 2007, to: 2016 },
      ] },
      { name: 'Carisma', segment: 'compact', generations: [
        { name: 'DA', from: 1995, to: 2004 },
      ] },
      { name: 'Galant', segment: 'midsize', generations: [
        { name: 'E30', from: 1990, to: 1992 },
        { name: 'E50', from: 1992, to: 1996 },
        { name: 'EA0', from: 1996, to: 2003 },
      ] },
      { name: '3000GT', segment: 'sports', generations: [
        { name: 'Z16', from: 1990, to: 2000 },
      ] },
      { name: 'Space Wagon', segment: 'mpv', generations: [
        { name: 'N30', from: 1991, to: 1998 },
        { name: 'N80', from: 1998, to: 2004 },
      ] },
      { name: 'Grandis', segment: 'mpv', generations: [
        { name: 'NA0', from: 2003, to: 2011 },
      ] },
      { name: 'ASX', segment: 'suv', generations: [
        { name: 'GA0', from: 2010, to: 2023 },
        { name: 'II', from: 2023, to: 2026 },
      ] },
      { name: 'Eclipse Cross', segment: 'suv', generations: [
        { name: 'GK', from: 2017, to: 2026 },
      ] },
      { name: 'Outlander', segment: 'suv', generations: [
        { name: 'CU', from: 2001, to: 2006 },
        { name: 'CW', from: 2006, to: 2012 },
        { name: 'GF', from: 2012, to: 2021 },
        { name: 'GN', from: 2021, to: 2026 },
      ] },
      { name: 'Pajero Pinin', segment: 'suv', generations: [
        { name: 'H60', from: 1998, to: 2007 },
      ] },
      { name: 'Pajero', segment: 'suv', generations: [
        { name: 'V20', from: 1991, to: 1999 },
        { name: 'V60', from: 1999, to: 2006 },
        { name: 'V80', from: 2006, to: 2021 },
      ] },
      { name: 'Pajero Sport', segment: 'suv', generations: [
        { name: 'K90', from: 1996, to: 2008 },
        { name: 'KH', from: 2008, to: 2015 },
        { name: 'KS', from: 2015, to: 2026 },
      ] },
      { name: 'L200', segment: 'pickup', generations: [
        { name: 'K60', from: 1996, to: 2006 },
        { name: 'KB', from: 2005, to: 2015 },
        { name: 'KJ', from: 2015, to: 2024 },
        { name: 'VI', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Subaru',
    family: 'subaru',
    models: [
      { name: 'Justy', segment: 'city', generations: [
        { name: 'KA', from: 1990, to: 1994 },
        { name: 'G3X', from: 2003, to: 2007 },
      ] },
      { name: 'Trezia', segment: 'city', generations: [
        { name: 'NCP120', from: 2011, to: 2016 },
      ] },
      { name: 'Impreza', segment: 'compact', generations: [
        { name: 'GC', from: 1992, to: 2000 },
        { name: 'GD', from: 2000, to: 2007 },
        { name: 'GH', from: 2007, to: 2011 },
        { name: 'GJ', from: 2011, to: 2016 },
        { name: 'GT', from: 2016, to: 2023 },
        { name: 'GU', from: 2023, to: 2026 },
      ] },
      { name: 'WRX STI', segment: 'sports', generations: [
        { name: 'GR', from: 2007, to: 2014 },
        { name: 'VA', from: 2014, to: 2021 },
        { name: 'VB', from: 2021, to: 2026 },
      ] },
      { name: 'BRZ', segment: 'sports', generations: [
        { name: 'ZC6', from: 2012, to: 2020 },
        { name: 'ZD8', from: 2021, to: 2026 },
      ] },
      { name: 'SVX', segment: 'sports', generations: [
        { name: 'CX', from: 1991, to: 1997 },
      ] },
      { name: 'Legacy', segment: 'midsize', generations: [
        { name: 'BC', from: 1990, to: 1994 },
        { name: 'BD', from: 1993, to: 1999 },
        { name: 'BE', from: 1998, to: 2003 },
        { name: 'BL', from: 2003, to: 2009 },
        { name: 'BM', from: 2009, to: 2014 },
        { name: 'BN', from: 2014, to: 2020 },
        { name: 'BW', from: 2019, to: 2025 },
      ] },
      { name: 'Levorg', segment: 'midsize', generations: [
        { name: 'VM', from: 2014, to: 2020 },
        { name: 'VN', from: 2020, to: 2026 },
      ] },
      { name: 'Outback', segment: 'suv', generations: [
        { name: 'BG', from: 1995, to: 1999 },
        { name: 'BH', from: 1998, to: 2003 },
        { name: 'BP', from: 2003, to: 2009 },
        { name: 'BR', from: 2009, to: 2014 },
        { name: 'BS', from: 2014, to: 2020 },
        { name: 'BT', from: 2019, to: 2026 },
      ] },
      { name: 'Forester', segment: 'suv', generations: [
        { name: 'SF', from: 1997, to: 2002 },
        { name: 'SG', from: 2002, to: 2008 },
        { name: 'SH', from: 2008, to: 2013 },
        { name: 'SJ', from: 2012, to: 2018 },
        { name: 'SK', from: 2018, to: 2024 },
        { name: 'SL', from: 2024, to: 2026 },
      ] },
      { name: 'XV', segment: 'suv', generations: [
        { name: 'GP', from: 2011, to: 2017 },
        { name: 'GT', from: 2017, to: 2023 },
      ] },
      { name: 'Crosstrek', segment: 'suv', generations: [
        { name: 'GU', from: 2023, to: 2026 },
      ] },
      { name: 'Tribeca', segment: 'suv', generations: [
        { name: 'WX', from: 2005, to: 2014 },
      ] },
    ],
  },
  {
    name: 'Suzuki',
    family: 'suzuki',
    models: [
      { name: 'Alto', segment: 'city', generations: [
        { name: 'HA12', from: 2002, to: 2008 },
        { name: 'GF', from: 2009, to: 2014 },
      ] },
      { name: 'Wagon R+', segment: 'city', generations: [
        { name: 'MM', from: 2000, to: 2008 },
      ] },
      { name: 'Celerio', segment: 'city', generations: [
        { name: 'LF', from: 2014, to: 2020 },
      ] },
      { name: 'Splash', segment: 'city', generations: [
        { name: 'EX', from: 2008, to: 2015 },
      ] },
      { name: 'Ignis', segment: 'city', generations: [
        { name: 'FH', from: 2000, to: 2008 },
        { name: 'MF', from: 2016, to: 2026 },
      ] },
      { name: 'Swift', segment: 'city', generations: [
        { name: 'II', from: 1990, to: 2003 },
        { name: 'III', from: 2004, to: 2010 },
        { name: 'IV', from: 2010, to: 2017 },
        { name: 'V', from: 2017, to: 2024 },
        { name: 'VI', from: 2024, to: 2026 },
      ] },
      { name: 'Baleno', segment: 'compact', generations: [
        { name: 'EG', from: 1995, to: 2002 },
        { name: 'EW', from: 2016, to: 2019 },
      ] },
      { name: 'Liana', segment: 'compact', generations: [
        { name: 'ER', from: 2001, to: 2007 },
      ] },
      { name: 'SX4', segment: 'compact', generations: [
        { name: 'GY', from: 2006, to: 2014 },
      ] },
      { name: 'Kizashi', segment: 'midsize', generations: [
        { name: 'RE', from: 2009, to: 2016 },
      ] },
      { name: 'Cappuccino', segment: 'sports', generations: [
        { name: 'EA11R', from: 1991, to: 1998 },
      ] },
      { name: 'Samurai', segment: 'suv', generations: [
        { name: 'SJ', from: 1990, to: 2004 },
      ] },
      { name: 'Jimny', segment: 'suv', generations: [
        { name: 'SN', from: 1998, to: 2018 },
        { name: 'GJ', from: 2018, to: 2026 },
      ] },
      { name: 'Vitara', segment: 'suv', generations: [
        { name: 'ET', from: 1990, to: 1998 },
        { name: 'LY', from: 2015, to: 2026 },
      ] },
      { name: 'Grand Vitara', segment: 'suv', generations: [
        { name: 'FT', from: 1998, to: 2005 },
        { name: 'JT', from: 2005, to: 2015 },
      ] },
      { name: 'S-Cross', segment: 'suv', generations: [
        { name: 'JY', from: 2013, to: 2021 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Volvo
  {
    name: 'Volvo',
    family: 'volvo',
    models: [
      { name: '240', segment: 'midsize', generations: [
        { name: 'I', from: 1990, to: 1993 },
      ] },
      { name: '440', segment: 'compact', generations: [
        { name: 'I', from: 1990, to: 1996 },
      ] },
      { name: '850', segment: 'midsize', generations: [
        { name: 'I', from: 1991, to: 1997 },
      ] },
      { name: '940', segment: 'executive', generations: [
        { name: 'I', from: 1990, to: 1998 },
      ] },
      { name: 'C30', segment: 'compact', generations: [
        { name: 'I', from: 2006, to: 2013 },
      ] },
      { name: 'S40', segment: 'compact', generations: [
        { name: 'I', from: 1995, to: 2004 },
        { name: 'II', from: 2004, to: 2012 },
      ] },
      { name: 'V40', segment: 'compact', generations: [
        { name: 'I', from: 1995, to: 2004 },
        { name: 'II', from: 2012, to: 2019 },
      ] },
      { name: 'V50', segment: 'compact', generations: [
        { name: 'I', from: 2004, to: 2012 },
      ] },
      { name: 'S60', segment: 'midsize', generations: [
        { name: 'I', from: 2000, to: 2009 },
        { name: 'II', from: 2010, to: 2018 },
        { name: 'III', from: 2018, to: 2024 },
      ] },
      { name: 'V60', segment: 'midsize', generations: [
        { name: 'I', from: 2010, to: 2018 },
        { name: 'II', from: 2018, to: 2026 },
      ] },
      { name: 'S70', segment: 'midsize', generations: [
        { name: 'I', from: 1996, to: 2000 },
      ] },
      { name: 'V70', segment: 'midsize', generations: [
        { name: 'I', from: 1996, to: 2000 },
        { name: 'II', from: 2000, to: 2007 },
        { name: 'III', from: 2007, to: 2016 },
      ] },
      { name: 'C70', segment: 'sports', generations: [
        { name: 'I', from: 1997, to: 2005 },
        { name: 'II', from: 2006, to: 2013 },
      ] },
      { name: 'S80', segment: 'executive', generations: [
        { name: 'I', from: 1998, to: 2006 },
        { name: 'II', from: 2006, to: 2016 },
      ] },
      { name: 'S90', segment: 'executive', generations: [
        { name: 'I', from: 1997, to: 1998 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'V90', segment: 'executive', generations: [
        { name: 'I', from: 1997, to: 1998 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'XC40', segment: 'suv', generations: [
        { name: 'I', from: 2017, to: 2026 },
      ] },
      { name: 'XC60', segment: 'suv', generations: [
        { name: 'I', from: 2008, to: 2017 },
        { name: 'II', from: 2017, to: 2026 },
      ] },
      { name: 'XC70', segment: 'suv', generations: [
        { name: 'II', from: 2000, to: 2007 },
        { name: 'III', from: 2007, to: 2016 },
      ] },
      { name: 'XC90', segment: 'suv', generations: [
        { name: 'I', from: 2002, to: 2014 },
        { name: 'II', from: 2014, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Jaguar Land Rover
  {
    name: 'Jaguar',
    family: 'jlr',
    models: [
      { name: 'X-Type', segment: 'midsize', generations: [
        { name: 'X400', from: 2001, to: 2009 },
      ] },
      { name: 'XE', segment: 'midsize', generations: [
        { name: 'X760', from: 2015, to: 2024 },
      ] },
      { name: 'S-Type', segment: 'executive', generations: [
        { name: 'X200', from: 1999, to: 2007 },
      ] },
      { name: 'XF', segment: 'executive', generations: [
        { name: 'X250', from: 2008, to: 2015 },
        { name: 'X260', from: 2015, to: 2024 },
      ] },
      { name: 'XJ', segment: 'luxury', generations: [
        { name: 'XJ40', from: 1990, to: 1994 },
        { name: 'X300', from: 1994, to: 1997 },
        { name: 'X308', from: 1997, to: 2003 },
        { name: 'X350', from: 2003, to: 2009 },
        { name: 'X351', from: 2009, to: 2019 },
      ] },
      { name: 'XJS', segment: 'sports', generations: [
        { name: 'I', from: 1990, to: 1996 },
      ] },
      { name: 'XK', segment: 'sports', generations: [
        { name: 'X100', from: 1996, to: 2006 },
        { name: 'X150', from: 2006, to: 2014 },
      ] },
      { name: 'F-Type', segment: 'sports', generations: [
        { name: 'X152', from: 2013, to: 2024 },
      ] },
      { name: 'E-Pace', segment: 'suv', generations: [
        { name: 'X540', from: 2017, to: 2024 },
      ] },
      { name: 'F-Pace', segment: 'suv', generations: [
        { name: 'X761', from: 2016, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Land Rover',
    family: 'jlr',
    models: [
      { name: 'Freelander', segment: 'suv', generations: [
        { name: 'L314', from: 1997, to: 2006 },
        { name: 'L359', from: 2006, to: 2014 },
      ] },
      { name: 'Discovery Sport', segment: 'suv', generations: [
        { name: 'L550', from: 2014, to: 2026 },
      ] },
      { name: 'Discovery', segment: 'suv', generations: [
        { name: 'I', from: 1990, to: 1998 },
        { name: 'II', from: 1998, to: 2004 },
        { name: '3', from: 2004, to: 2009 },
        { name: '4', from: 2009, to: 2016 },
        { name: '5', from: 2017, to: 2026 },
      ] },
      { name: 'Defender', segment: 'suv', generations: [
        { name: 'L316', from: 1990, to: 2016 },
        { name: 'L663', from: 2019, to: 2026 },
      ] },
      { name: 'Range Rover Evoque', segment: 'suv', generations: [
        { name: 'L538', from: 2011, to: 2018 },
        { name: 'L551', from: 2018, to: 2026 },
      ] },
      { name: 'Range Rover Velar', segment: 'suv', generations: [
        { name: 'L560', from: 2017, to: 2026 },
      ] },
      { name: 'Range Rover Sport', segment: 'suv', generations: [
        { name: 'L320', from: 2005, to: 2013 },
        { name: 'L494', from: 2013, to: 2022 },
        { name: 'L461', from: 2022, to: 2026 },
      ] },
      { name: 'Range Rover', segment: 'luxury', generations: [
        { name: 'Classic', from: 1990, to: 1996 },
        { name: 'P38A', from: 1994, to: 2002 },
        { name: 'L322', from: 2002, to: 2012 },
        { name: 'L405', from: 2012, to: 2021 },
        { name: 'L460', from: 2022, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- American
  {
    name: 'Chevrolet',
    family: 'american',
    models: [
      { name: 'Matiz', segment: 'city', generations: [
        { name: 'M200', from: 2005, to: 2010 },
      ] },
      { name: 'Spark', segment: 'city', generations: [
        { name: 'M300', from: 2010, to: 2015 },
      ] },
      { name: 'Aveo', segment: 'city', generations: [
        { name: 'T200', from: 2005, to: 2008 },
        { name: 'T250', from: 2006, to: 2011 },
        { name: 'T300', from: 2011, to: 2020 },
      ] },
      { name: 'Lacetti', segment: 'compact', generations: [
        { name: 'J200', from: 2004, to: 2009 },
      ] },
      { name: 'Cruze', segment: 'compact', generations: [
        { name: 'J300', from: 2009, to: 2016 },
        { name: 'J400', from: 2016, to: 2019 },
      ] },
      { name: 'Epica', segment: 'midsize', generations: [
        { name: 'V250', from: 2006, to: 2011 },
      ] },
      { name: 'Malibu', segment: 'midsize', generations: [
        { name: 'V', from: 1997, to: 2003 },
        { name: 'VI', from: 2004, to: 2007 },
        { name: 'VII', from: 2008, to: 2012 },
        { name: 'VIII', from: 2012, to: 2015 },
        { name: 'IX', from: 2015, to: 2024 },
      ] },
      { name: 'Impala', segment: 'executive', generations: [
        { name: 'VIII', from: 2000, to: 2005 },
        { name: 'IX', from: 2006, to: 2013 },
        { name: 'X', from: 2013, to: 2020 },
      ] },
      { name: 'Camaro', segment: 'sports', generations: [
        { name: 'III', from: 1990, to: 1992 },
        { name: 'IV', from: 1993, to: 2002 },
        { name: 'V', from: 2009, to: 2015 },
        { name: 'VI', from: 2015, to: 2024 },
      ] },
      { name: 'Corvette', segment: 'sports', generations: [
        { name: 'C4', from: 1990, to: 1996 },
        { name: 'C5', from: 1997, to: 2004 },
        { name: 'C6', from: 2005, to: 2013 },
        { name: 'C7', from: 2014, to: 2019 },
        { name: 'C8', from: 2020, to: 2026 },
      ] },
      { name: 'Orlando', segment: 'mpv', generations: [
        { name: 'J309', from: 2011, to: 2018 },
      ] },
      { name: 'Trax', segment: 'suv', generations: [
        { name: 'U200', from: 2013, to: 2022 },
        { name: 'II', from: 2023, to: 2026 },
      ] },
      { name: 'Captiva', segment: 'suv', generations: [
        { name: 'C100', from: 2006, to: 2011 },
        { name: 'C140', from: 2011, to: 2018 },
      ] },
      { name: 'Blazer', segment: 'suv', generations: [
        { name: 'S-10 Blazer', from: 1990, to: 1994 },
        { name: 'II', from: 1995, to: 2005 },
        { name: 'III', from: 2019, to: 2026 },
      ] },
      { name: 'Tahoe', segment: 'suv', generations: [
        { name: 'GMT400', from: 1995, to: 1999 },
        { name: 'GMT800', from: 2000, to: 2006 },
        { name: 'GMT900', from: 2007, to: 2014 },
        { name: 'K2XX', from: 2015, to: 2020 },
        { name: 'T1XX', from: 2021, to: 2026 },
      ] },
      { name: 'Suburban', segment: 'suv', generations: [
        { name: 'GMT400', from: 1992, to: 1999 },
        { name: 'GMT800', from: 2000, to: 2006 },
        { name: 'GMT900', from: 2007, to: 2014 },
        { name: 'K2XX', from: 2015, to: 2020 },
        { name: 'T1XX', from: 2021, to: 2026 },
      ] },
      { name: 'Colorado', segment: 'pickup', generations: [
        { name: 'GMT355', from: 2004, to: 2012 },
        { name: 'II', from: 2014, to: 2022 },
        { name: 'III', from: 2022, to: 2026 },
      ] },
      { name: 'Silverado', segment: 'pickup', generations: [
        { name: 'GMT800', from: 1999, to: 2006 },
        { name: 'GMT900', from: 2007, to: 2013 },
        { name: 'K2XX', from: 2014, to: 2018 },
        { name: 'T1XX', from: 2019, to: 2026 },
      ] },
      { name: 'Express', segment: 'van', generations: [
        { name: 'GMT600', from: 1996, to: 2002 },
        { name: 'GMT610', from: 2003, to: 2026 },
      ] },
    ],
  },
  {
    name: 'GMC',
    family: 'american',
    models: [
      { name: 'Terrain', segment: 'suv', generations: [
        { name: 'I', from: 2010, to: 2017 },
        { name: 'II', from: 2018, to: 2024 },
        { name: 'III', from: 2025, to: 2026 },
      ] },
      { name: 'Acadia', segment: 'suv', generations: [
        { name: 'I', from: 2007, to: 2016 },
        { name: 'II', from: 2017, to: 2023 },
        { name: 'III', from: 2024, to: 2026 },
      ] },
      { name: 'Envoy', segment: 'suv', generations: [
        { name: 'GMT360', from: 2002, to: 2009 },
      ] },
      { name: 'Yukon', segment: 'suv', generations: [
        { name: 'GMT400', from: 1992, to: 1999 },
        { name: 'GMT800', from: 2000, to: 2006 },
        { name: 'GMT900', from: 2007, to: 2014 },
        { name: 'K2XX', from: 2015, to: 2020 },
        { name: 'T1XX', from: 2021, to: 2026 },
      ] },
      { name: 'Canyon', segment: 'pickup', generations: [
        { name: 'GMT355', from: 2004, to: 2012 },
        { name: 'II', from: 2015, to: 2022 },
        { name: 'III', from: 2023, to: 2026 },
      ] },
      { name: 'Sierra', segment: 'pickup', generations: [
        { name: 'GMT400', from: 1990, to: 1998 },
        { name: 'GMT800', from: 1999, to: 2006 },
        { name: 'GMT900', from: 2007, to: 2013 },
        { name: 'K2XX', from: 2014, to: 2018 },
        { name: 'T1XX', from: 2019, to: 2026 },
      ] },
      { name: 'Savana', segment: 'van', generations: [
        { name: 'GMT600', from: 1996, to: 2002 },
        { name: 'GMT610', from: 2003, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Chrysler',
    family: 'american',
    models: [
      { name: 'Neon', segment: 'compact', generations: [
        { name: 'PL', from: 1994, to: 1999 },
        { name: 'PG', from: 2000, to: 2005 },
      ] },
      { name: 'PT Cruiser', segment: 'compact', generations: [
        { name: 'PT', from: 2000, to: 2010 },
      ] },
      { name: 'Stratus', segment: 'midsize', generations: [
        { name: 'JA', from: 1995, to: 2001 },
      ] },
      { name: 'Sebring', segment: 'midsize', generations: [
        { name: 'JR', from: 2001, to: 2006 },
        { name: 'JS', from: 2007, to: 2010 },
      ] },
      { name: '300M', segment: 'executive', generations: [
        { name: 'LR', from: 1998, to: 2004 },
      ] },
      { name: '300C', segment: 'executive', generations: [
        { name: 'LX', from: 2004, to: 2010 },
        { name: 'LD', from: 2011, to: 2023 },
      ] },
      { name: 'Crossfire', segment: 'sports', generations: [
        { name: 'ZH', from: 2003, to: 2008 },
      ] },
      { name: 'Grand Voyager', segment: 'mpv', generations: [
        { name: 'ES', from: 1991, to: 1995 },
        { name: 'NS', from: 1996, to: 2000 },
        { name: 'RG', from: 2001, to: 2007 },
        { name: 'RT', from: 2008, to: 2016 },
      ] },
      { name: 'Pacifica', segment: 'mpv', generations: [
        { name: 'CS', from: 2004, to: 2008 },
        { name: 'RU', from: 2016, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Dodge',
    family: 'american',
    models: [
      { name: 'Caliber', segment: 'compact', generations: [
        { name: 'PM', from: 2006, to: 2012 },
      ] },
      { name: 'Avenger', segment: 'midsize', generations: [
        { name: 'JS', from: 2007, to: 2014 },
      ] },
      { name: 'Charger', segment: 'executive', generations: [
        { name: 'LX', from: 2006, to: 2010 },
        { name: 'LD', from: 2011, to: 2023 },
        { name: 'LB', from: 2024, to: 2026 },
      ] },
      { name: 'Challenger', segment: 'sports', generations: [
        { name: 'LC', from: 2008, to: 2023 },
      ] },
      { name: 'Viper', segment: 'sports', generations: [
        { name: 'SR I', from: 1992, to: 1995 },
        { name: 'SR II', from: 1996, to: 2002 },
        { name: 'ZB I', from: 2003, to: 2007 },
        { name: 'ZB II', from: 2008, to: 2010 },
        { name: 'VX I', from: 2013, to: 2017 },
      ] },
      { name: 'Journey', segment: 'mpv', generations: [
        { name: 'JC', from: 2008, to: 2020 },
      ] },
      { name: 'Nitro', segment: 'suv', generations: [
        { name: 'KA', from: 2007, to: 2011 },
      ] },
      { name: 'Durango', segment: 'suv', generations: [
        { name: 'DN', from: 1998, to: 2003 },
        { name: 'HB', from: 2004, to: 2009 },
        { name: 'WD', from: 2011, to: 2026 },
      ] },
      { name: 'Dakota', segment: 'pickup', generations: [
        { name: 'AN', from: 1997, to: 2004 },
        { name: 'ND', from: 2005, to: 2011 },
      ] },
      { name: 'Ram', segment: 'pickup', generations: [
        { name: 'BR', from: 1994, to: 2002 },
        { name: 'DR', from: 2002, to: 2008 },
      ] },
    ],
  },
  {
    name: 'Cadillac',
    family: 'american',
    models: [
      { name: 'ATS', segment: 'midsize', generations: [
        { name: 'A1SL', from: 2013, to: 2019 },
      ] },
      { name: 'CTS', segment: 'executive', generations: [
        { name: 'I', from: 2003, to: 2007 },
        { name: 'II', from: 2008, to: 2014 },
        { name: 'III', from: 2014, to: 2019 },
      ] },
      { name: 'CT5', segment: 'executive', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'STS', segment: 'executive', generations: [
        { name: 'I', from: 2005, to: 2011 },
      ] },
      { name: 'Seville', segment: 'luxury', generations: [
        { name: 'IV', from: 1992, to: 1997 },
        { name: 'V', from: 1998, to: 2004 },
      ] },
      { name: 'CT6', segment: 'luxury', generations: [
        { name: 'I', from: 2016, to: 2020 },
      ] },
      { name: 'XT4', segment: 'suv', generations: [
        { name: 'I', from: 2019, to: 2025 },
      ] },
      { name: 'SRX', segment: 'suv', generations: [
        { name: 'I', from: 2004, to: 2009 },
        { name: 'II', from: 2010, to: 2016 },
      ] },
      { name: 'XT5', segment: 'suv', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'Escalade', segment: 'suv', generations: [
        { name: 'GMT400', from: 1999, to: 2000 },
        { name: 'GMT800', from: 2002, to: 2006 },
        { name: 'GMT900', from: 2007, to: 2014 },
        { name: 'K2XL', from: 2015, to: 2020 },
        { name: 'T1XL', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'RAM',
    family: 'american',
    models: [
      { name: '1500', segment: 'pickup', generations: [
        { name: 'DS', from: 2009, to: 2018 },
        { name: 'DT', from: 2019, to: 2026 },
      ] },
      { name: '1500 Classic', segment: 'pickup', generations: [
        { name: 'DS', from: 2019, to: 2024 },
      ] },
      { name: '2500', segment: 'pickup', generations: [
        { name: 'IV', from: 2010, to: 2018 },
        { name: 'V', from: 2019, to: 2026 },
      ] },
      { name: '3500', segment: 'pickup', generations: [
        { name: 'IV', from: 2010, to: 2018 },
        { name: 'V', from: 2019, to: 2026 },
      ] },
      { name: 'ProMaster City', segment: 'van', generations: [
        { name: 'I', from: 2015, to: 2022 },
      ] },
      { name: 'ProMaster', segment: 'van', generations: [
        { name: 'VF', from: 2014, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Exotic
  {
    name: 'Ferrari',
    family: 'exotic',
    models: [
      { name: '348', segment: 'sports', generations: [
        { name: 'F119', from: 1990, to: 1995 },
      ] },
      { name: 'F355', segment: 'sports', generations: [
        { name: 'F129', from: 1994, to: 1999 },
      ] },
      { name: '360', segment: 'sports', generations: [
        { name: 'F131', from: 1999, to: 2005 },
      ] },
      { name: 'F430', segment: 'sports', generations: [
        { name: 'F131 Evo', from: 2004, to: 2009 },
      ] },
      { name: '458', segment: 'sports', generations: [
        { name: 'F142', from: 2009, to: 2015 },
      ] },
      { name: '488', segment: 'sports', generations: [
        { name: 'F142M', from: 2015, to: 2019 },
      ] },
      { name: 'F8 Tributo', segment: 'sports', generations: [
        { name: 'F142MFL', from: 2019, to: 2023 },
      ] },
      { name: '296 GTB', segment: 'sports', generations: [
        { name: 'F171', from: 2022, to: 2026 },
      ] },
      { name: 'SF90 Stradale', segment: 'sports', generations: [
        { name: 'F173', from: 2019, to: 2026 },
      ] },
      { name: '550 Maranello', segment: 'sports', generations: [
        { name: 'F133', from: 1996, to: 2001 },
      ] },
      { name: '575M Maranello', segment: 'sports', generations: [
        { name: 'F133 E', from: 2002, to: 2006 },
      ] },
      { name: '599', segment: 'sports', generations: [
        { name: 'F141', from: 2006, to: 2012 },
      ] },
      { name: 'F12berlinetta', segment: 'sports', generations: [
        { name: 'F152', from: 2012, to: 2017 },
      ] },
      { name: '812 Superfast', segment: 'sports', generations: [
        { name: 'F152M', from: 2017, to: 2024 },
      ] },
      { name: 'California', segment: 'sports', generations: [
        { name: 'F149', from: 2008, to: 2014 },
        { name: 'California T', from: 2014, to: 2017 },
      ] },
      { name: 'Portofino', segment: 'sports', generations: [
        { name: 'F164', from: 2017, to: 2020 },
        { name: 'Portofino M', from: 2020, to: 2023 },
      ] },
      { name: 'Roma', segment: 'sports', generations: [
        { name: 'F169', from: 2019, to: 2026 },
      ] },
      { name: 'FF', segment: 'luxury', generations: [
        { name: 'F151', from: 2011, to: 2016 },
      ] },
      { name: 'GTC4Lusso', segment: 'luxury', generations: [
        { name: 'F151M', from: 2016, to: 2020 },
      ] },
      { name: 'Purosangue', segment: 'suv', generations: [
        { name: 'F175', from: 2022, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Lamborghini',
    family: 'exotic',
    models: [
      { name: 'Diablo', segment: 'sports', generations: [
        { name: 'I', from: 1990, to: 2001 },
      ] },
      { name: 'Murciélago', segment: 'sports', generations: [
        { name: 'I', from: 2001, to: 2006 },
        { name: 'LP640', from: 2006, to: 2010 },
      ] },
      { name: 'Gallardo', segment: 'sports', generations: [
        { name: 'I', from: 2003, to: 2008 },
        { name: 'LP560', from: 2008, to: 2013 },
      ] },
      { name: 'Aventador', segment: 'sports', generations: [
        { name: 'LB834', from: 2011, to: 2022 },
      ] },
      { name: 'Huracán', segment: 'sports', generations: [
        { name: 'LB724', from: 2014, to: 2024 },
      ] },
      { name: 'Revuelto', segment: 'sports', generations: [
        { name: 'LB744', from: 2023, to: 2026 },
      ] },
      { name: 'Temerario', segment: 'sports', generations: [
        { name: 'LB634', from: 2024, to: 2026 },
      ] },
      { name: 'Urus', segment: 'suv', generations: [
        { name: 'I', from: 2018, to: 2024 },
        { name: 'SE', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Maserati',
    family: 'exotic',
    models: [
      { name: '3200 GT', segment: 'sports', generations: [
        { name: 'M338', from: 1998, to: 2002 },
      ] },
      { name: 'Coupe', segment: 'sports', generations: [
        { name: 'M138', from: 2002, to: 2007 },
      ] },
      { name: 'GranTurismo', segment: 'sports', generations: [
        { name: 'M145', from: 2007, to: 2019 },
        { name: 'M189', from: 2022, to: 2026 },
      ] },
      { name: 'GranCabrio', segment: 'sports', generations: [
        { name: 'M145', from: 2010, to: 2019 },
        { name: 'M189', from: 2024, to: 2026 },
      ] },
      { name: 'MC20', segment: 'sports', generations: [
        { name: 'M240', from: 2020, to: 2026 },
      ] },
      { name: 'Ghibli', segment: 'executive', generations: [
        { name: 'II', from: 1992, to: 1998 },
        { name: 'M157', from: 2013, to: 2024 },
      ] },
      { name: 'Quattroporte', segment: 'luxury', generations: [
        { name: 'IV', from: 1994, to: 2001 },
        { name: 'M139', from: 2003, to: 2012 },
        { name: 'M156', from: 2013, to: 2024 },
      ] },
      { name: 'Grecale', segment: 'suv', generations: [
        { name: 'M182', from: 2022, to: 2026 },
      ] },
      { name: 'Levante', segment: 'suv', generations: [
        { name: 'M161', from: 2016, to: 2024 },
      ] },
    ],
  },
  {
    name: 'Aston Martin',
    family: 'exotic',
    models: [
      { name: 'Virage', segment: 'sports', generations: [
        { name: 'I', from: 1990, to: 2000 },
        { name: 'II', from: 2011, to: 2012 },
      ] },
      { name: 'DB7', segment: 'sports', generations: [
        { name: 'I', from: 1994, to: 2004 },
      ] },
      { name: 'DB9', segment: 'sports', generations: [
        { name: 'I', from: 2004, to: 2016 },
      ] },
      { name: 'DB11', segment: 'sports', generations: [
        { name: 'I', from: 2016, to: 2023 },
      ] },
      { name: 'DB12', segment: 'sports', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
      { name: 'Vantage', segment: 'sports', generations: [
        { name: 'V8 Vantage', from: 2005, to: 2017 },
        { name: 'AM6', from: 2018, to: 2024 },
        { name: 'AM6 Facelift', from: 2024, to: 2026 },
      ] },
      { name: 'DBS', segment: 'sports', generations: [
        { name: 'I', from: 2007, to: 2012 },
        { name: 'Superleggera', from: 2018, to: 2024 },
      ] },
      { name: 'Vanquish', segment: 'sports', generations: [
        { name: 'I', from: 2001, to: 2007 },
        { name: 'II', from: 2012, to: 2018 },
        { name: 'III', from: 2024, to: 2026 },
      ] },
      { name: 'Rapide', segment: 'luxury', generations: [
        { name: 'I', from: 2010, to: 2020 },
      ] },
      { name: 'DBX', segment: 'suv', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Bentley',
    family: 'exotic',
    models: [
      { name: 'Continental R', segment: 'luxury', generations: [
        { name: 'I', from: 1991, to: 2003 },
      ] },
      { name: 'Azure', segment: 'luxury', generations: [
        { name: 'I', from: 1995, to: 2003 },
        { name: 'II', from: 2006, to: 2010 },
      ] },
      { name: 'Arnage', segment: 'luxury', generations: [
        { name: 'I', from: 1998, to: 2009 },
      ] },
      { name: 'Brooklands', segment: 'luxury', generations: [
        { name: 'II', from: 2008, to: 2011 },
      ] },
      { name: 'Mulsanne', segment: 'luxury', generations: [
        { name: 'II', from: 2010, to: 2020 },
      ] },
      { name: 'Continental GT', segment: 'sports', generations: [
        { name: 'I', from: 2003, to: 2011 },
        { name: 'II', from: 2011, to: 2018 },
        { name: 'III', from: 2018, to: 2024 },
        { name: 'IV', from: 2024, to: 2026 },
      ] },
      { name: 'Flying Spur', segment: 'luxury', generations: [
        { name: 'I', from: 2005, to: 2013 },
        { name: 'II', from: 2013, to: 2019 },
        { name: 'III', from: 2019, to: 2026 },
      ] },
      { name: 'Bentayga', segment: 'suv', generations: [
        { name: 'I', from: 2015, to: 2020 },
        { name: 'I Facelift', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'McLaren',
    family: 'exotic',
    models: [
      { name: 'F1', segment: 'sports', generations: [
        { name: 'I', from: 1992, to: 1998 },
      ] },
      { name: '12C', segment: 'sports', generations: [
        { name: 'MP4-12C', from: 2011, to: 2014 },
      ] },
      { name: '650S', segment: 'sports', generations: [
        { name: 'I', from: 2014, to: 2017 },
      ] },
      { name: '570S', segment: 'sports', generations: [
        { name: 'I', from: 2015, to: 2021 },
      ] },
      { name: '600LT', segment: 'sports', generations: [
        { name: 'I', from: 2018, to: 2020 },
      ] },
      { name: '720S', segment: 'sports', generations: [
        { name: 'I', from: 2017, to: 2023 },
      ] },
      { name: '750S', segment: 'sports', generations: [
        { name: 'I', from: 2023, to: 2026 },
      ] },
      { name: 'GT', segment: 'sports', generations: [
        { name: 'I', from: 2019, to: 2024 },
        { name: 'GTS', from: 2024, to: 2026 },
      ] },
      { name: 'Artura', segment: 'sports', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Rolls-Royce',
    family: 'exotic',
    models: [
      { name: 'Silver Seraph', segment: 'luxury', generations: [
        { name: 'I', from: 1998, to: 2002 },
      ] },
      { name: 'Phantom', segment: 'luxury', generations: [
        { name: 'VII', from: 2003, to: 2017 },
        { name: 'VIII', from: 2017, to: 2026 },
      ] },
      { name: 'Ghost', segment: 'luxury', generations: [
        { name: 'I', from: 2009, to: 2020 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'Wraith', segment: 'luxury', generations: [
        { name: 'I', from: 2013, to: 2023 },
      ] },
      { name: 'Dawn', segment: 'luxury', generations: [
        { name: 'I', from: 2015, to: 2023 },
      ] },
      { name: 'Cullinan', segment: 'suv', generations: [
        { name: 'I', from: 2018, to: 2024 },
        { name: 'Series II', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Lotus',
    family: 'exotic',
    models: [
      { name: 'Esprit', segment: 'sports', generations: [
        { name: 'S4', from: 1993, to: 1996 },
        { name: 'V8', from: 1996, to: 2004 },
      ] },
      { name: 'Elise', segment: 'sports', generations: [
        { name: 'S1', from: 1996, to: 2001 },
        { name: 'S2', from: 2001, to: 2011 },
        { name: 'S3', from: 2011, to: 2021 },
      ] },
      { name: 'Exige', segment: 'sports', generations: [
        { name: 'S1', from: 2000, to: 2001 },
        { name: 'S2', from: 2004, to: 2011 },
        { name: 'S3', from: 2012, to: 2021 },
      ] },
      { name: 'Evora', segment: 'sports', generations: [
        { name: 'I', from: 2009, to: 2021 },
      ] },
      { name: 'Emira', segment: 'sports', generations: [
        { name: 'I', from: 2022, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Saab, Lada
  {
    name: 'Saab',
    family: 'saab',
    models: [
      { name: '900', segment: 'midsize', generations: [
        { name: 'I', from: 1990, to: 1993 },
        { name: 'II', from: 1993, to: 1998 },
      ] },
      { name: '9000', segment: 'executive', generations: [
        { name: 'I', from: 1990, to: 1998 },
      ] },
      { name: '9-3', segment: 'midsize', generations: [
        { name: 'I', from: 1998, to: 2002 },
        { name: 'II', from: 2002, to: 2014 },
      ] },
      { name: '9-5', segment: 'executive', generations: [
        { name: 'I', from: 1997, to: 2010 },
        { name: 'II', from: 2010, to: 2012 },
      ] },
      { name: '9-4X', segment: 'suv', generations: [
        { name: 'I', from: 2011, to: 2012 },
      ] },
      { name: '9-7X', segment: 'suv', generations: [
        { name: 'I', from: 2005, to: 2009 },
      ] },
    ],
  },
  {
    name: 'Lada',
    family: 'lada',
    models: [
      { name: 'Samara', segment: 'compact', generations: [
        { name: '2108', from: 1990, to: 1997 },
        { name: '2114', from: 1997, to: 2013 },
      ] },
      { name: '110', segment: 'compact', generations: [
        { name: '2110', from: 1995, to: 2014 },
      ] },
      { name: 'Kalina', segment: 'city', generations: [
        { name: '1117', from: 2004, to: 2013 },
        { name: '2192', from: 2013, to: 2018 },
      ] },
      { name: 'Priora', segment: 'compact', generations: [
        { name: '2170', from: 2007, to: 2018 },
      ] },
      { name: 'Granta', segment: 'compact', generations: [
        { name: '2190', from: 2011, to: 2018 },
        { name: '2190 Facelift', from: 2018, to: 2026 },
      ] },
      { name: 'Vesta', segment: 'compact', generations: [
        { name: '2180', from: 2015, to: 2022 },
        { name: 'NG', from: 2023, to: 2026 },
      ] },
      { name: 'XRAY', segment: 'suv', generations: [
        { name: 'I', from: 2015, to: 2022 },
      ] },
      { name: 'Largus', segment: 'mpv', generations: [
        { name: 'I', from: 2012, to: 2026 },
      ] },
      { name: 'Niva', segment: 'suv', generations: [
        { name: '2121', from: 1990, to: 2019 },
        { name: 'Niva Legend', from: 2021, to: 2026 },
      ] },
      { name: 'Niva Travel', segment: 'suv', generations: [
        { name: '2123', from: 2002, to: 2026 },
      ] },
    ],
  },
  // ---------------------------------------------------------------- Asian and other makes
  {
    name: 'MG',
    family: 'asian-generic',
    models: [
      { name: 'MGF', segment: 'sports', generations: [
        { name: 'I', from: 1995, to: 2002 },
      ] },
      { name: 'TF', segment: 'sports', generations: [
        { name: 'I', from: 2002, to: 2011 },
      ] },
      { name: 'ZR', segment: 'compact', generations: [
        { name: 'I', from: 2001, to: 2005 },
      ] },
      { name: 'ZT', segment: 'midsize', generations: [
        { name: 'I', from: 2001, to: 2005 },
      ] },
      { name: 'MG3', segment: 'city', generations: [
        { name: 'I', from: 2011, to: 2024 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'MG6', segment: 'compact', generations: [
        { name: 'I', from: 2011, to: 2016 },
      ] },
      { name: 'ZS', segment: 'suv', generations: [
        { name: 'I', from: 2017, to: 2024 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
      { name: 'HS', segment: 'suv', generations: [
        { name: 'I', from: 2018, to: 2024 },
        { name: 'II', from: 2024, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Great Wall',
    family: 'asian-generic',
    models: [
      { name: 'Florid', segment: 'city', generations: [
        { name: 'I', from: 2008, to: 2013 },
      ] },
      { name: 'Voleex C30', segment: 'compact', generations: [
        { name: 'I', from: 2010, to: 2016 },
      ] },
      { name: 'Hover', segment: 'suv', generations: [
        { name: 'H3', from: 2005, to: 2010 },
        { name: 'H5', from: 2010, to: 2017 },
      ] },
      { name: 'Steed', segment: 'pickup', generations: [
        { name: '5', from: 2006, to: 2016 },
        { name: '6', from: 2012, to: 2020 },
      ] },
      { name: 'Wingle', segment: 'pickup', generations: [
        { name: '5', from: 2006, to: 2018 },
        { name: '7', from: 2018, to: 2026 },
      ] },
      { name: 'Poer', segment: 'pickup', generations: [
        { name: 'I', from: 2019, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Chery',
    family: 'asian-generic',
    models: [
      { name: 'QQ', segment: 'city', generations: [
        { name: 'S11', from: 2003, to: 2013 },
      ] },
      { name: 'Amulet', segment: 'compact', generations: [
        { name: 'A15', from: 2003, to: 2012 },
      ] },
      { name: 'Arrizo 5', segment: 'compact', generations: [
        { name: 'I', from: 2016, to: 2026 },
      ] },
      { name: 'Tiggo', segment: 'suv', generations: [
        { name: 'T11', from: 2005, to: 2013 },
      ] },
      { name: 'Tiggo 4', segment: 'suv', generations: [
        { name: 'I', from: 2017, to: 2020 },
        { name: 'Pro', from: 2020, to: 2026 },
      ] },
      { name: 'Tiggo 7', segment: 'suv', generations: [
        { name: 'I', from: 2016, to: 2020 },
        { name: 'Pro', from: 2020, to: 2026 },
      ] },
      { name: 'Tiggo 8', segment: 'suv', generations: [
        { name: 'I', from: 2018, to: 2021 },
        { name: 'Pro', from: 2021, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Isuzu',
    family: 'asian-generic',
    models: [
      { name: 'Trooper', segment: 'suv', generations: [
        { name: 'UBS', from: 1991, to: 2002 },
      ] },
      { name: 'VehiCROSS', segment: 'suv', generations: [
        { name: 'UGS', from: 1997, to: 2001 },
      ] },
      { name: 'Axiom', segment: 'suv', generations: [
        { name: 'I', from: 2001, to: 2004 },
      ] },
      { name: 'MU-X', segment: 'suv', generations: [
        { name: 'I', from: 2013, to: 2020 },
        { name: 'II', from: 2021, to: 2026 },
      ] },
      { name: 'Rodeo', segment: 'pickup', generations: [
        { name: 'TF', from: 1990, to: 2002 },
        { name: 'RA', from: 2002, to: 2012 },
      ] },
      { name: 'D-Max', segment: 'pickup', generations: [
        { name: 'I', from: 2002, to: 2012 },
        { name: 'II', from: 2012, to: 2020 },
        { name: 'III', from: 2020, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Daihatsu',
    family: 'asian-generic',
    models: [
      { name: 'Cuore', segment: 'city', generations: [
        { name: 'L201', from: 1990, to: 1995 },
        { name: 'L501', from: 1995, to: 1998 },
        { name: 'L701', from: 1998, to: 2003 },
        { name: 'L251', from: 2003, to: 2007 },
        { name: 'L276', from: 2007, to: 2012 },
      ] },
      { name: 'Charade', segment: 'city', generations: [
        { name: 'G100', from: 1990, to: 1993 },
        { name: 'G200', from: 1993, to: 2000 },
        { name: 'XP90', from: 2011, to: 2013 },
      ] },
      { name: 'Sirion', segment: 'city', generations: [
        { name: 'M100', from: 1998, to: 2004 },
        { name: 'M300', from: 2005, to: 2013 },
      ] },
      { name: 'YRV', segment: 'city', generations: [
        { name: 'M200', from: 2001, to: 2005 },
      ] },
      { name: 'Copen', segment: 'sports', generations: [
        { name: 'L880', from: 2002, to: 2012 },
      ] },
      { name: 'Materia', segment: 'mpv', generations: [
        { name: 'M400', from: 2006, to: 2012 },
      ] },
      { name: 'Terios', segment: 'suv', generations: [
        { name: 'J100', from: 1997, to: 2006 },
        { name: 'J200', from: 2006, to: 2016 },
      ] },
      { name: 'Feroza', segment: 'suv', generations: [
        { name: 'F300', from: 1990, to: 1998 },
      ] },
    ],
  },
  {
    name: 'Proton',
    family: 'asian-generic',
    models: [
      { name: 'Saga', segment: 'city', generations: [
        { name: 'I', from: 1990, to: 2008 },
        { name: 'BLM', from: 2008, to: 2016 },
        { name: 'III', from: 2016, to: 2026 },
      ] },
      { name: 'Iriz', segment: 'city', generations: [
        { name: 'I', from: 2014, to: 2026 },
      ] },
      { name: 'Satria', segment: 'compact', generations: [
        { name: 'I', from: 1994, to: 2005 },
        { name: 'Neo', from: 2006, to: 2015 },
      ] },
      { name: 'Wira', segment: 'compact', generations: [
        { name: 'I', from: 1993, to: 2009 },
      ] },
      { name: 'Persona', segment: 'compact', generations: [
        { name: 'I', from: 2007, to: 2016 },
        { name: 'II', from: 2016, to: 2026 },
      ] },
      { name: 'Gen-2', segment: 'compact', generations: [
        { name: 'I', from: 2004, to: 2012 },
      ] },
      { name: 'Preve', segment: 'compact', generations: [
        { name: 'I', from: 2012, to: 2022 },
      ] },
      { name: 'Perdana', segment: 'midsize', generations: [
        { name: 'I', from: 1995, to: 2010 },
        { name: 'II', from: 2013, to: 2016 },
      ] },
      { name: 'Exora', segment: 'mpv', generations: [
        { name: 'I', from: 2009, to: 2019 },
      ] },
      { name: 'X50', segment: 'suv', generations: [
        { name: 'I', from: 2020, to: 2026 },
      ] },
      { name: 'X70', segment: 'suv', generations: [
        { name: 'I', from: 2018, to: 2026 },
      ] },
    ],
  },
  {
    name: 'Daewoo',
    family: 'asian-generic',
    models: [
      { name: 'Matiz', segment: 'city', generations: [
        { name: 'M100', from: 1998, to: 2005 },
      ] },
      { name: 'Kalos', segment: 'city', generations: [
        { name: 'T200', from: 2002, to: 2005 },
      ] },
      { name: 'Lanos', segment: 'compact', generations: [
        { name: 'T100', from: 1997, to: 2002 },
      ] },
      { name: 'Nexia', segment: 'compact', generations: [
        { name: 'N100', from: 1995, to: 1997 },
      ] },
      { name: 'Nubira', segment: 'compact', generations: [
        { name: 'J100', from: 1997, to: 1999 },
        { name: 'J150', from: 1999, to: 2003 },
      ] },
      { name: 'Espero', segment: 'midsize', generations: [
        { name: 'I', from: 1990, to: 1999 },
      ] },
      { name: 'Leganza', segment: 'midsize', generations: [
        { name: 'V100', from: 1997, to: 2002 },
      ] },
      { name: 'Tacuma', segment: 'mpv', generations: [
        { name: 'U100', from: 2000, to: 2004 },
      ] },
    ],
  },
  {
    name: 'Mahindra',
    family: 'asian-generic',
    models: [
      { name: 'KUV100', segment: 'city', generations: [
        { name: 'I', from: 2016, to: 2023 },
      ] },
      { name: 'XUV300', segment: 'suv', generations: [
        { name: 'I', from: 2019, to: 2024 },
      ] },
      { name: 'XUV500', segment: 'suv', generations: [
        { name: 'W201', from: 2011, to: 2021 },
      ] },
      { name: 'XUV700', segment: 'suv', generations: [
        { name: 'I', from: 2021, to: 2026 },
      ] },
      { name: 'Scorpio', segment: 'suv', generations: [
        { name: 'I', from: 2002, to: 2022 },
        { name: 'Scorpio-N', from: 2022, to: 2026 },
      ] },
      { name: 'Thar', segment: 'suv', generations: [
        { name: 'I', from: 2010, to: 2020 },
        { name: 'II', from: 2020, to: 2026 },
      ] },
      { name: 'Bolero', segment: 'suv', generations: [
        { name: 'I', from: 2000, to: 2026 },
      ] },
      { name: 'Pik-Up', segment: 'pickup', generations: [
        { name: 'I', from: 2006, to: 2026 },
      ] },
    ],
  },
];
