import { useNarrowWindow } from './useNarrowWindow';
import { Select } from 'antd';
import { useMatches } from 'react-router';
import type { Bootstrap } from '@console/contract/session/api';
import { useSetAdministeredCompany } from '../kit/data/session';
import { companySwitchLanding } from './navigation';
import type { RouteHandle } from './router';
import { useFeedback } from '../kit/feedback';

/**
 * The company being administered (environment 1 only); a change reloads the page. A record's page
 * belongs to the company being left: it asks first (console-core §4) and lands on its list.
 */
export function CompanySelector({ data }: { data: Bootstrap }) {
  const narrow = useNarrowWindow();
  const { modal } = useFeedback();
  const trail = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.trail ?? [];
  const landing = companySwitchLanding(trail);
  const setCompany = useSetAdministeredCompany();

  const change = (companyId: number) => {
    const apply = () =>
      setCompany
        .mutateAsync({ body: { companyType: companyId } })
        .then(() => (landing ? window.location.assign(landing.path) : window.location.reload()));
    if (!landing?.ask) return void apply();
    modal.confirm({
      title: 'Change company',
      content: 'This page belongs to the current company. Switch company and leave this page?',
      okText: 'Change company',
      onOk: apply,
    });
  };

  return (
    <Select
      aria-label="Company"
      data-testid="company-selector"
      // On a phone's width the header shares its row with four buttons: the name is cut instead.
      style={narrow ? { width: 150 } : { minWidth: 240 }}
      value={data.administeredCompany?.id}
      loading={setCompany.isPending}
      options={data.availableCompanies.map((c) => ({ value: c.id, label: c.name }))}
      onChange={change}
    />
  );
}
