import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Role } from '@vendoc/contract/auth';
import type { Company } from '@vendoc/contract/company';
import { can, type Permission } from '@vendoc/contract/permissions';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/page-frame';
import { useCompany } from '../../entities/company/get-company';
import { useMe } from '../../entities/user/get-me';
import { useSettingsTranslation } from './company-settings-i18n';
import { CompanyDataForm } from './components/company-data-form';
import { DunningSection } from './components/dunning-section';
import { LogoSection } from './components/logo-section';
import { NoPermission } from './components/no-permission';
import { NumberRangesSection } from './components/number-ranges-section';
import { TextSnippetsSection } from './components/text-snippets-section';
import { UsersSection } from './components/users-section';
import { WageRatesSection } from './components/wage-rates-section';
import { httpStatusOf } from '../../lib/http/api-problems';
import { paths } from '../../lib/navigation/paths';

const SECTIONS = [
  'company',
  'logo',
  'numberRanges',
  'wageRates',
  'dunning',
  'textSnippets',
  'users',
] as const;
type Section = (typeof SECTIONS)[number];

// What a role needs for a section (the server enforces it): the office keeps the order documents' snippets.
const SECTION_PERMISSION: Readonly<Record<Section, Permission>> = {
  company: 'company:write',
  logo: 'company:write',
  numberRanges: 'company:write',
  wageRates: 'company:write',
  dunning: 'company:write',
  textSnippets: 'orderDocuments:write',
  users: 'company:write',
};

const sectionsFor = (role: Role) => SECTIONS.filter((section) => can(role, SECTION_PERMISSION[section]));

function SectionContent({ section, company }: { section: Section; company: Company }) {
  switch (section) {
    case 'company':
      return <CompanyDataForm company={company} />;
    case 'logo':
      return <LogoSection company={company} />;
    case 'numberRanges':
      return <NumberRangesSection company={company} year={new Date().getFullYear()} />;
    case 'wageRates':
      return <WageRatesSection company={company} />;
    case 'dunning':
      return <DunningSection company={company} />;
    case 'textSnippets':
      return <TextSnippetsSection />;
    case 'users':
      return <UsersSection />;
  }
}

function Settings({ sections }: { sections: readonly Section[] }) {
  const { t } = useSettingsTranslation();
  const company = useCompany();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section = sections.find((each) => each === requested) ?? sections[0] ?? 'company';

  if (company.isPending) return <CircularProgress aria-label={t('sections.company')} />;
  if (company.isError) {
    if (httpStatusOf(company.error) === 403) return <NoPermission />;
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void company.refetch()}>{t('common.retry')}</Button>}
      >
        {t('common.loadFailed')}
      </Alert>
    );
  }
  return (
    <>
      <Tabs
        value={section}
        onChange={(_event, next: Section) => setParams({ section: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('sectionsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {sections.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`sections.${key}`)}
            id={`settings-tab-${key}`}
            aria-controls={`settings-panel-${key}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`settings-panel-${section}`} aria-labelledby={`settings-tab-${section}`}>
        <SectionContent section={section} company={company.data} />
      </Box>
    </>
  );
}

/**
 * /companySettings: administrators get company data, logo, number ranges, wage rates, reminders, text snippets and
 * users; office staff the text snippets only; fitters nothing.
 */
export function CompanySettingsPage() {
  const { t } = useTranslation('app');
  const { data: me, isPending, isError } = useMe();
  const title = t('routes.companySettings');
  const sections = me ? sectionsFor(me.user.role) : [];
  let content;
  if (isPending) content = <CircularProgress aria-label={title} />;
  else if (isError || sections.length === 0) content = <NoPermission />;
  else content = <Settings sections={sections} />;
  return (
    <PageFrame title={title} breadcrumbs={[{ label: t('routes.home'), to: paths.home() }, { label: title }]}>
      {content}
    </PageFrame>
  );
}
