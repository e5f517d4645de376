import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POWER_UNITS, TORQUE_UNITS, useUnits, type PowerUnit, type TorqueUnit } from './units';
import './dyno.css';

/** Two labelled selects: power in hp, kW or bhp; torque in Nm or lb-ft. */
export function UnitSwitcher() {
  const { t } = useTranslation();
  const units = useUnits();
  const powerId = useId();
  const torqueId = useId();
  return (
    <div className="unit-switcher" role="group" aria-label={t('units.label')}>
      <label htmlFor={powerId}>{t('units.powerLabel')}</label>
      <select id={powerId} value={units.power.unit} onChange={(event) => units.set({ power: event.target.value as PowerUnit })}>
        {POWER_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`units.powerName.${unit}`)}
          </option>
        ))}
      </select>
      <label htmlFor={torqueId}>{t('units.torqueLabel')}</label>
      <select id={torqueId} value={units.torque.unit} onChange={(event) => units.set({ torque: event.target.value as TorqueUnit })}>
        {TORQUE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`units.torqueName.${unit}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
