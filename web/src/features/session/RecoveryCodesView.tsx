import { Alert, Button, Flex, theme, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useCopy } from '../../kit/widgets/useCopy';
import { TEXT } from './texts';

/** Ten recovery codes, the one time they are shown, with a way to copy them all. */
export function RecoveryCodesView({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const copy = useCopy();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>
        {TEXT.codesTitle}
      </Typography.Title>
      <Alert type="warning" showIcon title={TEXT.codesOnce} />
      <ol
        data-testid="recovery-codes"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          gap: '8px 48px',
          margin: 0,
          padding: '16px 24px 16px 48px',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 15,
          background: token.colorFillTertiary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Flex gap={8}>
        <Button icon={<CopyOutlined />} onClick={() => void copy(codes.join('\n'))}>
          {TEXT.copyAll}
        </Button>
        <Button type="primary" onClick={onDone}>
          {TEXT.done}
        </Button>
      </Flex>
    </Flex>
  );
}
