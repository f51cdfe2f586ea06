import type { ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';
import type { FieldMetadata } from '@console/contract/metadata';
import { spanOf, type FieldSection } from './layout';

interface FieldGridProps {
  fields: readonly FieldMetadata[];
  defaultSpan: number;
  renderField: (field: FieldMetadata) => ReactNode;
}

/** The layout template: fields on antd's 24-column grid, each as wide as its span. */
export function FieldGrid({ fields, defaultSpan, renderField }: FieldGridProps) {
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.name} span={spanOf(field, defaultSpan)}>
          {renderField(field)}
        </Col>
      ))}
    </Row>
  );
}

interface SectionedGridProps extends Omit<FieldGridProps, 'fields'> {
  sections: readonly FieldSection[];
}

/** Grouped layouts: each group under its caption, the ungrouped fields first without one. */
export function SectionedGrid({ sections, ...grid }: SectionedGridProps) {
  return sections.map((section) =>
    section.caption === undefined ? (
      <FieldGrid key="" fields={section.fields} {...grid} />
    ) : (
      <section key={section.name} aria-label={section.caption}>
        <Typography.Title level={5}>{section.caption}</Typography.Title>
        <FieldGrid fields={section.fields} {...grid} />
      </section>
    ),
  );
}
