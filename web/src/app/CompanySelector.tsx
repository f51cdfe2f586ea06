import { App as AntApp, Select } from 'antd';
import { useLocation } from 'react-router';
import type { Bootstrap } from '@console/contract/session';
import { useSetAdministeredCompany } from '../api/session';

/** Account pages belong to one company: leaving it asks first (console-core §4). */
const isAccountPage = (pathname: string) => /^\/Accounts\/[^/]+/i.test(pathname);

/** The company being administered (environment 1 only); a change reloads the page. */
export function CompanySelector({ data }: { data: Bootstrap }) {
  const { modal } = AntApp.useApp();
  const location = useLocation();
  const setCompany = useSetAdministeredCompany();

  const change = (companyId: number) => {
    const apply = () =>
      setCompany.mutateAsync({ body: { companyType: companyId } }).then(() => window.location.reload());
    if (!isAccountPage(location.pathname)) return void apply();
    modal.confirm({
      title: 'Change company',
      content: 'This account belongs to the current company. Switch company and leave this page?',
      okText: 'Change company',
      onOk: apply,
    });
  };

  return (
    <Select
      aria-label="Company"
      data-testid="company-selector"
      style={{ minWidth: 240 }}
      value={data.administeredCompany?.id}
      loading={setCompany.isPending}
      options={data.availableCompanies.map((c) => ({ value: c.id, label: c.name }))}
      onChange={change}
    />
  );
}
