import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { urls } from '../../contract/urls';
import { PageHeader } from '../components/page-header';
import '../i18n/lazy-english';

/** A URL that matches no page. */
export function Page() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('notFound.title')}>
        <p className="page-intro">{t('notFound.body')}</p>
      </PageHeader>
      <Link className="button" to={urls.types.href()}>
        {t('actions.backToStart')}
      </Link>
    </div>
  );
}
