import { Card, Typography } from 'antd';
import { collectorApi, COLLECTOR_INGEST_PATH } from '@console/contract/collector/api';
import { TokensPanel } from '../../kit/product/TokensPanel';
import { PageHeading } from '../../kit/widgets/PageHeading';

/** /collector/settings/tokens: the tokens devices and product apps upload collector logs with. */
export default function IngestionTokensPage() {
  return (
    <>
      <PageHeading style={{ marginTop: 0 }}>Ingestion tokens</PageHeading>
      <Card>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
          Devices and product apps upload their logs to the Document Collector with an ingestion token: they
          send it as <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text> with{' '}
          <Typography.Text code>POST {COLLECTOR_INGEST_PATH}</Typography.Text>. Issue one token per device or
          app, so that one can be disabled or deleted without stopping the others.
        </Typography.Paragraph>
        <TokensPanel endpoints={collectorApi.tokens} />
      </Card>
    </>
  );
}
