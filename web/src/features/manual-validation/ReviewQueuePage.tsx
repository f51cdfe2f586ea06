import type { TableColumnType } from 'antd';
import type { ReviewQueueItem } from '@console/contract/manual-validation/api';
import { REVIEW_STATUSES, REVIEW_STATUS_NAMES } from '@console/contract/manual-validation/status';
import { DOCUMENT_TYPE_TITLES } from '@console/contract/dvs/result';
import { useCompanyProducts } from '../accounts/api';
import { useReviewQueue } from './api';
import { choiceFilter, dayRangeFilter, ListFilters } from '../../kit/list/ListFilters';
import { customerFilter } from '../../kit/reports/filters';
import { ListPage } from '../../kit/list/ListPage';
import { useListReturn } from '../../kit/list/listReturn';
import { requestColumns } from '../../kit/product/requests/requestColumns';
import { reviewItemPath, REVIEW_QUEUE_PATH } from './paths';
import { ReviewStatusTag } from './ReviewStatusTag';
import { TEXT } from './texts';

const STATUS_CHOICES = [
  { value: 'open', label: 'Open (new or in review)' },
  ...REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_NAMES[status] })),
];

/**
 * /ManualVerification: the review queue, oldest first (the one waiting longest is worked first),
 * with status, date range, product and customer filters in the address. It reloads every 30
 * seconds on the same page, sort and filters, so a reviewer keeps their place while others work.
 */
export default function ReviewQueuePage() {
  const list = useReviewQueue();
  const products = useCompanyProducts();
  const listReturn = useListReturn(REVIEW_QUEUE_PATH);
  const filters = [
    choiceFilter('status', 'Status', STATUS_CHOICES, { width: 200 }),
    dayRangeFilter,
    choiceFilter(
      'productId',
      'Product',
      products.data?.map((product) => ({ value: product.id, label: product.displayName })),
      { loading: products.isPending, width: 200 },
    ),
    customerFilter('accountId', { width: 200 }),
  ];

  const columns: TableColumnType<ReviewQueueItem>[] = [
    requestColumns.id({ to: reviewItemPath, state: listReturn }),
    requestColumns.started({ relative: true }),
    {
      key: 'status',
      dataIndex: 'status',
      render: (value: ReviewQueueItem['status']) => <ReviewStatusTag status={value} />,
    },
    requestColumns.account(),
    { key: 'productName', dataIndex: 'productName' },
    requestColumns.documentType(DOCUMENT_TYPE_TITLES),
    { key: 'claimedBy', dataIndex: 'claimedBy', render: (value: string | null) => value ?? '—' },
    requestColumns.reference(),
  ];

  return (
    <ListPage<ReviewQueueItem>
      list={list}
      title={TEXT.queue}
      columns={columns}
      rowKey="id"
      filters={<ListFilters list={list} filters={filters} />}
      nouns={['item', 'items']}
      empty={{ none: 'Nothing is waiting for review', filtered: 'No review items match' }}
    />
  );
}
