import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from './not-available-yet';
import { PageFrame, type Crumb, type PageId } from './page-frame';
import { paths } from '../../lib/navigation/paths';

export interface PlaceholderPageProps {
  /** `app` namespace keys of the page title and of the one sentence on what the area will offer. */
  readonly titleKey: string;
  readonly descriptionKey: string;
  /** Breadcrumbs between home and this page. */
  readonly parents?: readonly Crumb[];
  readonly ids?: readonly PageId[];
  /** Links shown inside the "not available yet" state (e.g. to related areas). */
  readonly children?: ReactNode;
}

/** A page of an area that a later version builds: its frame (title, breadcrumbs, ids) and the plain state. */
export function PlaceholderPage({
  titleKey,
  descriptionKey,
  parents = [],
  ids,
  children,
}: PlaceholderPageProps) {
  const { t } = useTranslation('app');
  const title = t(titleKey);
  return (
    <PageFrame
      title={title}
      breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, ...parents, { label: title }]}
      ids={ids}
    >
      <NotAvailableYet description={t(descriptionKey)}>{children}</NotAvailableYet>
    </PageFrame>
  );
}
