import type { CatalogueSeed } from './types';
import { cars } from './cars';
import { bikes } from './bikes';
import { trucks } from './trucks';
import { agriculture } from './agriculture';
import { marine } from './marine';
import { atv } from './atv';

/** The whole hand-curated seed of the demo catalogue, one list of makes per vehicle type. */
export const catalogueSeed: CatalogueSeed = { cars, bikes, trucks, agriculture, marine, atv };
