import type { ReactNode } from 'react';
import { Card, Descriptions, type CardProps, type DescriptionsProps } from 'antd';

export interface FactsCardProps {
  title: ReactNode;
  /** The facts, a label and its value each. */
  items: NonNullable<DescriptionsProps['items']>;
  /** One column beside other cards (the default); `{ xs: 1, md: 2 }` for a card across the page. */
  column?: DescriptionsProps['column'];
  /** The card's size: a compact page's cards are small. */
  size?: CardProps['size'];
}

/**
 * A titled card of facts about one record, a label and its value a row: a product account's
 * summary, a location's details, a validation's outcome. One piece, so that every family's facts
 * are drawn alike (small rows) and a family writes only which facts it shows.
 */
export function FactsCard({ title, items, column = 1, size }: FactsCardProps) {
  return (
    <Card title={title} size={size}>
      <Descriptions column={column} size="small" items={items} />
    </Card>
  );
}
