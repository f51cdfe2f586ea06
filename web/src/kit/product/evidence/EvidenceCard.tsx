import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { ComputedEvidence, FacesInImage } from '@console/contract/kit/evidence';
import { PlainTag } from '../../widgets/PlainTag';
import { formatDateTime } from '../../../lib/formats';

/**
 * What the console computed itself from a request's images (server kit/evidence): its face score
 * beside the one the device reported, why it has none when it has none, the MRZ lines it read
 * beside the reported ones, and the models' versions. Shown on the review page and the Face
 * Compare request page; the face boxes go on the images (facesByImage).
 */

const STATE = {
  pending: { label: 'Computing', tone: 'default' },
  done: { label: 'Computed', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
} as const;

/** The faces the console found, by the image they are in, for the image viewers. */
export function facesByImage(evidence: ComputedEvidence | null | undefined): Map<number, FacesInImage> {
  const images = evidence?.faceMatch?.images ?? [];
  return new Map(images.flatMap((image) => (image.imageId === undefined ? [] : [[image.imageId, image]])));
}

const mono = { fontFamily: 'monospace', whiteSpace: 'pre' } as const;

function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical>
      {lines.map((line, i) => (
        <Typography.Text key={i} style={mono}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}

export function EvidenceCard({
  evidence,
  reportedMrz,
  threshold,
}: {
  evidence: ComputedEvidence | null;
  /** The MRZ lines the device reported, shown beside the ones read. */
  reportedMrz?: readonly string[];
  threshold?: number;
}) {
  if (!evidence) {
    return (
      <Card title="Computed evidence" size="small">
        <Typography.Text type="secondary">
          The console has computed nothing for this request: no portrait and selfie, nor a document image.
        </Typography.Text>
      </Card>
    );
  }
  const state = STATE[evidence.state];
  const face = evidence.faceMatch;
  const mrz = evidence.mrz;
  return (
    <Card
      title="Computed evidence"
      size="small"
      extra={
        <Flex gap="small" align="center">
          <PlainTag tone={state.tone}>{state.label}</PlainTag>
          {evidence.computedAt && (
            <Typography.Text type="secondary">{formatDateTime(evidence.computedAt)}</Typography.Text>
          )}
        </Flex>
      }
    >
      <Flex vertical gap="small">
        {evidence.disagreement && (
          <Alert
            type="warning"
            showIcon
            title="The evidence contradicts the report"
            description={evidence.disagreement}
          />
        )}
        {evidence.error && <Alert type="error" showIcon title="Not computed" description={evidence.error} />}
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'computed',
              label: 'Face match (computed)',
              children: face
                ? face.score !== null
                  ? `${face.score}${threshold === undefined ? '' : ` (threshold ${threshold})`}`
                  : face.reason
                : '—',
            },
            {
              key: 'reported',
              label: 'Face match (reported)',
              children: evidence.reportedScore ?? '—',
            },
            ...(face ? [{ key: 'faceModel', label: 'Face model', children: face.model }] : []),
            ...(mrz
              ? [
                  {
                    key: 'mrzRead',
                    label: 'MRZ read from the image',
                    children: mrz.reason ?? <Lines lines={mrz.lines} />,
                  },
                  {
                    key: 'mrzReported',
                    label: 'MRZ reported',
                    children: <Lines lines={reportedMrz ?? []} />,
                  },
                  ...(mrz.badCheckDigits.length
                    ? [{ key: 'bad', label: 'Wrong check digits', children: mrz.badCheckDigits.join(', ') }]
                    : []),
                  { key: 'ocr', label: 'OCR engine', children: mrz.engine },
                ]
              : []),
          ]}
        />
      </Flex>
    </Card>
  );
}
