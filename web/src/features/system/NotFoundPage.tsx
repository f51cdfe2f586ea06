import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ResultHeading } from '../../kit/widgets/PageHeading';

/** 'Page "{url}" not found', the url taken from ?redirectedFrom= (console-core §2). */
export const notFoundText = (url: string) => 'Page "{url}" not found'.replace('{url}', url);

export default function NotFoundPage() {
  const [params] = useSearchParams();
  const url = params.get('redirectedFrom') ?? '';
  return (
    <Result
      status="404"
      title={<ResultHeading>404</ResultHeading>}
      subTitle={notFoundText(url)}
      extra={
        <Link to="/">
          <Button type="primary">Back to the console</Button>
        </Link>
      }
    />
  );
}
