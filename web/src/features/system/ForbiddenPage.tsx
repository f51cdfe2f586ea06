import { Button, Result } from 'antd';
import { Link } from 'react-router';

export const FORBIDDEN_TEXT = "You don't have permissions";

export default function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="403"
      subTitle={FORBIDDEN_TEXT}
      extra={
        <Link to="/">
          <Button type="primary">Back to the console</Button>
        </Link>
      }
    />
  );
}
