import { Alert } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { TEST_MODE_COLOR } from './TestMode';

/** On every page while Test Mode is on, so nobody mistakes test data for customers' data. */
export function TestModeBanner() {
  return (
    <Alert
      banner
      type="warning"
      icon={<ExperimentOutlined />}
      data-testid="test-mode-banner"
      title={
        <span>
          <strong>Test Mode is on.</strong> You are viewing and creating test data only; customers' live data
          is hidden.
        </span>
      }
      style={{ borderBottom: `3px solid ${TEST_MODE_COLOR}` }}
    />
  );
}
