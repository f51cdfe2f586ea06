import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';

/** 'Page "{url}" not found', the url taken from ?redirectedFrom= (console-core §2). */
export const notFoundText = (url: string) => 'Page "{url}" not found'.replace('{url}', url);

export default function NotFoundPage() {
  const [params] = useSearchParams();
  const url = params.get('redirectedFrom') ?? '';
  return (
    <Result
      status="404"
      title="404"
      subTitle={notFoundText(url)}
      extra={
        <Link to="/">
          <Button type="primary">Back to the console</Button>
        </Link>
      }
    />
  );
}
