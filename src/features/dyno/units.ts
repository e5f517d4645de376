import { storedChoice } from './stored-choice';
import { useTranslation } from 'react-i18next';
import '../../i18n/lazy-english';

/**
 * Units of power and torque. The API gives metric horsepower (PS) and newton-metres; the
 * reader may prefer kW or bhp, and lb-ft. The choice applies to the chart, its tooltip and
 * every figure, and is remembered on this device.
 */

export type PowerUnit = 'hp' | 'kw' | 'bhp';
export type TorqueUnit = 'nm' | 'lbft';

/** 1 metric hp (PS) = 75 kgf·m/s = 735.49875 W exactly. */
export const WATTS_PER_METRIC_HP = 735.49875;
/** 1 mechanical (imperial) hp = 550 ft·lbf/s = 745.69987158227022 W. */
export const WATTS_PER_MECHANICAL_HP = 745.6998715822702;
/** 1 lbf·ft = 0.45359237 kg × 9.80665 m/s² × 0.3048 m = 1.3558179483314004 N·m, by definition. */
export const NEWTON_METRES_PER_POUND_FOOT = 0.45359237 * 9.80665 * 0.3048;

export function convertPower(metricHp: number, unit: PowerUnit): number {
  switch (unit) {
    case 'hp':
      return metricHp;
    case 'kw':
      return (metricHp * WATTS_PER_METRIC_HP) / 1000;
    case 'bhp':
      return (metricHp * WATTS_PER_METRIC_HP) / WATTS_PER_MECHANICAL_HP;
  }
}

export function convertTorque(newtonMetres: number, unit: TorqueUnit): number {
  return unit === 'nm' ? newtonMetres : newtonMetres / NEWTON_METRES_PER_POUND_FOOT;
}

/** 1 mile = 1.609344 km, by definition. */
export const KM_PER_MILE = 1.609344;

/**
 * 0–60 mph from 0–100 km/h: 60 mph is 96.56 km/h, and over the top of that sprint a car gains
 * speed at a nearly even rate, so the time scales with the speed. An estimate, and labelled so.
 */
export function zeroToSixtyFrom(zeroToHundred: number): number {
  return (zeroToHundred * 60 * KM_PER_MILE) / 100;
}

export const POWER_UNITS: PowerUnit[] = ['hp', 'kw', 'bhp'];
export const TORQUE_UNITS: TorqueUnit[] = ['nm', 'lbft'];

const STORAGE_KEY = 'vtdb.units';
const DEFAULT = { power: 'hp' as PowerUnit, torque: 'nm' as TorqueUnit };
type Choice = typeof DEFAULT;

const units = storedChoice<Choice>(
  STORAGE_KEY,
  (saved) => {
    const stored = (saved !== null && typeof saved === 'object' ? saved : {}) as Partial<Choice>;
    return {
      power: POWER_UNITS.includes(stored.power as PowerUnit) ? stored.power! : DEFAULT.power,
      torque: TORQUE_UNITS.includes(stored.torque as TorqueUnit) ? stored.torque! : DEFAULT.torque,
    };
  },
  { fallback: DEFAULT, otherTabs: true },
);

export function setUnits(next: Partial<Choice>) {
  units.set({ ...units.get(), ...next });
}

interface Formatter {
  integer: (value: number) => string;
}

interface SpeedFormatter extends Formatter {
  decimal: (value: number) => string;
}

/**
 * The chosen units with converters and labelled formatting ("150 hp", "110 kW", "155 lb-ft").
 * Choosing an imperial unit (bhp or lb-ft) also gives speeds in mph and sprints to 60 mph.
 */
export function useUnits() {
  const { t } = useTranslation();
  const choice = units.use();
  const powerLabel = t(`units.power.${choice.power}`);
  const torqueLabel = t(`units.torque.${choice.torque}`);
  return {
    power: {
      unit: choice.power,
      label: powerLabel,
      convert: (value: number) => convertPower(value, choice.power),
      format: (value: number, format: Formatter) => t('units.value', { value: format.integer(convertPower(value, choice.power)), unit: powerLabel }),
    },
    torque: {
      unit: choice.torque,
      label: torqueLabel,
      convert: (value: number) => convertTorque(value, choice.torque),
      format: (value: number, format: Formatter) => t('units.value', { value: format.integer(convertTorque(value, choice.torque)), unit: torqueLabel }),
    },
    imperial: choice.power === 'bhp' || choice.torque === 'lbft',
    speed: {
      label: choice.power === 'bhp' || choice.torque === 'lbft' ? t('speed.zeroToSixty') : t('stages.zeroToHundred'),
      top: (kmh: number, format: Formatter) =>
        choice.power === 'bhp' || choice.torque === 'lbft'
          ? t('speed.mph', { value: format.integer(kmh / KM_PER_MILE) })
          : t('units.kmh', { value: format.integer(kmh) }),
      sprint: (zeroToHundred: number, format: SpeedFormatter) =>
        t('units.seconds', { value: format.decimal(choice.power === 'bhp' || choice.torque === 'lbft' ? zeroToSixtyFrom(zeroToHundred) : zeroToHundred) }),
    },
    set: setUnits,
  };
}
