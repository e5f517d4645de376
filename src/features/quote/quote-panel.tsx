import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteCustomer } from './use-quote';
import './quote.css';
import '../../i18n/lazy-english';

/** Longest name or registration/VIN the sheet prints. */
const MAX_LENGTH = 80;

/**
 * Under the stage table, on screen only: who the quote is for (both optional) and the button that
 * prints it. The fields belong to no form and have no `name`: nothing submits, sends, stores or
 * autofills them (use-quote.ts keeps them in the page's state).
 */
export function QuotePanel({
  customer,
  onCustomer,
  quotedCount,
}: {
  customer: QuoteCustomer;
  onCustomer: (customer: QuoteCustomer) => void;
  quotedCount: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="quote-panel no-print" role="group" aria-labelledby={`${id}-title`}>
      <p className="quote-panel__title" id={`${id}-title`}>
        {t('quote.forCustomer')}
      </p>
      <div className="quote-panel__fields">
        <CustomerField label={t('quote.customerName')} value={customer.name} onChange={(name) => onCustomer({ ...customer, name })} />
        <CustomerField
          label={t('quote.registration')}
          value={customer.registration}
          capitals
          onChange={(registration) => onCustomer({ ...customer, registration })}
        />
        <button type="button" className="button quote-panel__print" onClick={() => window.print()}>
          {t('quote.print')}
        </button>
      </div>
      <p className="quote-panel__note">{quotedCount === 0 ? t('quote.noneQuoted') : t('quote.privacy')}</p>
    </div>
  );
}

/** One of the panel's text fields: never autofilled or spell-checked, at most MAX_LENGTH characters; `capitals` for a registration. */
function CustomerField({ label, value, capitals, onChange }: { label: string; value: string; capitals?: boolean; onChange: (value: string) => void }) {
  return (
    <label className="quote-panel__field">
      <span>{label}</span>
      <input
        type="text"
        value={value}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        autoCapitalize={capitals ? 'characters' : undefined}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** On the sheet: the customer's name and registration or VIN, each when given. */
export function QuoteCustomerLines({ customer }: { customer: QuoteCustomer }) {
  const { t } = useTranslation();
  const name = customer.name.trim();
  const registration = customer.registration.trim();
  if (!name && !registration) return null;
  return (
    <dl className="quote-customer print-only">
      {[
        { term: t('quote.customer'), value: name },
        { term: t('quote.registrationShort'), value: registration },
      ].map(({ term, value }) =>
        value ? (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
