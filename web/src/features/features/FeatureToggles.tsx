import { Button, Empty, Flex, List, Switch, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined, UndoOutlined } from '@ant-design/icons';
import type { FeatureLevel } from '@console/contract/features/rule';
import type { FeatureState } from '@console/contract/features/api';
import type { Permit } from '../../kit/permit';
import { PermitDrawn } from '../../kit/Permitted';
import { TEXT } from './texts';

export interface FeatureTogglesProps {
  /** The features at one level, as the server resolved them (contract/src/features/rule.ts). */
  states: readonly FeatureState[];
  level: Exclude<FeatureLevel, 'company'>;
  /** A save under way. */
  disabled?: boolean;
  /** Whether the user may make the level's switch call (kit/permit.ts): refused, every switch says why. */
  permit: Permit;
  /** A switch of one feature: on, off, or null to inherit again (locations and users). */
  onSwitch: (featureId: number, isEnabled: boolean | null) => void;
}

/** Where the state comes from: set at this level or inherited; a customer's switches are its own. */
function SourceTag({ state, level }: { state: FeatureState; level: FeatureTogglesProps['level'] }) {
  if (level === 'customer') return null;
  if (state.source === 'inherited') return <Tag>{TEXT.inherited}</Tag>;
  return (
    <Tag color="blue">
      {TEXT.setHere}: {state.setting ? TEXT.on : TEXT.off}
    </Tag>
  );
}

/**
 * The toggles of one level (a customer, a location, a user): each feature with its switch showing
 * whether it works here, whether that is set here or inherited, and, when a level above denies it,
 * a lock saying why. A locked switch cannot be turned on; a switch set here can be reset.
 */
export function FeatureToggles({ states, level, disabled = false, permit, onSwitch }: FeatureTogglesProps) {
  if (!states.length) return <Empty description={TEXT.noFeatures} />;
  return (
    <List
      itemLayout="horizontal"
      dataSource={[...states]}
      rowKey="featureId"
      renderItem={(state) => (
        <List.Item aria-label={state.title}>
          <List.Item.Meta
            title={state.title}
            description={<Typography.Text type="secondary">{state.description}</Typography.Text>}
          />
          <Flex gap={8} align="center" wrap justify="flex-end">
            {level !== 'customer' && state.source === 'set' && (
              <PermitDrawn permit={permit}>
                <Button
                  type="link"
                  size="small"
                  icon={<UndoOutlined />}
                  disabled={disabled}
                  aria-label={`${TEXT.reset}: ${state.title}`}
                  onClick={() => onSwitch(state.featureId, null)}
                >
                  {TEXT.reset}
                </Button>
              </PermitDrawn>
            )}
            <SourceTag state={state} level={level} />
            {state.lockedReason && (
              <Tooltip title={state.lockedReason}>
                <Tag icon={<LockOutlined />} color="warning">
                  {state.lockedReason}
                </Tag>
              </Tooltip>
            )}
            <PermitDrawn permit={permit}>
              <Switch
                checked={state.enabled}
                disabled={disabled || state.lockedBy !== null}
                aria-label={state.title}
                onChange={(checked) => onSwitch(state.featureId, checked)}
              />
            </PermitDrawn>
          </Flex>
        </List.Item>
      )}
    />
  );
}
