import { Flex, Typography } from 'antd';

/**
 * A user's full name in a table's row with their login under it, smaller and grey: one column tells
 * apart two users of the same name.
 */
export function NameWithLogin({
  firstName,
  lastName,
  login,
}: {
  firstName: string;
  lastName: string;
  login: string;
}) {
  return (
    <Flex vertical>
      <span>
        {firstName} {lastName}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {login}
      </Typography.Text>
    </Flex>
  );
}
