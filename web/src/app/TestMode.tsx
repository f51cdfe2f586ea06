import { Flex, Switch } from 'antd';
import { Feature, type Gate } from '@console/contract/gates';
import { TEST_MODE_ENVIRONMENT } from '@console/contract/constants';
import type { Bootstrap } from '@console/contract/session';
import { useSetTestMode, useTestModeCall } from '../api/session';
import { useFeedback } from '../kit/feedback';
import { useMayCall } from '../kit/permit';
import { Refused } from '../kit/Refused';

export const TEST_MODE_COLOR = '#d46b08';

/** The switch exists in environment 1, for companies with the customerAdmin feature. */
export const testModeAvailable = (data: Bootstrap) =>
  data.environmentId === TEST_MODE_ENVIRONMENT && data.features[Feature.CustomerAdmin] === true;

/** What is known of the switch's gate before its declaration loads: it is a change. */
const A_CHANGE: Gate = { writes: true };

/**
 * The company's Test Mode, switched after a confirmation. Its call's gate decides who may: staff
 * without "Change company defaults", or read-only, see the switch disabled saying why (kit/Refused,
 * not kit/Permitted: the shell's first load does without antd's Popconfirm).
 */
export function TestModeSwitch({ data, collapsed }: { data: Bootstrap; collapsed: boolean }) {
  const setTestMode = useSetTestMode();
  const permit = useMayCall(useTestModeCall() ?? A_CHANGE);
  const { modal } = useFeedback();
  // The mode belongs to the company, not to this user: a slip of the mouse would switch it for everyone.
  const confirmSwitch = (on: boolean) =>
    modal.confirm({
      title: on ? 'Turn Test Mode on?' : 'Turn Test Mode off?',
      content: on
        ? 'Everyone in this company will see and create test data only until it is turned off.'
        : "Everyone in this company will see customers' live data again.",
      okText: on ? 'Turn on' : 'Turn off',
      onOk: () => setTestMode.mutate({ body: { enabled: on } }),
    });
  const toggle = (
    <Switch
      size="small"
      aria-label="Test Mode"
      checked={data.testMode}
      loading={setTestMode.isPending}
      onChange={confirmSwitch}
    />
  );
  return (
    <Flex
      align="center"
      gap={10}
      style={{
        padding: collapsed ? '12px 0' : '12px 24px',
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      {permit.allowed ? toggle : <Refused reason={permit.reason}>{toggle}</Refused>}
      {!collapsed && <span style={{ color: 'rgba(255,255,255,.85)' }}>Test Mode</span>}
    </Flex>
  );
}
