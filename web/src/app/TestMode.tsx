import { Flex, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Feature } from '@console/contract/gates';
import { TEST_MODE_ENVIRONMENT } from '@console/contract/constants';
import type { Bootstrap } from '@console/contract/session/api';
import { useSetTestMode } from '../kit/data/session';
import { useFeedback } from '../kit/feedback';
import type { Permit } from '../kit/permit';
import type { Refused } from '../kit/widgets/Refused';

export const TEST_MODE_COLOR = '#d46b08';

/**
 * Test Mode in the sticky header, beside the company: the banner above the header scrolls away with
 * the page, and a coloured line alone was all that was left of it. Dark orange on light orange
 * (antd's orange 9 on orange 1) keeps its words readable (contrast 7:1) in both themes.
 */
export function TestModeMark() {
  return (
    <span
      role="status"
      style={{
        color: '#873800',
        background: '#fff7e6',
        border: `1px solid ${TEST_MODE_COLOR}`,
        borderRadius: 4,
        padding: '0 8px',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '22px',
        whiteSpace: 'nowrap',
      }}
    >
      Test Mode
    </span>
  );
}

/** The switch exists in environment 1, for companies with the customerAdmin feature. */
export const testModeAvailable = (data: Bootstrap) =>
  data.environmentId === TEST_MODE_ENVIRONMENT && data.features[Feature.CustomerAdmin] === true;

/**
 * Whether the user may switch Test Mode, by its call's gate (kit/permit.ts), and the drawing of a
 * refusal (kit/widgets/Refused.tsx), once they have loaded just after the first paint: the shell's first
 * load carries neither the call's declaration nor the rule (issue 11 item 4, web/src/firstLoadBudget.test.ts).
 */
function useTestModePermit(data: Bootstrap): { permit: Permit; Refused: typeof Refused } | undefined {
  const rule = useQuery({
    queryKey: ['deferred', 'test-mode-permit'],
    queryFn: async () => {
      const [{ testModeApi }, { permitOf }, { Refused }] = await Promise.all([
        import('@console/contract/test-mode'),
        import('../kit/permit'),
        import('../kit/widgets/Refused'),
      ]);
      return { gate: testModeApi.set.gate, permitOf, Refused };
    },
    staleTime: Infinity,
  }).data;
  return rule && { permit: rule.permitOf(rule.gate, data), Refused: rule.Refused };
}

/**
 * The company's Test Mode, switched after a confirmation. Its call's gate decides who may: staff
 * without "Change company defaults", or read-only, see the switch disabled saying why.
 */
export function TestModeSwitch({ data, collapsed }: { data: Bootstrap; collapsed: boolean }) {
  const setTestMode = useSetTestMode();
  const rule = useTestModePermit(data);
  const permit = rule?.permit;
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
      // Until the rule has loaded, what is known without it: a read-only account changes nothing.
      disabled={!permit && data.user.readOnly}
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
      {!rule || rule.permit.allowed ? (
        toggle
      ) : (
        <rule.Refused reason={rule.permit.reason}>{toggle}</rule.Refused>
      )}
      {!collapsed && <span style={{ color: 'rgba(255,255,255,.85)' }}>Test Mode</span>}
    </Flex>
  );
}
