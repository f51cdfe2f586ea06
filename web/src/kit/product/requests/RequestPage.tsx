import type { ReactNode } from 'react';
import { Card, Col, Row } from 'antd';
import { DetailRoute } from '../../DetailPage';

/**
 * A request page's route: the not-found page for an id no request can have, else the family's view
 * keyed by the id, so another request starts afresh (its queries, its images' zoom and rotation).
 * The kit's record route (kit/DetailPage.tsx), named for the request pages that use it.
 */
export const RequestPage = DetailRoute;

/**
 * A request page's body: the request's images on a card beside what the product and the console
 * found of it, one above the other below the `wide` breakpoint (the images need the width to be
 * compared side by side). `imagesSpan` of the 24 columns go to the images.
 */
export function RequestLayout({
  imagesTitle,
  images,
  wide = 'xl',
  imagesSpan = 14,
  children,
}: {
  imagesTitle: ReactNode;
  images: ReactNode;
  wide?: 'xl' | 'xxl';
  imagesSpan?: number;
  children: ReactNode;
}) {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} {...{ [wide]: imagesSpan }}>
        <Card title={imagesTitle}>{images}</Card>
      </Col>
      <Col xs={24} {...{ [wide]: 24 - imagesSpan }}>
        {children}
      </Col>
    </Row>
  );
}
