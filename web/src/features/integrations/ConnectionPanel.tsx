import { Alert, Button, Flex, Typography } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTestConnection, type IntegrationParams } from './api';
import { TEXT } from './texts';

/**
 * Test connection: the server asks the partner for the linked location with the stored settings
 * (within the adapter's timeout) and says what it answered, or why it did not.
 */
export function ConnectionPanel({ params }: { params: IntegrationParams }) {
  const test = useTestConnection();
  const result = test.data;
  return (
    <Flex vertical gap={12} align="start">
      <Typography.Text type="secondary">
        Uses the saved settings: save a change before testing it.
      </Typography.Text>
      <Button icon={<ApiOutlined />} loading={test.isPending} onClick={() => test.mutate({ params })}>
        {TEXT.testConnection}
      </Button>
      {result && !test.isPending && (
        <Alert
          role="status"
          type={result.ok ? 'success' : 'error'}
          showIcon
          message={result.ok ? 'Connected' : 'The connection failed'}
          description={result.message}
          style={{ width: '100%' }}
        />
      )}
    </Flex>
  );
}
