import { Alert, Drawer, Empty, Flex, Skeleton, Table, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { MODULE_TITLES, type Module } from '@console/contract/gates';
import { type Permission } from '@console/contract/permissions';
import { PERMISSION_INFO } from '@console/contract/permission-texts';
import { EVERY_STAFF_USER } from '@console/contract/permission-matrix';
import type {
  CompanyPermissionReach,
  StaffCompanyPermissions,
  StaffPermissions,
} from '@console/contract/settings-users/api';
import { useStaffPermissions } from './api';
import { useBootstrap } from '../../kit/bootstrap';
import { PlainTag } from '../../kit/widgets/PlainTag';
import { ROLES_PATH } from './paths';

/*
 * A staff user's effective permissions, as an administrator needs them to answer "why can Dana not
 * do this here?". Roles are global, so the permissions are the same in every company and are said
 * once per row with the role that grants each (or that every staff user holds it). What differs
 * between companies is what a permission reaches there: the company's modules decide which of its
 * screens exist. So each company they may administer is a tab (the administered one open first),
 * with the company's modules and, per permission, where it applies in that company: the whole
 * company, which of its modules, or nothing, naming the module it would need. Read-only and locked
 * users are said above the tabs, since either stops every permission below from being used as
 * listed. Companies of the user that the asking Admin does not administer are counted, not named
 * (they are not the Admin's to see).
 */

const moduleTitle = (name: string) => MODULE_TITLES[name as Module] ?? name;
const titleOf = (permission: string) => PERMISSION_INFO[permission as Permission]?.title ?? permission;

const WHOLE_COMPANY = 'Whole company';
const NOTHING_HERE = 'Nothing in this company';

function GrantedBy({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <PlainTag>{EVERY_STAFF_USER}</PlainTag>;
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <PlainTag key={role} tone="success">
          {role}
        </PlainTag>
      ))}
    </Flex>
  );
}

/** Where one permission applies in one company. */
function Reach({ reach }: { reach: CompanyPermissionReach }) {
  if (!reach.companyWide && reach.modules.length === 0) {
    const needs = reach.missingModules.map(moduleTitle);
    return (
      <Typography.Text type="secondary">
        {NOTHING_HERE}
        {needs.length > 0 && `: needs ${needs.join(' or ')}, not one of its modules`}
      </Typography.Text>
    );
  }
  return (
    <Flex gap={4} wrap>
      {reach.companyWide && <PlainTag tone="success">{WHOLE_COMPANY}</PlainTag>}
      {reach.modules.map((module) => (
        <PlainTag key={module}>{moduleTitle(module)}</PlainTag>
      ))}
    </Flex>
  );
}

interface Row {
  permission: string;
  grantedBy: readonly string[];
  reach: CompanyPermissionReach | undefined;
}

function CompanyPermissions({
  staff,
  company,
}: {
  staff: StaffPermissions;
  company: StaffCompanyPermissions;
}) {
  const rows: Row[] = staff.permissions.map((held) => ({
    ...held,
    reach: company.permissions.find((reach) => reach.permission === held.permission),
  }));
  return (
    <Flex vertical gap={12} role="region" aria-label={company.name}>
      <Typography.Text>
        <Typography.Text type="secondary">Modules: </Typography.Text>
        {company.modules.length ? company.modules.map(moduleTitle).join(', ') : 'none'}
      </Typography.Text>
      <Table<Row>
        aria-label={`Permissions in ${company.name}`}
        size="small"
        pagination={false}
        rowKey="permission"
        dataSource={rows}
        columns={[
          {
            key: 'permission',
            title: 'Permission',
            width: '36%',
            render: (_, row) => (
              <Flex vertical>
                <Typography.Text strong>{titleOf(row.permission)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {PERMISSION_INFO[row.permission as Permission]?.description}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'grantedBy',
            title: 'Granted by',
            width: '20%',
            render: (_, row) => <GrantedBy roles={row.grantedBy} />,
          },
          {
            key: 'reach',
            title: `Applies in ${company.name}`,
            render: (_, row) => (row.reach ? <Reach reach={row.reach} /> : null),
          },
        ]}
      />
    </Flex>
  );
}

function Summary({ staff }: { staff: StaffPermissions }) {
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">Roles:</Typography.Text>
        {staff.roles.length ? (
          staff.roles.map((role) => (
            <PlainTag key={role} tone="success">
              {role}
            </PlainTag>
          ))
        ) : (
          <Typography.Text>none: the everyday work only</Typography.Text>
        )}
        <Link to={ROLES_PATH}>What each role grants</Link>
      </Flex>
      {!staff.active && (
        <Alert
          type="warning"
          showIcon
          title="Locked: they cannot sign in, so they use none of these permissions."
        />
      )}
      {staff.readOnly && (
        <Alert
          type="info"
          showIcon
          title="Read-only: every change is refused, whatever these permissions grant; they read what the permissions open."
        />
      )}
    </Flex>
  );
}

/** The effective permissions of one staff user, per company; open while a user is given. */
export function StaffPermissionsDrawer({
  userId,
  title,
  onClose,
}: {
  userId: number | undefined;
  /** Who, as the list shows them, before the answer has come. */
  title: string;
  onClose: () => void;
}) {
  const permissions = useStaffPermissions(userId);
  const staff = permissions.data;
  // The company being administered opens first: the one the Admin is looking at.
  const administered = useBootstrap()?.administeredCompany?.id;
  const opening = staff?.companies.some((company) => company.id === administered)
    ? String(administered)
    : undefined;
  return (
    <Drawer
      open={userId !== undefined}
      onClose={onClose}
      title={`Permissions of ${title}`}
      size="min(880px, 100vw)"
      destroyOnHidden
    >
      {permissions.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !staff ? (
        <Empty description="The permissions could not be loaded" />
      ) : (
        <Flex vertical gap={16}>
          <Summary staff={staff} />
          {staff.companies.length === 0 ? (
            <Empty description="No company you administer is available to them" />
          ) : (
            <Tabs
              defaultActiveKey={opening}
              items={staff.companies.map((company) => ({
                key: String(company.id),
                label: company.name,
                children: <CompanyPermissions staff={staff} company={company} />,
              }))}
            />
          )}
          {staff.otherCompanies > 0 && (
            <Typography.Text type="secondary">
              Also available to them: {staff.otherCompanies}{' '}
              {staff.otherCompanies === 1 ? 'company' : 'companies'} you do not administer.
            </Typography.Text>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
