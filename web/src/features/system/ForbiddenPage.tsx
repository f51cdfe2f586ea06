import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { ResultHeading } from '../../kit/widgets/PageHeading';

export const FORBIDDEN_TEXT = "You don't have permissions";

export default function ForbiddenPage() {
  return (
    <Result
      status="403"
      title={<ResultHeading>403</ResultHeading>}
      subTitle={FORBIDDEN_TEXT}
      extra={
        <Link to="/">
          <Button type="primary">Back to the console</Button>
        </Link>
      }
    />
  );
}
