import { PlaceholderPage } from '../../components/page-frame/placeholder-page';

/** Company settings: letterhead, logo, tax and bank data. */
export function CompanySettingsPage() {
  return <PlaceholderPage titleKey="routes.companySettings" descriptionKey="areas.companySettings" />;
}
